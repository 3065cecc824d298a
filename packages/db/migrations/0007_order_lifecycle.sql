CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"result_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_customer_key_unique" UNIQUE("scope","customer_id","key")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "reward_redemptions" DROP CONSTRAINT "reward_redemptions_customer_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_financial_status_known";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Hand-written: the keys of the last 24 hours move to idempotency_keys before their columns go, so a client retrying
-- across the upgrade still gets its first answer. Orders kept their body hash; a reward redeem's hash is the canonical
-- JSON the server now hashes ({"product":…,"reward_id":…}). Certificate keys lived in ledger notes without the body:
-- they are not carried over (decision 0016), and the notes are cleared because customers read them.
INSERT INTO "idempotency_keys" ("scope", "customer_id", "key", "request_hash", "result_ref", "created_at")
SELECT 'create-order', "customer_id", "idempotency_key", "request_hash", "id"::text, "created_at" FROM "orders"
WHERE "idempotency_key" IS NOT NULL AND "created_at" > now() - interval '24 hours';--> statement-breakpoint
INSERT INTO "idempotency_keys" ("scope", "customer_id", "key", "request_hash", "result_ref", "created_at")
SELECT 'reward-redeem', rr."customer_id", rr."idempotency_key",
  encode(sha256(convert_to('{"product":"' || r."brand" || '","reward_id":' || rr."reward_id" || '}', 'UTF8')), 'hex'),
  rr."id"::text, rr."created_at"
FROM "reward_redemptions" rr JOIN "rewards" r ON r."id" = rr."reward_id"
WHERE rr."idempotency_key" IS NOT NULL AND rr."created_at" > now() - interval '24 hours';--> statement-breakpoint
UPDATE "xp_ledger" SET "note" = '' WHERE "source_type" = 'certificate' AND "note" LIKE 'idempotency:%';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "request_hash";--> statement-breakpoint
ALTER TABLE "reward_redemptions" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_status_known" CHECK ("order_payments"."status" in ('pending', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_financial_status_known" CHECK ("orders"."financial_status" in ('pending', 'paid', 'failed', 'voided', 'refunded'));
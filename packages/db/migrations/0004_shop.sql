CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "courier_hand_offs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"payload" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_directory_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"city_count" integer NOT NULL,
	"branch_count" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"title" text NOT NULL,
	"variant_title" text NOT NULL,
	"quantity" integer NOT NULL,
	"original_unit_price_kop" integer NOT NULL,
	"unit_price_kop" integer NOT NULL,
	"unit_bonuses" integer DEFAULT 0 NOT NULL,
	"pack_quantity" integer DEFAULT 1 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_items_quantity_positive" CHECK ("order_line_items"."quantity" > 0),
	CONSTRAINT "order_line_items_amounts_nonnegative" CHECK ("order_line_items"."original_unit_price_kop" >= 0 and "order_line_items"."unit_price_kop" >= 0 and "order_line_items"."unit_bonuses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_kop" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"link" text NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_payment_ref_unique" UNIQUE("payment_ref"),
	CONSTRAINT "order_payments_status_known" CHECK ("order_payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_kop" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_promo_codes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" text NOT NULL,
	"shop_domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_kop" bigint NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transactions_once" UNIQUE("order_id","kind","status","provider_ref")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"financial_status" text DEFAULT 'pending' NOT NULL,
	"fulfillment_status" text,
	"payment_method" integer NOT NULL,
	"payment_gateway_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"subtotal_kop" bigint NOT NULL,
	"discount_kop" bigint DEFAULT 0 NOT NULL,
	"total_kop" bigint NOT NULL,
	"bonus_total" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'UAH' NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"shipping_line" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"promo_code" text,
	"referral_code" text,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_customer_idempotency_key_unique" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "orders_financial_status_known" CHECK ("orders"."financial_status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in (1, 2)),
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."subtotal_kop" >= 0 and "orders"."discount_kop" >= 0 and "orders"."total_kop" >= 0 and "orders"."bonus_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"payment_ref" text NOT NULL,
	"provider_status" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callbacks_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
CREATE TABLE "phone_call_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"phone" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"call_from" text NOT NULL,
	"call_to" text NOT NULL,
	"call_date" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_call_requests_order_unique" UNIQUE("order_id")
);
--> statement-breakpoint
DROP TABLE "popular_cities" CASCADE;--> statement-breakpoint
ALTER TABLE "courier_hand_offs" ADD CONSTRAINT "courier_hand_offs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promo_codes" ADD CONSTRAINT "order_promo_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promo_codes" ADD CONSTRAINT "order_promo_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_requests" ADD CONSTRAINT "phone_call_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_requests" ADD CONSTRAINT "phone_call_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_directory_snapshots_created_at_idx" ON "delivery_directory_snapshots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_line_items_order_id_idx" ON "order_line_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_promo_codes_code_idx" ON "order_promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_transactions_order_id_idx" ON "order_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_payment_ref_idx" ON "payment_callbacks" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "phone_call_requests_status_idx" ON "phone_call_requests" USING btree ("status","created_at");
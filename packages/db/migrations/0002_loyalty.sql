CREATE TABLE "customer_managers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"manager_id" text NOT NULL,
	"manager_from" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "multiscan_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"image" "bytea" NOT NULL,
	"image_mime" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"codes_found" integer DEFAULT 0 NOT NULL,
	"credited_xp" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"image_src" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pack_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"brand" "brand" NOT NULL,
	"kind" text NOT NULL,
	"xp" integer NOT NULL,
	"variant_id" integer,
	"batch" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_by_customer_id" integer,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "pack_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "pack_codes_xp_positive" CHECK ("pack_codes"."xp" > 0),
	CONSTRAINT "pack_codes_kind_known" CHECK ("pack_codes"."kind" in ('sticks', 'velo'))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"credited_xp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"xp_reward" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"xp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_src" text NOT NULL,
	"xp_price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inactive_reason" text,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rewards_xp_price_positive" CHECK ("rewards"."xp_price" > 0),
	CONSTRAINT "rewards_stock_nonnegative" CHECK ("rewards"."stock" is null or "rewards"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"code" text NOT NULL,
	"pack_code_id" integer,
	"kind" text,
	"outcome" text NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"upload_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stores_kind_known" CHECK ("stores"."kind" in ('sales_point', 'brand_store'))
);
--> statement-breakpoint
CREATE TABLE "xp_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_accounts_balance_nonnegative" CHECK ("xp_accounts"."balance" >= 0),
	CONSTRAINT "xp_accounts_totals_nonnegative" CHECK ("xp_accounts"."earned" >= 0 and "xp_accounts"."spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"source_type" text NOT NULL,
	"source_ref" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_ledger_source_unique" UNIQUE("source_type","source_ref"),
	CONSTRAINT "xp_ledger_amount_nonzero" CHECK ("xp_ledger"."amount" <> 0),
	CONSTRAINT "xp_ledger_balance_after_nonnegative" CHECK ("xp_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_managers" ADD CONSTRAINT "customer_managers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiscan_uploads" ADD CONSTRAINT "multiscan_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_codes" ADD CONSTRAINT "pack_codes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_codes" ADD CONSTRAINT "pack_codes_redeemed_by_customer_id_customers_id_fk" FOREIGN KEY ("redeemed_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_campaign_id_quiz_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."quiz_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_pack_code_id_pack_codes_id_fk" FOREIGN KEY ("pack_code_id") REFERENCES "public"."pack_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_accounts" ADD CONSTRAINT "xp_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","status","run_at");--> statement-breakpoint
CREATE INDEX "multiscan_uploads_customer_idx" ON "multiscan_uploads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_brand_valid_idx" ON "offers" USING btree ("brand","valid_to");--> statement-breakpoint
CREATE INDEX "pack_codes_redeemed_by_idx" ON "pack_codes" USING btree ("redeemed_by_customer_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_campaign_customer_idx" ON "quiz_attempts" USING btree ("campaign_id","customer_id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_customer_idx" ON "reward_redemptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "rewards_brand_idx" ON "rewards" USING btree ("brand","position");--> statement-breakpoint
CREATE INDEX "scans_customer_id_idx" ON "scans" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scans_customer_outcome_created_idx" ON "scans" USING btree ("customer_id","outcome","created_at");--> statement-breakpoint
CREATE INDEX "stores_brand_kind_idx" ON "stores" USING btree ("brand","kind","position");--> statement-breakpoint
CREATE INDEX "xp_ledger_customer_id_idx" ON "xp_ledger" USING btree ("customer_id","id" DESC NULLS LAST);
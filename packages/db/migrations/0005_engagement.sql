CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"brand" "brand",
	"source" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "analytics_events_status_known" CHECK ("analytics_events"."status" in ('queued', 'delivered', 'failed', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "certificate_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"pin_hash" "bytea",
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_src" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"nominal_kop" integer NOT NULL,
	"xp_price" integer NOT NULL,
	"code" text NOT NULL,
	"bar_code" text NOT NULL,
	"valid_until" date,
	"status" text DEFAULT 'available' NOT NULL,
	"customer_id" integer,
	"issued_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_bar_code_unique" UNIQUE("bar_code"),
	CONSTRAINT "certificates_status_known" CHECK ("certificates"."status" in ('available', 'issued', 'deleted')),
	CONSTRAINT "certificates_amounts_positive" CHECK ("certificates"."nominal_kop" > 0 and "certificates"."xp_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"purchased_on" date NOT NULL,
	"warranty_until" date NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"shop" text NOT NULL,
	"order_id" integer,
	"offline_order_id" integer,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_shop_known" CHECK ("feedback"."shop" in ('velo', 'ogo', 'glo')),
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "feedback_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_codes" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"velo_discount_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "member_codes_velo_discount_code_unique" UNIQUE("velo_discount_code")
);
--> statement-breakpoint
CREATE TABLE "offline_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_ref" text NOT NULL,
	"phone" text NOT NULL,
	"brand" "brand" NOT NULL,
	"store_name" text DEFAULT '' NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"items" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_orders_external_ref_unique" UNIQUE("external_ref")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"invited_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_id" integer,
	"reward_xp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "referrals_invited_id_unique" UNIQUE("invited_id"),
	CONSTRAINT "referrals_status_known" CHECK ("referrals"."status" in ('pending', 'rewarded', 'reversed', 'capped')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."inviter_id" <> "referrals"."invited_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"variant_id" integer NOT NULL,
	"packs_per_month" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"next_delivery_on" date,
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('active', 'stopped')),
	CONSTRAINT "subscriptions_packs_positive" CHECK ("subscriptions"."packs_per_month" > 0)
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_accounts" ADD CONSTRAINT "certificate_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_partners" ADD CONSTRAINT "certificate_partners_category_id_certificate_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."certificate_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_partner_id_certificate_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."certificate_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_offline_order_id_offline_orders_id_fk" FOREIGN KEY ("offline_order_id") REFERENCES "public"."offline_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_photos" ADD CONSTRAINT "feedback_photos_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_codes" ADD CONSTRAINT "member_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_customers_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invited_id_customers_id_fk" FOREIGN KEY ("invited_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_status_idx" ON "analytics_events" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "certificate_partners_category_idx" ON "certificate_partners" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "certificates_available_idx" ON "certificates" USING btree ("partner_id","xp_price","status");--> statement-breakpoint
CREATE INDEX "certificates_customer_idx" ON "certificates" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "devices_customer_idx" ON "devices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "feedback_customer_idx" ON "feedback" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_order_unique" ON "feedback" USING btree ("order_id") WHERE "feedback"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_offline_order_unique" ON "feedback" USING btree ("offline_order_id") WHERE "feedback"."offline_order_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_photos_feedback_idx" ON "feedback_photos" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "offline_orders_phone_idx" ON "offline_orders" USING btree ("phone","purchased_at");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active" ON "subscriptions" USING btree ("customer_id") WHERE "subscriptions"."status" = 'active';
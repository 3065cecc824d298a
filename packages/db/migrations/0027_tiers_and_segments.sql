-- Tiers and segments (decision 0060): a tier set per brand with its levels, each customer's level with its grace period,
-- the append-only history of tier changes, rule-based segments, and the index that sums a customer's XP over a window.
CREATE TABLE "customer_tiers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"level_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"grace_until" timestamp with time zone,
	"assigned_by_staff_id" integer,
	"manual" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"from_level_id" integer,
	"from_name" text,
	"to_level_id" integer,
	"to_name" text,
	"reason" text NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_history_reason_known" CHECK ("tier_history"."reason" in ('recalculated', 'manual', 'downgrade'))
);
--> statement-breakpoint
CREATE TABLE "tier_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier_set_id" integer NOT NULL,
	"name" text NOT NULL,
	"threshold" bigint NOT NULL,
	"rank" integer NOT NULL,
	"earning_multiplier_bp" integer DEFAULT 10000 NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"reward_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_levels_set_rank_unique" UNIQUE("tier_set_id","rank"),
	CONSTRAINT "tier_levels_set_threshold_unique" UNIQUE("tier_set_id","threshold"),
	CONSTRAINT "tier_levels_threshold_nonnegative" CHECK ("tier_levels"."threshold" >= 0),
	CONSTRAINT "tier_levels_rank_positive" CHECK ("tier_levels"."rank" >= 1),
	CONSTRAINT "tier_levels_multiplier_within" CHECK ("tier_levels"."earning_multiplier_bp" between 10000 and 100000)
);
--> statement-breakpoint
CREATE TABLE "tier_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"name" text NOT NULL,
	"measure" text NOT NULL,
	"window_days" integer DEFAULT 365 NOT NULL,
	"grace_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_sets_brand_unique" UNIQUE("brand"),
	CONSTRAINT "tier_sets_measure_known" CHECK ("tier_sets"."measure" in ('xp_earned', 'money_spent')),
	CONSTRAINT "tier_sets_window_positive" CHECK ("tier_sets"."window_days" between 1 and 3660),
	CONSTRAINT "tier_sets_grace_nonnegative" CHECK ("tier_sets"."grace_days" between 0 and 3660)
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_tiers" ADD CONSTRAINT "customer_tiers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tiers" ADD CONSTRAINT "customer_tiers_level_id_tier_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."tier_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tiers" ADD CONSTRAINT "customer_tiers_assigned_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_history" ADD CONSTRAINT "tier_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_history" ADD CONSTRAINT "tier_history_from_level_id_tier_levels_id_fk" FOREIGN KEY ("from_level_id") REFERENCES "public"."tier_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_history" ADD CONSTRAINT "tier_history_to_level_id_tier_levels_id_fk" FOREIGN KEY ("to_level_id") REFERENCES "public"."tier_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_history" ADD CONSTRAINT "tier_history_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_levels" ADD CONSTRAINT "tier_levels_tier_set_id_tier_sets_id_fk" FOREIGN KEY ("tier_set_id") REFERENCES "public"."tier_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_tiers_level_idx" ON "customer_tiers" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "tier_history_customer_idx" ON "tier_history" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "segments_brand_idx" ON "segments" USING btree ("brand","id");--> statement-breakpoint
CREATE INDEX "xp_ledger_customer_created_idx" ON "xp_ledger" USING btree ("customer_id","created_at");
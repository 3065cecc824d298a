-- Campaigns (decision 0059): marketing's earning rules, the credit each gave for one fact (unique per campaign and
-- fact, so a replay never credits twice), and the treated and holdout customers of each. A budget is spent by one
-- conditional update of campaigns.spent_xp; the CHECK is its backstop.
CREATE TABLE "campaign_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"fact_type" text NOT NULL,
	"fact_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"ledger_entry_id" bigint,
	"reversed_xp" integer DEFAULT 0 NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_credits_fact_unique" UNIQUE("campaign_id","fact_type","fact_ref"),
	CONSTRAINT "campaign_credits_amount_positive" CHECK ("campaign_credits"."amount" > 0),
	CONSTRAINT "campaign_credits_reversed_within" CHECK ("campaign_credits"."reversed_xp" >= 0 and "campaign_credits"."reversed_xp" <= "campaign_credits"."amount")
);
--> statement-breakpoint
CREATE TABLE "campaign_members" (
	"campaign_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"group" text NOT NULL,
	"first_fact_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_members_campaign_id_customer_id_pk" PRIMARY KEY("campaign_id","customer_id"),
	CONSTRAINT "campaign_members_group_known" CHECK ("campaign_members"."group" in ('treated', 'holdout'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"trigger" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"effect" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"budget_xp" bigint,
	"spent_xp" bigint DEFAULT 0 NOT NULL,
	"holdout_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_by_staff_id" integer,
	"updated_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_known" CHECK ("campaigns"."status" in ('draft', 'scheduled', 'active', 'paused', 'ended')),
	CONSTRAINT "campaigns_spent_within_budget" CHECK ("campaigns"."spent_xp" >= 0 and ("campaigns"."budget_xp" is null or "campaigns"."spent_xp" <= "campaigns"."budget_xp")),
	CONSTRAINT "campaigns_holdout_percent" CHECK ("campaigns"."holdout_percent" >= 0 and "campaigns"."holdout_percent" <= 100),
	CONSTRAINT "campaigns_dates_ordered" CHECK ("campaigns"."starts_at" is null or "campaigns"."ends_at" is null or "campaigns"."starts_at" < "campaigns"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_ledger_entry_id_xp_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."xp_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_updated_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_credits_customer_idx" ON "campaign_credits" USING btree ("campaign_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_credits_fact_idx" ON "campaign_credits" USING btree ("fact_type","fact_ref");--> statement-breakpoint
CREATE INDEX "campaigns_running_idx" ON "campaigns" USING btree ("brand","trigger") WHERE "campaigns"."status" in ('active', 'scheduled');
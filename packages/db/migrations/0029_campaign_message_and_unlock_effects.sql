-- Campaign effects beside XP (decision 0065): extra_effects, credits of no XP (a message or an unlock is claimed once per
-- fact like a credit), the rewards a campaign unlocked for a customer, and the customer's consent to marketing SMS.
CREATE TABLE "campaign_reward_unlocks" (
	"campaign_id" integer NOT NULL,
	"fact_type" text NOT NULL,
	"fact_ref" text NOT NULL,
	"reward_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_reward_unlocks_campaign_id_fact_type_fact_ref_reward_id_pk" PRIMARY KEY("campaign_id","fact_type","fact_ref","reward_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_credits" DROP CONSTRAINT "campaign_credits_amount_positive";--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "marketing_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "extra_effects" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_reward_unlocks" ADD CONSTRAINT "campaign_reward_unlocks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reward_unlocks" ADD CONSTRAINT "campaign_reward_unlocks_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_reward_unlocks" ADD CONSTRAINT "campaign_reward_unlocks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_reward_unlocks_customer_idx" ON "campaign_reward_unlocks" USING btree ("customer_id","reward_id");--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD CONSTRAINT "campaign_credits_amount_nonnegative" CHECK ("campaign_credits"."amount" >= 0);
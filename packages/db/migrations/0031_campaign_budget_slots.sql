-- A campaign's budget spent from slots (decision 0069): every credit added its XP to campaigns.spent_xp, so the
-- parallel credits of one campaign queued on that row's lock until commit. A campaign without a budget now writes no
-- counter at all (its spent XP are the sum of its credits); one with a budget spends from one of up to 16 slots, each
-- locked only by the credit spending from it, and each credit records its slot to give back to.
CREATE TABLE "campaign_budget_slots" (
	"campaign_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"budget_xp" bigint NOT NULL,
	"spent_xp" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_budget_slots_campaign_id_slot_pk" PRIMARY KEY("campaign_id","slot"),
	CONSTRAINT "campaign_budget_slots_spent_within" CHECK ("campaign_budget_slots"."spent_xp" >= 0 and "campaign_budget_slots"."spent_xp" <= "campaign_budget_slots"."budget_xp")
);
--> statement-breakpoint
ALTER TABLE "campaign_budget_slots" ADD CONSTRAINT "campaign_budget_slots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_credits" ADD COLUMN "budget_slot" smallint;--> statement-breakpoint
-- Backfill, by the rule of packages/domain/src/campaign-budget.ts: what each budgeted campaign spent so far goes to
-- slot 0, the rest of its budget is shared evenly over its slots (one per 32 credits, 1 to 16), and its credits so
-- far give back to slot 0.
WITH "sized" AS (
	SELECT "id", "budget_xp", "spent_xp",
		least(16, greatest(1, "budget_xp" / greatest(1, CASE WHEN "effect"->>'kind' = 'fixed_xp'
			THEN floor(("effect"->>'xp')::numeric)::bigint
			ELSE coalesce(("effect"->>'max_xp')::bigint, 100) END) / 32))::integer AS "slots"
	FROM "campaigns" WHERE "budget_xp" IS NOT NULL
)
INSERT INTO "campaign_budget_slots" ("campaign_id", "slot", "budget_xp", "spent_xp")
SELECT "id", "slot",
	("budget_xp" - "spent_xp") / "slots"
		+ CASE WHEN "slot" < ("budget_xp" - "spent_xp") % "slots" THEN 1 ELSE 0 END
		+ CASE WHEN "slot" = 0 THEN "spent_xp" ELSE 0 END,
	CASE WHEN "slot" = 0 THEN "spent_xp" ELSE 0 END
FROM "sized", generate_series(0, "sized"."slots" - 1) AS "slot";--> statement-breakpoint
UPDATE "campaign_credits" SET "budget_slot" = 0
WHERE "campaign_id" IN (SELECT "id" FROM "campaigns" WHERE "budget_xp" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_spent_within_budget";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "spent_xp";

DROP INDEX "quiz_attempts_campaign_customer_idx";--> statement-breakpoint
-- Hand-written: one attempt per customer and campaign from now on; of earlier repeats, the first one stays (its XP,
-- if any, were credited once under the ledger source quiz:<campaign>:<customer> anyway).
DELETE FROM "quiz_attempts" a USING "quiz_attempts" b
WHERE a."campaign_id" = b."campaign_id" AND a."customer_id" = b."customer_id" AND a."id" > b."id";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_campaign_customer_unique" UNIQUE("campaign_id","customer_id");
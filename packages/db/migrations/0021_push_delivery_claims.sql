ALTER TABLE "push_deliveries" ADD COLUMN "sending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "claimed_by" text;
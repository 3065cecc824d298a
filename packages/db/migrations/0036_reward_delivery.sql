ALTER TABLE "reward_redemptions" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "status" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "waybill_number" text;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reward_redemptions_status_idx" ON "reward_redemptions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_status_check" CHECK ("reward_redemptions"."status" in ('placed', 'sent', 'received', 'cancelled'));
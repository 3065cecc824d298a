-- Offers and news for segments (decision 0066): the ids of the brand's segments an item is for; empty, everyone.
-- Kept as an array on the item (no foreign key): a deleted segment has no members, so its items reach nobody by it.
ALTER TABLE "news" ADD COLUMN "segment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "segment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
DROP INDEX "customers_email_idx";--> statement-breakpoint
CREATE INDEX "customers_phone_pattern_idx" ON "customers" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_reversed_idx" ON "customers" USING btree (reverse("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_pattern_idx" ON "customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_pattern_idx" ON "customers" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_surname_pattern_idx" ON "customers" USING btree (lower("last_name" || ' ' || "first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_last_name_idx" ON "customers" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "orders_phone_pattern_idx" ON "orders" USING btree (("shipping_address" ->> 'phone') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_reversed_idx" ON "orders" USING btree (reverse("shipping_address" ->> 'phone') text_pattern_ops);--> statement-breakpoint
-- The trigram indexes of 0023 served LIKE '%…%', which the search no longer asks (decision 0049): each customer or
-- order insert stops updating six GIN indexes. The pg_trgm extension stays where it was created (harmless, unused).
DROP INDEX IF EXISTS "customers_phone_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "customers_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "customers_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "customers_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "customers_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_phone_trgm_idx";

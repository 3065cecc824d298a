-- Campaign previews (decision 0061) replay a brand's credited scans and paid orders of 30 days in keyset pages.
CREATE INDEX "scans_credited_brand_created_idx" ON "scans" USING btree ("brand","created_at","id") WHERE "scans"."outcome" = 'credited';--> statement-breakpoint
CREATE INDEX "orders_brand_paid_idx" ON "orders" USING btree ("brand","paid_at","id") WHERE "orders"."paid_at" is not null;
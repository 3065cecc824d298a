DROP INDEX "scans_customer_id_idx";--> statement-breakpoint
DROP INDEX "xp_ledger_customer_id_idx";--> statement-breakpoint
CREATE INDEX "scans_customer_id_idx" ON "scans" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "xp_ledger_customer_id_idx" ON "xp_ledger" USING btree ("customer_id","id");
-- Custom events of the ops command line kept as facts (decision 0070): the preview replays them like scans and orders,
-- and the same (name, ref) is recorded once. Events reported before this migration are known only by the credits they
-- gave (fact ref "<name>:<ref>"; a name has no colon): those are recorded from the credits, the earliest per event.
CREATE TABLE "campaign_custom_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ref" text NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" "brand" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_custom_events_name_ref_unique" UNIQUE("name","ref")
);
--> statement-breakpoint
ALTER TABLE "campaign_custom_events" ADD CONSTRAINT "campaign_custom_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_custom_events_brand_name_at_idx" ON "campaign_custom_events" USING btree ("brand","name","at","id");--> statement-breakpoint
INSERT INTO "campaign_custom_events" ("name", "ref", "customer_id", "brand", "at")
SELECT DISTINCT ON (cc."fact_ref")
	split_part(cc."fact_ref", ':', 1),
	substr(cc."fact_ref", strpos(cc."fact_ref", ':') + 1),
	cc."customer_id",
	c."brand",
	cc."created_at"
FROM "campaign_credits" cc
JOIN "campaigns" c ON c."id" = cc."campaign_id"
WHERE cc."fact_type" = 'custom_event' AND strpos(cc."fact_ref", ':') > 1
ORDER BY cc."fact_ref", cc."created_at", cc."id"
ON CONFLICT DO NOTHING;

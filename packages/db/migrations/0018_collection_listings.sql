-- The two tables are drizzle-kit's (schema.ts); the rest is hand-written, see below.
CREATE TABLE "catalog_state" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalog_state_singleton" CHECK ("catalog_state"."singleton")
);
--> statement-breakpoint
CREATE TABLE "collection_listings" (
	"collection_id" integer NOT NULL,
	"only_with_bonuses" boolean NOT NULL,
	"catalog_version" bigint NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "collection_listings_collection_id_only_with_bonuses_pk" PRIMARY KEY("collection_id","only_with_bonuses")
);
--> statement-breakpoint
-- Hand-written from here (drizzle cannot express triggers). Issue 12: a catalogue read without the process's answer
-- cache built the listing's JSON from four tables on every call, and that query held PostgreSQL's core. A listing is now
-- built once per catalogue version and kept in collection_listings; after every statement that changes the catalogue,
-- whoever runs it, the version moves on, so no listing of an older version is sent again.
INSERT INTO "catalog_state" ("singleton", "version") VALUES (true, 1);--> statement-breakpoint
-- The answer is read whole on every call: stored uncompressed, a read does not inflate it each time.
ALTER TABLE "collection_listings" ALTER COLUMN "answer" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "collections_change_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "collection_products_change_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "products_change_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variants_change_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();

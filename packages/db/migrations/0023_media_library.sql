CREATE TABLE "media_library" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" "brand" NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"webp_320" "bytea" NOT NULL,
	"webp_640" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_library_key_unique" UNIQUE("key"),
	CONSTRAINT "media_library_kind_known" CHECK ("media_library"."kind" in ('cover', 'content'))
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_library" ADD CONSTRAINT "media_library_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_library_brand_created_idx" ON "media_library" USING btree ("brand","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_financial_status_idx" ON "orders" USING btree ("financial_status","id");--> statement-breakpoint
-- Items live now went live at their publication date; an item off the app today cannot be told apart from a draft.
UPDATE "news" SET "first_published_at" = "published_at" WHERE "published";
--> statement-breakpoint
-- Search at size (issue 37, decision 0048): the back-office finds customers and orders by any part of a phone, a name
-- or an e-mail (LIKE '%…%'), which no B-tree serves; trigram indexes do, for every arm of the search's OR at once.
-- pg_trgm ships with PostgreSQL and is a trusted extension (the database owner may create it). Where it cannot be
-- created (embedded PGlite loads no extension), the search stays as it is, scanning: a small database.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): customer and order search will scan', SQLERRM;
    RETURN;
  END;
  CREATE INDEX IF NOT EXISTS customers_phone_trgm_idx ON customers USING gin (phone gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS customers_first_name_trgm_idx ON customers USING gin (first_name gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS customers_last_name_trgm_idx ON customers USING gin (last_name gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS customers_full_name_trgm_idx ON customers USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS customers_email_trgm_idx ON customers USING gin (email gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS orders_phone_trgm_idx ON orders USING gin ((shipping_address ->> 'phone') gin_trgm_ops);
END
$$;

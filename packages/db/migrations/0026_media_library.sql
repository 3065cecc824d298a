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
ALTER TABLE "media_library" ADD CONSTRAINT "media_library_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_library_brand_created_idx" ON "media_library" USING btree ("brand","created_at" DESC NULLS LAST);
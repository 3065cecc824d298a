-- Issue 13: the demo pictures are WebP in two widths now (packages/db/scripts/generate-images.ts); a database seeded
-- before points at the SVGs that are gone. Only paths of the demo's own drawings change; any other address stays.
UPDATE "products" SET "image_src" = regexp_replace("image_src", '^/media/products/([a-z0-9-]+)\.svg$', '/media/products/\1-640.webp'), "image_width" = 640, "image_height" = 640 WHERE "image_src" ~ '^/media/products/[a-z0-9-]+\.svg$';--> statement-breakpoint
UPDATE "news" SET "image_src" = regexp_replace("image_src", '^/media/news/([a-z0-9-]+)\.svg$', '/media/news/\1-640.webp') WHERE "image_src" ~ '^/media/news/[a-z0-9-]+\.svg$';--> statement-breakpoint
UPDATE "rewards" SET "image_src" = regexp_replace("image_src", '^/media/products/([a-z0-9-]+)\.svg$', '/media/products/\1-640.webp') WHERE "image_src" ~ '^/media/products/[a-z0-9-]+\.svg$';--> statement-breakpoint
UPDATE "offers" SET "image_src" = regexp_replace("image_src", '^/media/products/([a-z0-9-]+)\.svg$', '/media/products/\1-640.webp') WHERE "image_src" ~ '^/media/products/[a-z0-9-]+\.svg$';

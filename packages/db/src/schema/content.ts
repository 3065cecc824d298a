// Content both brand apps read: news, static pages and the FAQ.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { staffAccounts } from './back-office.ts';
import { brandEnum } from './brand.ts';
import { bytea } from './columns.ts';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    bodyHtml: text('body_html').notNull(),
    imageSrc: text('image_src').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Marketing asked for a push notification of this item; pushedAt once the fan-out was queued. */
    push: boolean('push').notNull().default(false),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** Shown in the app; marketing drafts and unpublishes in the back-office. */
    published: boolean('published').notNull().default(true),
    /** When it first went live: an item taken out after that is "unpublished", one never live is a draft. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Segments of the brand the item is for (a customer in any of them sees it and gets its push); empty: everyone. */
    segmentIds: integer('segment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index('news_brand_published_at_idx').on(t.brand, t.publishedAt.desc())],
);

/** Static pages fetched by `get-page-by-id` (user agreement, rules, vocabularies, ...), one per brand and slug. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('content_pages_brand_slug_unique').on(t.brand, t.slug)],
);

export const faqTopics = ['general', 'invite-friend', 'subscription', 'velo'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    topic: text('topic').$type<FaqTopic>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('faq_items_brand_topic_position_idx').on(t.brand, t.topic, t.position),
    check('faq_items_topic_known', sql`${t.topic} in ('general', 'invite-friend', 'subscription', 'velo')`),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;
export type FaqItemRow = typeof faqItems.$inferSelect;
export type NewFaqItemRow = typeof faqItems.$inferInsert;

export const mediaKinds = ['cover', 'content'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * The media library: pictures staff uploaded for one brand, re-encoded to WebP in every width the app uses
 * (domain/media-image) without their metadata, served at /media/library/<brand>-<key>-<width>.webp. The bytes live
 * here, not on a disk, because the API replicas share no volume and the backups cover only the database (decision
 * 0048).
 */
export const mediaLibrary = pgTable(
  'media_library',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    /** Random, part of the public file name: names never repeat, so the files are cached as immutable. */
    key: text('key').notNull().unique(),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** The uploaded file's name without its extension, to find the picture again; never used as a path. */
    title: text('title').notNull(),
    /** Of the widest file. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    webp320: bytea('webp_320').notNull(),
    webp640: bytea('webp_640').notNull(),
    createdBy: integer('created_by').references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_library_brand_created_idx').on(t.brand, t.createdAt.desc()),
    check('media_library_kind_known', sql`${t.kind} in ('cover', 'content')`),
  ],
);

export type MediaLibraryRow = typeof mediaLibrary.$inferSelect;

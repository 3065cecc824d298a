// Content both brand apps read: news, static pages and the FAQ.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { brandEnum } from './brand.ts';

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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

// The relational model of the catalogue and content both brand apps read: Drizzle tables, enums and row types.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';

export const brandEnum = pgEnum('brand', brands);

/** A shop category of one brand; `slug` is one of the category slugs of spec section 2. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    slug: text('slug').$type<CategorySlug>().notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('collections_brand_slug_unique').on(t.brand, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The primary category: the one a product page links back to and analytics reports. */
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageSrc: text('image_src').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    imageAlt: text('image_alt').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_collection_id_idx').on(t.collectionId), index('products_brand_idx').on(t.brand)],
);

/** Membership of collections, the primary one included; "popular" lists products whose primary category is elsewhere. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    // Listing a collection reads members in display order; the reverse lookup finds a product's collections.
    index('collection_products_collection_position_idx').on(t.collectionId, t.position),
    index('collection_products_product_id_idx').on(t.productId),
  ],
);

/** A purchasable variant; its id is the wire's `variant_id`. Money is integer kopiyky so sums never drift. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    priceKop: integer('price_kop').notNull(),
    /** XP price; only bonus products have one, and those cost 0 kopiyky. */
    bonuses: integer('bonuses').notNull().default(0),
    /** Sticks per pack (wire name `quantity`): 20 for a pack, 200 for a block of ten; 1 for other goods. */
    packQuantity: integer('pack_quantity').notNull().default(1),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_id_idx').on(t.productId, t.position),
    check('product_variants_price_kop_nonnegative', sql`${t.priceKop} >= 0`),
    check('product_variants_bonuses_nonnegative', sql`${t.bonuses} >= 0`),
    check('product_variants_pack_quantity_positive', sql`${t.packQuantity} > 0`),
  ],
);

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

/** Nova Poshta's description of a city, kept as the delivery form receives it (spec section 3, popular city). */
export interface PopularCityMeta {
  MainDescription: string;
  Area: string;
  Region: string;
  DeliveryCity: string;
}

/** The six cities the delivery form offers before the user searches (spec section 3). */
export const popularCities = pgTable('popular_cities', {
  id: serial('id').primaryKey(),
  /** Nova Poshta settlement Ref (36 characters). */
  value: text('value').notNull().unique(),
  label: text('label').notNull(),
  cityId: text('city_id').notNull(),
  province: text('province').notNull(),
  deliveryCityId: text('delivery_city_id').notNull(),
  meta: jsonb('meta').$type<PopularCityMeta>().notNull(),
  position: integer('position').notNull().default(0),
});

export type CollectionRow = typeof collections.$inferSelect;
export type NewCollectionRow = typeof collections.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type CollectionProductRow = typeof collectionProducts.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;
export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;
export type FaqItemRow = typeof faqItems.$inferSelect;
export type NewFaqItemRow = typeof faqItems.$inferInsert;
export type PopularCityRow = typeof popularCities.$inferSelect;
export type NewPopularCityRow = typeof popularCities.$inferInsert;

// The shop catalogue both brand apps read: collections, products, their membership and variants, and the catalogue's
// version with the listing answers built at it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import { brandEnum } from './brand.ts';

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
    /** This variant's picture (a colour, a flavour, a block), in the product image's box; null: the product's picture. */
    imageSrc: text('image_src'),
  },
  (t) => [
    index('product_variants_product_id_idx').on(t.productId, t.position),
    check('product_variants_price_kop_nonnegative', sql`${t.priceKop} >= 0`),
    check('product_variants_bonuses_nonnegative', sql`${t.bonuses} >= 0`),
    check('product_variants_pack_quantity_positive', sql`${t.packQuantity} > 0`),
  ],
);

/**
 * The catalogue's version: one row, moved on by a trigger after every statement that changes collections, their
 * members, products or variants (migration 0018), whoever runs it: the seed, an import, an operator in psql.
 */
export const catalogState = pgTable(
  'catalog_state',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalog_state_singleton', sql`${t.singleton}`)],
);

/**
 * A collection's listing answer as the wire's JSON, written by the database at the catalogue version it was built
 * from: a read whose version is current is one index look-up instead of building the JSON from four tables.
 * A row of an older version is never sent; the next read builds it again. Not a cache of the server process: every
 * process and every instance sees a change as soon as it commits.
 */
export const collectionListings = pgTable(
  'collection_listings',
  {
    collectionId: integer('collection_id').notNull(),
    onlyWithBonuses: boolean('only_with_bonuses').notNull(),
    catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.onlyWithBonuses] })],
);

export type CollectionRow = typeof collections.$inferSelect;
export type NewCollectionRow = typeof collections.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type CollectionProductRow = typeof collectionProducts.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;

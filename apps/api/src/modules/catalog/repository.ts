// Catalogue reads: a collection's listing (stored per catalogue version) and a product page, each written as the
// wire's JSON by the database in one statement, the cart's variants, and the back-office's product listing.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import { queryRows, queryStatementOfForm, type Executor } from '@loyalty/db/client';
import { preparedQuery } from '../../plugins/prepared.ts';
import { catalogState, collectionListings, collections, products, productVariants } from '@loyalty/db/schema';
import type { ProductRow, ProductVariantRow } from '@loyalty/db/schema';

export type CollectionRef = { id: number } | { slug: CategorySlug };

/** Available variants of the brand among `variantIds`, with their product. */
export async function findAvailableVariants(
  executor: Executor,
  brand: Brand,
  variantIds: number[],
): Promise<{ variant: ProductVariantRow; product: ProductRow }[]> {
  if (variantIds.length === 0) return [];
  return executor
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, variantIds), eq(products.brand, brand), eq(productVariants.available, true)))
    .orderBy(asc(productVariants.id));
}

/** formatKopiyky (service.ts) in SQL: "149.00" from 14900, in integer arithmetic. A property test holds them equal. */
export function kopiykyText(kopiyky: SQL): SQL {
  return sql`(${kopiyky} / 100)::text || '.' || lpad((${kopiyky} % 100)::text, 2, '0')`;
}

/**
 * The wire JSON of the products `members` selects (columns of `products` plus `member_position`), in the contract's
 * shape (`productSchema`), built by PostgreSQL: an uncached catalogue read was bound by parsing every
 * product and variant row into objects and writing them out again. A product without a variant (or, with
 * `onlyWithBonuses`, without one priced in XP) is left out: the contract requires a variant, and a bonus listing shows
 * only those variants.
 */
function productsJson(members: SQL, onlyWithBonuses: SQL) {
  return sql`
    select coalesce(json_agg(
      json_build_object(
        'id', m.id, 'handle', m.handle, 'title', m.title, 'description', m.description, 'brand', m.brand,
        'category', primary_collection.slug, 'collectionId', m.collection_id, 'tags', m.tags,
        'image', json_build_object('src', m.image_src, 'width', m.image_width, 'height', m.image_height, 'alt', m.image_alt),
        'variants', v.variants
      ) order by m.member_position, m.id), '[]'::json)
    from (${members}) as m
    -- The product's primary category, which may differ from the listed one (e.g. "popular").
    join collections primary_collection on primary_collection.id = m.collection_id
    cross join lateral (
      select json_agg(
        json_strip_nulls(json_build_object(
          'id', pv.id, 'title', pv.title,
          'price', ${kopiykyText(sql`pv.price_kop`)},
          'bonuses', pv.bonuses, 'quantity', pv.pack_quantity, 'available', pv.available, 'image', pv.image_src
        )) order by pv.position, pv.id) as variants
      from product_variants pv
      where pv.product_id = m.id and (not ${onlyWithBonuses} or pv.bonuses > 0)
    ) as v
    where v.variants is not null`;
}

/** The products of the collection row the outer query is on, with their position in it. */
const membersOfOuterCollection = sql`
  select p.*, cp.position as member_position
  from collection_products cp
  join products p on p.id = cp.product_id
  where cp.collection_id = ${collections.id}`;

/** The collection a listing call means: the brand's, by id or by category slug. */
function collectionMatches(by: 'id' | 'slug') {
  return and(
    eq(collections.brand, sql.placeholder('brand')),
    by === 'id' ? eq(collections.id, sql.placeholder('id')) : eq(collections.slug, sql.placeholder('slug')),
  );
}

// Every catalogue call the process's answer cache does not answer runs one of these first: prepared statements
// (plugins/prepared.ts), one per shape. A hit is the stored listing of the current catalogue version.
function storedListingQuery(by: 'id' | 'slug', name: string) {
  return preparedQuery((executor) =>
    executor
      .select({ answer: collectionListings.answer })
      .from(collections)
      .innerJoin(
        collectionListings,
        and(
          eq(collectionListings.collectionId, collections.id),
          eq(collectionListings.onlyWithBonuses, sql.placeholder('onlyWithBonuses')),
        ),
      )
      .innerJoin(catalogState, eq(catalogState.version, collectionListings.catalogVersion))
      .where(collectionMatches(by))
      .limit(1)
      .prepare(name),
  );
}
const storedListingById = storedListingQuery('id', 'catalog_stored_listing_by_id');
const storedListingBySlug = storedListingQuery('slug', 'catalog_stored_listing_by_slug');

/**
 * Builds a listing from the catalogue and stores it with the version it was built from, in one statement: the version
 * and the rows are read in the same snapshot, so a listing is never stored under a version newer than its content. A
 * concurrent build of a newer version is never overwritten by an older one.
 */
async function buildListing(
  executor: Executor,
  brand: Brand,
  ref: CollectionRef,
  onlyWithBonuses: boolean,
): Promise<string | undefined> {
  const by = 'id' in ref ? 'id' : 'slug';
  const rows = await queryStatementOfForm<{ answer: string }>(
    executor,
    `catalog_build_listing_by_${by}`,
    () => sql`with built as (
      select ${collections.id} as collection_id, ${catalogState.version} as catalog_version,
        json_build_object(
          'collection', json_build_object('id', ${collections.id}, 'slug', ${collections.slug}, 'title', ${collections.title}),
          'products', (${productsJson(membersOfOuterCollection, sql`${sql.placeholder('onlyWithBonuses')}::boolean`)})
        )::text as answer
      from ${collections} cross join ${catalogState}
      where ${collectionMatches(by)}
      limit 1
    ), stored as (
      insert into ${collectionListings} (collection_id, only_with_bonuses, catalog_version, answer)
      select collection_id, ${sql.placeholder('onlyWithBonuses')}::boolean, catalog_version, answer from built
      on conflict (collection_id, only_with_bonuses) do update
        set catalog_version = excluded.catalog_version, answer = excluded.answer
        where ${collectionListings.catalogVersion} < excluded.catalog_version
    )
    select answer from built`,
    { brand, onlyWithBonuses, ...('id' in ref ? { id: ref.id } : { slug: ref.slug }) },
  );
  return rows[0]?.answer;
}

/**
 * A collection's listing (`getProductsByCollectionResponseSchema`) as JSON text, ready to send: the stored one of the
 * current catalogue version, else built and stored; undefined when the brand has no such collection (another brand's is
 * as unknown as a missing one).
 */
export async function collectionListingJson(
  executor: Executor,
  brand: Brand,
  ref: CollectionRef,
  options: { onlyWithBonuses: boolean },
): Promise<string | undefined> {
  const { onlyWithBonuses } = options;
  const [stored] =
    'id' in ref
      ? await storedListingById(executor).execute({ brand, id: ref.id, onlyWithBonuses })
      : await storedListingBySlug(executor).execute({ brand, slug: ref.slug, onlyWithBonuses });
  return stored?.answer ?? (await buildListing(executor, brand, ref, onlyWithBonuses));
}

const productPageQuery = preparedQuery((executor) =>
  executor
    .select({
      answer: sql<string | null>`(
        select json_build_object('product', listed.products -> 0)::text
        from (${productsJson(
          sql`select p.*, 0 as member_position from products p where p.id = ${products.id}`,
          sql`false`,
        )}) as listed(products)
        where json_array_length(listed.products) = 1
      )`,
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.brand, sql.placeholder('brand'))))
    .limit(1)
    .prepare('catalog_product_page'),
);

/**
 * A product page's answer (`getProductByIdResponseSchema`) as JSON text, in one statement; undefined for an unknown
 * product, another brand's, or one without variants.
 */
export async function productPageJson(executor: Executor, brand: Brand, productId: number): Promise<string | undefined> {
  const [row] = await productPageQuery(executor).execute({ brand, productId });
  return row?.answer ?? undefined;
}

/** The brand's product names, for the shop's search (service.ts matches them; a brand has hundreds at most). */
/** Each product of the brand with its name and the place of its primary category in the shop's order. */
export async function productTitles(
  executor: Executor,
  brand: Brand,
): Promise<{ id: number; title: string; categoryPosition: number }[]> {
  return executor
    .select({ id: products.id, title: products.title, categoryPosition: collections.position })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(eq(products.brand, brand));
}

/** The wire JSON of the given products in the given order (`productSchema` each); those without a variant left out. */
export async function productsInOrderJson(executor: Executor, brand: Brand, ids: number[]): Promise<string> {
  if (ids.length === 0) return '[]';
  const rows = await queryStatementOfForm<{ answer: string }>(
    executor,
    'catalog_products_in_order',
    () =>
      sql`select (${productsJson(
        sql`select p.*, array_position(${sql.placeholder('ids')}::int[], p.id) as member_position
            from products p where p.brand = ${sql.placeholder('brand')} and p.id = any(${sql.placeholder('ids')}::int[])`,
        sql`false`,
      )})::text as answer`,
    { brand, ids },
  );
  return rows[0]?.answer ?? '[]';
}

/** The brand's categories (both brands' without one), in the shop's order. */
export async function categoriesOf(executor: Executor, brand: Brand | undefined) {
  return executor
    .select({ id: collections.id, brand: collections.brand, slug: collections.slug, name: collections.title })
    .from(collections)
    .where(brand ? eq(collections.brand, brand) : undefined)
    .orderBy(asc(collections.brand), asc(collections.position), asc(collections.id));
}

export interface StaffProductFilter {
  brand?: Brand;
  /** Only these products (the name search's matches); an empty list selects none. */
  among?: number[];
  /** Primary category. */
  categoryId?: number;
  /** These products, or those with any of these variants. */
  named?: { productIds: number[]; variantIds: number[] };
  /** Products after this id. */
  after?: number;
  limit: number;
}

export interface StaffProductRow {
  id: number;
  brand: Brand;
  name: string;
  category: { id: number; brand: Brand; slug: string; name: string };
  variants: { id: number; name: string; price_kop: number; xp_price: number; active: boolean }[];
}

/** Products with their primary category and every variant (on sale or not), in id order, for the back-office. */
export async function staffProducts(executor: Executor, filter: StaffProductFilter): Promise<StaffProductRow[]> {
  const conditions: SQL[] = [];
  if (filter.brand) conditions.push(sql`p.brand = ${filter.brand}`);
  if (filter.among) conditions.push(sql`p.id = any(${`{${filter.among.join(',')}}`}::int[])`);
  if (filter.categoryId !== undefined) conditions.push(sql`p.collection_id = ${filter.categoryId}`);
  if (filter.named) {
    const productIds = `{${filter.named.productIds.join(',')}}`;
    const variantIds = `{${filter.named.variantIds.join(',')}}`;
    conditions.push(sql`(p.id = any(${productIds}::int[]) or exists (
      select 1 from product_variants named where named.product_id = p.id and named.id = any(${variantIds}::int[])))`);
  }
  if (filter.after !== undefined) conditions.push(sql`p.id > ${filter.after}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const rows = await queryRows<{ product: StaffProductRow }>(executor, sql`
    select json_build_object(
      'id', p.id, 'brand', p.brand, 'name', p.title,
      'category', json_build_object('id', c.id, 'brand', c.brand, 'slug', c.slug, 'name', c.title),
      'variants', coalesce((
        select json_agg(json_build_object(
          'id', pv.id, 'name', pv.title, 'price_kop', pv.price_kop, 'xp_price', pv.bonuses, 'active', pv.available
        ) order by pv.position, pv.id)
        from product_variants pv where pv.product_id = p.id), '[]'::json)
    ) as product
    from products p
    join collections c on c.id = p.collection_id
    ${where}
    order by p.id
    limit ${filter.limit}`);
  return rows.map((row) => row.product);
}

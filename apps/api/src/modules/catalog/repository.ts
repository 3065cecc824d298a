// Catalogue reads: a collection's listing and a product page, each written as the wire's JSON by the database in one
// statement, and the cart's variants.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import type { Executor } from '@loyalty/db/client';
import { preparedQuery } from '../../plugins/prepared.ts';
import { collections, products, productVariants } from '@loyalty/db/schema';
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
 * product and variant row into objects and writing them out again (issue 12). A product without a variant (or, with
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

// Every uncached catalogue call runs one of these: prepared statements (plugins/prepared.ts), one per shape.
function listingQuery(by: 'id' | 'slug', name: string) {
  return preparedQuery((executor) =>
    executor
      .select({
        answer: sql<string>`json_build_object(
          'collection', json_build_object('id', ${collections.id}, 'slug', ${collections.slug}, 'title', ${collections.title}),
          'products', (${productsJson(membersOfOuterCollection, sql`${sql.placeholder('onlyWithBonuses')}::boolean`)})
        )::text`,
      })
      .from(collections)
      .where(
        and(
          eq(collections.brand, sql.placeholder('brand')),
          by === 'id' ? eq(collections.id, sql.placeholder('id')) : eq(collections.slug, sql.placeholder('slug')),
        ),
      )
      .limit(1)
      .prepare(name),
  );
}
const listingById = listingQuery('id', 'catalog_listing_by_id');
const listingBySlug = listingQuery('slug', 'catalog_listing_by_slug');

/**
 * A collection's listing (`getProductsByCollectionResponseSchema`) as JSON text, ready to send, in one statement;
 * undefined when the brand has no such collection (another brand's is as unknown as a missing one).
 */
export async function collectionListingJson(
  executor: Executor,
  brand: Brand,
  ref: CollectionRef,
  options: { onlyWithBonuses: boolean },
): Promise<string | undefined> {
  const { onlyWithBonuses } = options;
  const [row] =
    'id' in ref
      ? await listingById(executor).execute({ brand, id: ref.id, onlyWithBonuses })
      : await listingBySlug(executor).execute({ brand, slug: ref.slug, onlyWithBonuses });
  return row?.answer;
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

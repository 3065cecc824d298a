// Catalogue rules: which collection a request means, what is not found, prices from kopiyky, and the cart refresh.
import type {
  GetProductByIdResponse,
  GetProductsByCollectionBody,
  GetProductsByIdResponse,
  Product,
} from '@loyalty/contracts/catalog';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import type { AdminProductList, AdminProductListQuery } from '@loyalty/contracts/admin';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { productSearchLimit } from '@loyalty/contracts/catalog-search';
import {
  categoriesOf,
  collectionListingJson,
  staffProducts,
  findAvailableVariants,
  productPageJson,
  productsInOrderJson,
  productTitles,
} from './repository.ts';

/** "149.00" from 14900 kopiyky, in integer arithmetic so no float rounding can creep in. */
export function formatKopiyky(kop: number): string {
  if (!Number.isSafeInteger(kop) || kop < 0) throw new RangeError(`Not an amount of kopiyky: ${kop}`);
  const hryvnias = Math.trunc(kop / 100);
  const rest = kop % 100;
  return `${hryvnias}.${rest.toString().padStart(2, '0')}`;
}

/**
 * A collection's listing as the JSON text of `getProductsByCollectionResponseSchema`. With `bonus: true` only what can
 * be bought for XP is listed: products with a variant whose XP price is above 0, and of them only those variants.
 */
export async function collectionListingAnswer(executor: Executor, request: GetProductsByCollectionBody): Promise<string> {
  const ref = typeof request.collectionId === 'number' ? { id: request.collectionId } : { slug: request.collectionId };
  const answer = await collectionListingJson(executor, request.product, ref, { onlyWithBonuses: request.bonus === true });
  if (answer === undefined) throw notFound(`No ${request.product} collection ${request.collectionId}.`);
  return answer;
}

/** A product page (`getProductByIdResponseSchema`) as JSON text; unknown, another brand's or without variants: 404. */
export async function productPageAnswer(executor: Executor, brand: Brand, productId: number): Promise<string> {
  const answer = await productPageJson(executor, brand, productId);
  if (answer === undefined) throw notFound(`No ${brand} product ${productId}.`);
  return answer;
}

/** The product of a product page, as an object (the shell's preload of its picture and answer). */
export async function getProductById(executor: Executor, brand: Brand, productId: number): Promise<Product> {
  return (JSON.parse(await productPageAnswer(executor, brand, productId)) as GetProductByIdResponse).product;
}

/**
 * The cart refresh: today's price and bonuses of the asked variants. The `id` the client sends with each variant must be
 * that variant's product, otherwise the variant is treated as not sold (the client drops it) rather than trusted.
 */
export async function getCartVariants(
  executor: Executor,
  brand: Brand,
  prods: Record<string, { id: number }>,
): Promise<GetProductsByIdResponse> {
  const asked = Object.entries(prods).map(([variantId, item]) => ({ variantId: Number(variantId), productId: item.id }));
  const rows = await findAvailableVariants(
    executor,
    brand,
    asked.map((item) => item.variantId),
  );
  const productOf = new Map(asked.map((item) => [item.variantId, item.productId]));
  return {
    variants: rows
      .filter(({ variant }) => productOf.get(variant.id) === variant.productId)
      .map(({ variant, product }) => ({
        variant_id: variant.id,
        id: product.id,
        title: variant.title,
        product_title: product.title,
        price: formatKopiyky(variant.priceKop),
        bonuses: variant.bonuses,
        quantity: variant.packQuantity,
        collectionId: product.collectionId,
        tags: product.tags,
      })),
  };
}

/** A name as the search compares it: lower case, one apostrophe, "™" and repeated spaces dropped. */
export function searchableText(text: string): string {
  return text
    .toLocaleLowerCase('uk')
    .replace(/['ʼ`‘’]/g, '’')
    .replace(/[™®]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The shop's search as the JSON text of `searchProductsResponseSchema`: the brand's products whose name contains the
 * text, those whose name (or a word of it) starts with it first, then by the shop's order of their categories, then by
 * name; at most productSearchLimit.
 */
export async function searchProductsAnswer(executor: Executor, brand: Brand, query: string): Promise<string> {
  const needle = searchableText(query);
  const rank = (title: string): number => {
    const name = searchableText(title);
    if (name.startsWith(needle)) return 0;
    if (name.includes(` ${needle}`)) return 1;
    return name.includes(needle) ? 2 : -1;
  };
  const found = (await productTitles(executor, brand))
    .map((product) => ({ ...product, rank: rank(product.title) }))
    .filter((product) => product.rank >= 0)
    // Among names that match alike, the shop's category order: for a model's name ("hyper") its devices come before
    // the side panels and cases made for them, as the shop lists devices before accessories.
    .sort(
      (a, b) => a.rank - b.rank || a.categoryPosition - b.categoryPosition || a.title.localeCompare(b.title, 'uk') || a.id - b.id,
    )
    .slice(0, productSearchLimit);
  return `{"products":${await productsInOrderJson(
    executor,
    brand,
    found.map((product) => product.id),
  )}}`;
}

/**
 * The back-office's product listing (`GET /api/admin/products`): products by brand, name (the shop search's matching),
 * primary category or the ids a campaign names, each with its category and every variant, a page at a time in id
 * order; and the brand's categories. A category the brand does not have (unknown, or the other brand's) is a 400
 * naming it rather than an empty page: a picker that sends one has a stale list, and should say so.
 */
export async function staffProductList(executor: Executor, query: AdminProductListQuery): Promise<AdminProductList> {
  const categories = await categoriesOf(executor, query.brand);
  if (query.category !== undefined && !categories.some((category) => category.id === query.category)) {
    const which = query.brand ? `${query.brand} category` : 'category';
    throw new DomainError('validation_failed', `There is no ${which} ${query.category}.`, [
      { field: 'query.category', message: query.brand ? `Not a ${query.brand} category` : 'Unknown category' },
    ]);
  }
  let among: number[] | undefined;
  if (query.q !== undefined) {
    const needle = searchableText(query.q);
    const brands: Brand[] = query.brand ? [query.brand] : ['glo', 'ogo'];
    const titles = (await Promise.all(brands.map((brand) => productTitles(executor, brand)))).flat();
    among = titles.filter((product) => searchableText(product.title).includes(needle)).map((product) => product.id);
  }
  const named =
    query.ids !== undefined || query.variant_ids !== undefined
      ? { productIds: query.ids ?? [], variantIds: query.variant_ids ?? [] }
      : undefined;
  const rows = await staffProducts(executor, {
    brand: query.brand,
    among,
    categoryId: query.category,
    named,
    after: query.cursor,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    categories,
    products: page.map((product) => ({
      ...product,
      kind: product.variants.some((variant) => variant.xp_price > 0) ? 'bonus' : 'goods',
      active: product.variants.some((variant) => variant.active),
      variants: product.variants.map((variant) => ({ ...variant, kind: variant.xp_price > 0 ? 'xp' : 'money' })),
    })),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

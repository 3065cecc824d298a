// Catalogue rules: which collection a request means, the bonus filter, and the wire form of products and prices.
import type {
  GetProductsByCollectionBody,
  GetProductsByCollectionResponse,
  GetProductsByIdResponse,
  Product,
} from '@loyalty/contracts/catalog';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import type { ProductRow, ProductVariantRow } from '@loyalty/db/schema';
import { notFound } from '../../plugins/errors.ts';
import { findAvailableVariants, findCollection, findProduct, listCollectionMembers, listVariantsOf } from './repository.ts';

/** "149.00" from 14900 kopiyky, in integer arithmetic so no float rounding can creep in. */
export function formatKopiyky(kop: number): string {
  if (!Number.isSafeInteger(kop) || kop < 0) throw new RangeError(`Not an amount of kopiyky: ${kop}`);
  const hryvnias = Math.trunc(kop / 100);
  const rest = kop % 100;
  return `${hryvnias}.${rest.toString().padStart(2, '0')}`;
}

/**
 * With `bonus: true` only what can be bought for XP is listed: products with a variant whose XP price is above 0,
 * and of them only those variants.
 */
export async function getProductsByCollection(
  executor: Executor,
  request: GetProductsByCollectionBody,
): Promise<GetProductsByCollectionResponse> {
  const ref = typeof request.collectionId === 'number' ? { id: request.collectionId } : { slug: request.collectionId };
  const collection = await findCollection(executor, request.product, ref);
  if (!collection) throw notFound(`No ${request.product} collection ${request.collectionId}.`);

  const onlyWithBonuses = request.bonus === true;
  const members = await listCollectionMembers(executor, collection.id, { onlyWithBonuses });
  const variants = await listVariantsOf(
    executor,
    members.map((member) => member.product.id),
    { onlyWithBonuses },
  );
  const variantsByProduct = new Map<number, ProductVariantRow[]>();
  for (const variant of variants) {
    const group = variantsByProduct.get(variant.productId);
    if (group) group.push(variant);
    else variantsByProduct.set(variant.productId, [variant]);
  }

  const listed: Product[] = [];
  for (const { product, primarySlug } of members) {
    const productVariants = variantsByProduct.get(product.id) ?? [];
    // A product without variants cannot be put in a cart; the contract requires at least one.
    if (productVariants.length === 0) continue;
    listed.push(toWireProduct(product, primarySlug, productVariants));
  }
  return { collection: { id: collection.id, slug: collection.slug, title: collection.title }, products: listed };
}

function toWireProduct(product: ProductRow, primarySlug: Product['category'], variants: ProductVariantRow[]): Product {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    brand: product.brand,
    category: primarySlug,
    collectionId: product.collectionId,
    tags: product.tags,
    image: { src: product.imageSrc, width: product.imageWidth, height: product.imageHeight, alt: product.imageAlt },
    variants: variants.map(toWireVariant),
  };
}

/** A product page: the product with all its variants; unknown, another brand's or without variants is not found. */
export async function getProductById(executor: Executor, brand: Brand, productId: number): Promise<{ product: Product }> {
  const found = await findProduct(executor, brand, productId);
  const variants = found ? await listVariantsOf(executor, [found.product.id], { onlyWithBonuses: false }) : [];
  if (!found || variants.length === 0) throw notFound(`No ${brand} product ${productId}.`);
  return { product: toWireProduct(found.product, found.primarySlug, variants) };
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

function toWireVariant(variant: ProductVariantRow): Product['variants'][number] {
  return {
    id: variant.id,
    title: variant.title,
    price: formatKopiyky(variant.priceKop),
    bonuses: variant.bonuses,
    quantity: variant.packQuantity,
    available: variant.available,
    // Issue 14: the variant's own picture, where it has one (the client shows it when the variant is picked).
    ...(variant.imageSrc ? { image: variant.imageSrc } : {}),
  };
}

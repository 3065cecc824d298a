// Catalogue rules: which collection a request means, the bonus filter, and the wire form of products and prices.
import type { GetProductsByCollectionBody, GetProductsByCollectionResponse, Product } from '@loyalty/contracts/catalog';
import type { Executor } from '@loyalty/db/client';
import type { ProductVariantRow } from '@loyalty/db/schema';
import { notFound } from '../../plugins/errors.ts';
import { findCollection, listCollectionMembers, listVariantsOf } from './repository.ts';

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
    listed.push({
      id: product.id,
      handle: product.handle,
      title: product.title,
      description: product.description,
      brand: product.brand,
      category: primarySlug,
      collectionId: product.collectionId,
      tags: product.tags,
      image: { src: product.imageSrc, width: product.imageWidth, height: product.imageHeight, alt: product.imageAlt },
      variants: productVariants.map(toWireVariant),
    });
  }
  return { collection: { id: collection.id, slug: collection.slug, title: collection.title }, products: listed };
}

function toWireVariant(variant: ProductVariantRow): Product['variants'][number] {
  return {
    id: variant.id,
    title: variant.title,
    price: formatKopiyky(variant.priceKop),
    bonuses: variant.bonuses,
    quantity: variant.packQuantity,
    available: variant.available,
  };
}

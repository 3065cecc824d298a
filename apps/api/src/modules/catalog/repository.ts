// Catalogue reads: a collection by id or slug, its member products in display order, and their variants.
import { and, asc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import type { Executor } from '@loyalty/db/client';
import { collectionProducts, collections, products, productVariants } from '@loyalty/db/schema';
import type { CollectionRow, ProductRow, ProductVariantRow } from '@loyalty/db/schema';

export type CollectionRef = { id: number } | { slug: CategorySlug };

export async function findCollection(executor: Executor, brand: Brand, ref: CollectionRef): Promise<CollectionRow | undefined> {
  // The brand is part of the lookup: another brand's collection is as unknown as a missing one.
  const match = 'id' in ref ? eq(collections.id, ref.id) : eq(collections.slug, ref.slug);
  const [row] = await executor
    .select()
    .from(collections)
    .where(and(eq(collections.brand, brand), match))
    .limit(1);
  return row;
}

export interface CollectionMember {
  product: ProductRow;
  /** Slug of the product's primary collection, which may differ from the listed one (e.g. "popular"). */
  primarySlug: CategorySlug;
}

export async function listCollectionMembers(
  executor: Executor,
  collectionId: number,
  options: { onlyWithBonuses: boolean },
): Promise<CollectionMember[]> {
  const primary = alias(collections, 'primary_collection');
  const hasBonusVariant = exists(
    executor
      .select({ one: sql`1` })
      .from(productVariants)
      .where(and(eq(productVariants.productId, products.id), gt(productVariants.bonuses, 0))),
  );
  const rows = await executor
    .select({ product: products, primarySlug: primary.slug })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .innerJoin(primary, eq(primary.id, products.collectionId))
    .where(and(eq(collectionProducts.collectionId, collectionId), options.onlyWithBonuses ? hasBonusVariant : undefined))
    .orderBy(asc(collectionProducts.position), asc(products.id));
  return rows;
}

export async function listVariantsOf(
  executor: Executor,
  productIds: number[],
  options: { onlyWithBonuses: boolean },
): Promise<ProductVariantRow[]> {
  if (productIds.length === 0) return [];
  return executor
    .select()
    .from(productVariants)
    .where(
      and(inArray(productVariants.productId, productIds), options.onlyWithBonuses ? gt(productVariants.bonuses, 0) : undefined),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** A product of the brand with the slug of its primary collection, or undefined. */
export async function findProduct(executor: Executor, brand: Brand, productId: number): Promise<CollectionMember | undefined> {
  const primary = alias(collections, 'primary_collection');
  const [row] = await executor
    .select({ product: products, primarySlug: primary.slug })
    .from(products)
    .innerJoin(primary, eq(primary.id, products.collectionId))
    .where(and(eq(products.id, productId), eq(products.brand, brand)))
    .limit(1);
  return row;
}

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

// Catalogue reads: a collection by id or slug, its member products in display order, and their variants.
import { and, asc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import type { Executor } from '@loyalty/db/client';
import { preparedQuery } from '../../plugins/prepared.ts';
import { collectionProducts, collections, products, productVariants } from '@loyalty/db/schema';
import type { CollectionRow, ProductRow, ProductVariantRow } from '@loyalty/db/schema';

export type CollectionRef = { id: number } | { slug: CategorySlug };

// The three reads of a collection listing run on every uncached catalogue call: prepared statements
// (plugins/prepared.ts), one per shape.
const collectionById = preparedQuery((executor) =>
  executor
    .select()
    .from(collections)
    .where(and(eq(collections.brand, sql.placeholder('brand')), eq(collections.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('catalog_collection_by_id'),
);
const collectionBySlug = preparedQuery((executor) =>
  executor
    .select()
    .from(collections)
    .where(and(eq(collections.brand, sql.placeholder('brand')), eq(collections.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('catalog_collection_by_slug'),
);

export async function findCollection(executor: Executor, brand: Brand, ref: CollectionRef): Promise<CollectionRow | undefined> {
  // The brand is part of the lookup: another brand's collection is as unknown as a missing one.
  const [row] =
    'id' in ref
      ? await collectionById(executor).execute({ brand, id: ref.id })
      : await collectionBySlug(executor).execute({ brand, slug: ref.slug });
  return row;
}

export interface CollectionMember {
  product: ProductRow;
  /** Slug of the product's primary collection, which may differ from the listed one (e.g. "popular"). */
  primarySlug: CategorySlug;
}

function membersQuery(onlyWithBonuses: boolean, name: string) {
  return preparedQuery((executor) => {
    const primary = alias(collections, 'primary_collection');
    const hasBonusVariant = exists(
      executor
        .select({ one: sql`1` })
        .from(productVariants)
        .where(and(eq(productVariants.productId, products.id), gt(productVariants.bonuses, 0))),
    );
    return executor
      .select({ product: products, primarySlug: primary.slug })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .innerJoin(primary, eq(primary.id, products.collectionId))
      .where(
        and(eq(collectionProducts.collectionId, sql.placeholder('collectionId')), onlyWithBonuses ? hasBonusVariant : undefined),
      )
      .orderBy(asc(collectionProducts.position), asc(products.id))
      .prepare(name);
  });
}
const allMembers = membersQuery(false, 'catalog_members');
const bonusMembers = membersQuery(true, 'catalog_members_with_bonuses');

export async function listCollectionMembers(
  executor: Executor,
  collectionId: number,
  options: { onlyWithBonuses: boolean },
): Promise<CollectionMember[]> {
  return (options.onlyWithBonuses ? bonusMembers : allMembers)(executor).execute({ collectionId });
}

function variantsQuery(onlyWithBonuses: boolean, name: string) {
  return preparedQuery((executor) =>
    executor
      .select()
      .from(productVariants)
      .where(
        and(
          sql`${productVariants.productId} = any(${sql.placeholder('productIds')})`,
          onlyWithBonuses ? gt(productVariants.bonuses, 0) : undefined,
        ),
      )
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id))
      .prepare(name),
  );
}
const allVariants = variantsQuery(false, 'catalog_variants');
const bonusVariants = variantsQuery(true, 'catalog_variants_with_bonuses');

export async function listVariantsOf(
  executor: Executor,
  productIds: number[],
  options: { onlyWithBonuses: boolean },
): Promise<ProductVariantRow[]> {
  if (productIds.length === 0) return [];
  return (options.onlyWithBonuses ? bonusVariants : allVariants)(executor).execute({ productIds });
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

// Catalogue calls of spec section 7 (Shop). Money is integer kopiyky on the wire as `price` in UAH
// with two decimals would invite float drift, so prices travel as strings "123.00" like Shopify does.
import { z } from 'zod';
import { serialIdSchema, serialIdTextSchema } from './ids.ts';
import { brandSchema } from './brand.ts';
import { categorySlugs, type CategorySlug } from './catalog-categories.ts';
import { productSearchLimit, productSearchMaxLength, productSearchMinLength } from './catalog-search.ts';

export { categorySlugs, type CategorySlug };
export const categorySlugSchema = z.enum(categorySlugs);

export const moneySchema = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Amount in UAH with two decimals, e.g. "149.00"');

export const productVariantSchema = z.object({
  id: z.number().int().describe('variant_id'),
  title: z.string(),
  price: moneySchema,
  bonuses: z.number().int().nonnegative().describe('XP price (bonus products) or 0'),
  quantity: z.number().int().positive().describe('Sticks per pack; 1 for other goods'),
  available: z.boolean(),
  /** This variant's picture (its colour, flavour, a block), in the box of the product's image; absent: the product's. */
  image: z.string().optional().describe('Picture of this variant; absent: the product image'),
});

export const productSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  brand: brandSchema,
  category: categorySlugSchema,
  collectionId: z.number().int(),
  tags: z.array(z.string()),
  image: z.object({ src: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() }),
  variants: z.array(productVariantSchema).min(1),
});
export type Product = z.infer<typeof productSchema>;

export const getProductsByCollectionBodySchema = z.object({
  collectionId: z.union([serialIdSchema, categorySlugSchema]),
  product: brandSchema,
  bonus: z.boolean().optional(),
});
export type GetProductsByCollectionBody = z.infer<typeof getProductsByCollectionBodySchema>;

export const getProductsByCollectionResponseSchema = z.object({
  collection: z.object({ id: z.number().int(), slug: categorySlugSchema, title: z.string() }),
  products: z.array(productSchema),
});
export type GetProductsByCollectionResponse = z.infer<typeof getProductsByCollectionResponseSchema>;

/**
 * The shop's search (issue 36): the brand's products whose name contains the text, whatever its case and apostrophe,
 * those whose name starts with it first.
 */
export const searchProductsBodySchema = z.object({
  product: brandSchema,
  query: z.string().trim().min(productSearchMinLength).max(productSearchMaxLength),
});
export type SearchProductsBody = z.infer<typeof searchProductsBodySchema>;
export const searchProductsResponseSchema = z.object({ products: z.array(productSchema).max(productSearchLimit) });
export type SearchProductsResponse = z.infer<typeof searchProductsResponseSchema>;

/** A product page (/shop/{category}/{id}). Unknown id or another brand's product: 404 (the client shows 'Page Not Found'). */
export const getProductByIdBodySchema = z.object({ id: serialIdSchema, product: brandSchema });
export const getProductByIdResponseSchema = z.object({ product: productSchema });
export type GetProductByIdResponse = z.infer<typeof getProductByIdResponseSchema>;
export type GetProductByIdBody = z.infer<typeof getProductByIdBodySchema>;

/**
 * The cart's refresh (spec section 4): the current price and bonuses of the variants in a cart, keyed by variant id as the
 * spec's `prods{variantId:{id,bonuses}}`. Variants the server no longer sells (unknown, another brand, unavailable) are
 * simply absent from the answer, and the client drops them.
 */
export const getProductsByIdBodySchema = z.object({
  prods: z
    .record(serialIdTextSchema, z.object({ id: serialIdSchema, bonuses: z.number().int().nonnegative().optional() }))
    .refine((prods) => Object.keys(prods).length <= 100, 'At most 100 variants'),
  product: brandSchema,
});
export type GetProductsByIdBody = z.infer<typeof getProductsByIdBodySchema>;
export const cartVariantSchema = z.object({
  variant_id: z.number().int(),
  id: z.number().int().describe('product id'),
  title: z.string(),
  product_title: z.string(),
  price: moneySchema,
  bonuses: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  collectionId: z.number().int(),
  tags: z.array(z.string()),
});
export const getProductsByIdResponseSchema = z.object({ variants: z.array(cartVariantSchema) });
export type GetProductsByIdResponse = z.infer<typeof getProductsByIdResponseSchema>;

// The two brand apps; the wire calls the brand `product` (spec section 7, `{product}`).
import { z } from 'zod';

export const brands = ['glo', 'ogo'] as const;
export const brandSchema = z.enum(brands);
export type Brand = z.infer<typeof brandSchema>;

/** A call without `{product}` is the main shop's (spec section 6: the second brand's site adds the flag). */
export const mainShopBrand: Brand = 'glo';
/** `{product}` of a call that may leave it out: the main shop's brand when missing. */
export const productOrMainShopSchema = brandSchema.default(mainShopBrand);

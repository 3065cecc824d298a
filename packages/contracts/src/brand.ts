// The two brand apps; the wire calls the brand `product` (spec section 7, `{product}`).
import { z } from 'zod';

export const brands = ['glo', 'ogo'] as const;
export const brandSchema = z.enum(brands);
export type Brand = z.infer<typeof brandSchema>;

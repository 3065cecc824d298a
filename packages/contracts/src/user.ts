// User calls of spec section 7: the customer record of a brand, its metafields and tags, email change.
import { z } from 'zod';
import { serialIdSchema } from './ids.ts';
import { brandSchema } from './brand.ts';
import { emailSchema, otpCodeSchema } from './auth.ts';

export const customerIdSchema = serialIdSchema;

export const deliveryAddressSchema = z.object({
  city: z.string().trim().max(100),
  city_ref: z.string().max(64).nullable(),
  street: z.string().trim().max(200),
  house: z.string().trim().max(20),
  flat: z.string().trim().max(20),
  branch_number: z.string().trim().max(20),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** Spec section 3, User; total_spent in UAH with two decimals. */
export const userSchema = z.object({
  id: customerIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  tags: z.array(z.string()),
  orders_count: z.number().int().nonnegative(),
  total_spent: z.string(),
  note: z.string(),
  address: deliveryAddressSchema,
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });

/** Every id below must be the session's customer of that brand, else 403. */
export const getUserBodySchema = z.object({ id: customerIdSchema, product: brandSchema });
export type GetUserBody = z.infer<typeof getUserBodySchema>;
export const getUserByPhoneQuerySchema = z.object({ product: brandSchema });
/** get-user-by-phone answers the session's own record of `product` (404 without one). */
export const getUserByPhoneResponseSchema = userResponseSchema;

/** Shopify's metafield types that this app stores; date_time values are ISO 8601 instants. */
export const metafieldTypes = ['json', 'integer', 'boolean', 'single_line_text_field', 'date_time'] as const;
export const metafieldSchema = z.object({
  namespace: z.string().min(1).max(64),
  key: z.string().min(1).max(64),
  value: z.string().max(20_000),
  type: z.enum(metafieldTypes),
});
export type Metafield = z.infer<typeof metafieldSchema>;
export const getMetafieldsBodySchema = getUserBodySchema;
export type GetMetafieldsBody = z.infer<typeof getMetafieldsBodySchema>;
export const metafieldsResponseSchema = z.object({ metafields: z.array(metafieldSchema) });

/**
 * The metafields of spec section 3 with their namespace and type. `clientWritable` ones may be written by the
 * customer through create-metafields; the rest are set by the server only (a client write answers 403).
 */
export const knownMetafields = {
  age_verified: { namespace: 'verification', type: 'boolean', clientWritable: false },
  favoriteList: { namespace: 'pwaFavorite', type: 'json', clientWritable: true },
  'velo-30': { namespace: 'pwaDiscount', type: 'integer', clientWritable: false },
  velo_testdrive: { namespace: 'pwafields', type: 'boolean', clientWritable: true },
  'hyper-pro-699': { namespace: 'activities', type: 'boolean', clientWritable: false },
  'mgm_promo-code': { namespace: 'incust', type: 'single_line_text_field', clientWritable: false },
  expected_payment_method: { namespace: 'payment', type: 'integer', clientWritable: true },
  /** When the offline-order import last linked this customer's purchases (set by the feedback module's job). */
  offline_orders_linked_at: { namespace: 'feedback', type: 'date_time', clientWritable: false },
} as const satisfies Record<string, { namespace: string; type: (typeof metafieldTypes)[number]; clientWritable: boolean }>;

export const createMetafieldsBodySchema = metafieldSchema.extend({ shopifyId: customerIdSchema, product: brandSchema });
export type CreateMetafieldsBody = z.infer<typeof createMetafieldsBodySchema>;
export const metafieldResponseSchema = z.object({ metafield: metafieldSchema });

/** Tags a customer may set on themselves; every other tag (age_verified, order tags…) is the server's. */
export const clientWritableTags = ['newsletter', 'push_notifications', 'lang:uk', 'lang:en'] as const;
/** `tags` is the complete wanted set of client-writable tags; server tags are kept. A non-writable tag answers 403. */
export const updateTagsBodySchema = z.object({
  tags: z.array(z.string().max(100)).max(50),
  shopifyId: customerIdSchema,
  product: brandSchema,
});
export type UpdateTagsBody = z.infer<typeof updateTagsBodySchema>;
export const tagsResponseSchema = z.object({ tags: z.array(z.string()) });

/** Names in /profile (not a spec call; see docs/decisions). */
export const updateProfileBodySchema = z.object({
  id: customerIdSchema,
  product: brandSchema,
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
/** The delivery address of /profile (not a spec call; see docs/decisions). */
export const saveAddressBodySchema = deliveryAddressSchema.extend({ id: customerIdSchema, product: brandSchema });
export type SaveAddressBody = z.infer<typeof saveAddressBodySchema>;
/** update-profile and save-address answer the record as it is now. */
export const updateProfileResponseSchema = userResponseSchema;
export const saveAddressResponseSchema = userResponseSchema;

/**
 * Sends a 6-digit code to the new address. Errors: 409 email_taken, 403 for another customer's id or token,
 * 429 resend_too_soon / limit_reached (Retry-After header), 503 mail_unavailable.
 */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  customer_id: customerIdSchema,
  ogoAuthApiToken: z.string().optional(),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export const changeEmailResponseSchema = z.object({ sent: z.literal(true), expiresInSeconds: z.number().int().positive() });
/** Applies the pending change of the session person. Errors: 400 invalid_code. */
export const confirmEmailBodySchema = z.object({ code: otpCodeSchema, ogoAuthApiToken: z.string().optional() });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;
/** The record whose email changed. */
export const confirmEmailResponseSchema = userResponseSchema;

export const checkAllowedUserResponseSchema = z.object({ allowed: z.boolean() });

/** The session's ogo customer as the velo site knows it (spec section 3, Velo user). 404 without one. */
export const veloUserResponseSchema = z.object({
  shopifyId: customerIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

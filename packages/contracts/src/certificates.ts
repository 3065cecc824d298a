// Gift certificate calls (spec section 7, /api/cert/*): the hour-bound certificate token, partners, buying with XP, PIN.
import { z } from 'zod';
import { serialIdSchema as idSchema } from './ids.ts';
import { brandSchema } from './brand.ts';

/** The errorType of a 401 whose certificate token is missing, expired or not the session's: the client clears its flag. */
export const certUnauthenticatedType = 'cert_unauthenticated';
/** The code of a certificate call made without a session (spec section 8): the client logs the user out. */
export const unauthorizedInAppCode = 'UNAUTHORIZED_IN_APP';

/** Optional on the wire: a missing token is answered like an expired one (401 cert_unauthenticated), not as a 400. */
const certTokenSchema = z.string().max(1024).optional().describe('The token of get-auth');

/** Every call but get-auth: the token and, as spec section 6 says for brand context, the brand (glo by default). */
const withToken = { token: certTokenSchema, product: brandSchema.optional() };

export const certGetAuthBodySchema = z.object({
  date: z.string().min(1).max(64).describe('The client time stamped to the hour, e.g. 2026-11-21T23:00:00.000Z'),
  product: brandSchema.optional(),
});
export type CertGetAuthBody = z.infer<typeof certGetAuthBodySchema>;
/** An answer with `error` set carries no token: the client rejects it (spec section 8). */
export const certGetAuthResponseSchema = z.object({
  token: z.string().nullable(),
  expired_at: z.string().nullable().describe('ISO time; the end of the hour of `date`'),
  error: z.string().nullable(),
});
export type CertGetAuthResponse = z.infer<typeof certGetAuthResponseSchema>;

export const certRegistBodySchema = z.object({
  ...withToken,
  email: z.string().trim().toLowerCase().email().max(254),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
});
export type CertRegistBody = z.infer<typeof certRegistBodySchema>;
export const certRegistResponseSchema = z.object({ registered: z.literal(true) });

export const certTokenBodySchema = z.object(withToken);
export type CertTokenBody = z.infer<typeof certTokenBodySchema>;

export const certCategorySchema = z.object({ CATEGORY_ID: z.number().int(), CATEGORY_NAME: z.string() });
export type CertCategory = z.infer<typeof certCategorySchema>;
export const certCategoriesResponseSchema = z.array(certCategorySchema);

export const certPartnersBodySchema = z.object({ ...withToken, categoryId: idSchema });
export type CertPartnersBody = z.infer<typeof certPartnersBodySchema>;
export const certOfferSchema = z.object({
  nominal: z.number().describe('Face value in UAH'),
  xp_price: z.number().int().positive(),
  available: z.number().int().nonnegative(),
});
export type CertOffer = z.infer<typeof certOfferSchema>;
export const certPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  category_id: z.number().int(),
  offers: z.array(certOfferSchema),
});
export type CertPartner = z.infer<typeof certPartnerSchema>;
export const certPartnersResponseSchema = z.array(certPartnerSchema);

/** Either `nominal` (UAH) or `xpPrice` picks the offer; with both, both must match. */
export const certCreateBodySchema = z
  .object({
    ...withToken,
    partnerId: idSchema,
    nominal: z.number().positive().max(1_000_000).optional(),
    xpPrice: idSchema.optional(),
  })
  .refine((body) => body.nominal !== undefined || body.xpPrice !== undefined, {
    message: 'Give nominal or xpPrice',
    path: ['nominal'],
  });
export type CertCreateBody = z.infer<typeof certCreateBodySchema>;

export const certificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bar_code: z.string(),
  partner: z.string(),
  partner_id: z.number().int(),
  nominal: z.number().describe('UAH'),
  xp_price: z.number().int(),
  valid_until: z.string().nullable().describe('YYYY-MM-DD'),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certCreateResponseSchema = z.object({ certificate: certificateSchema, balance: z.number().int() });
export const certListResponseSchema = z.array(certificateSchema);

export const certMessageBodySchema = z.object({ ...withToken, categoryId: idSchema.optional() });
export type CertMessageBody = z.infer<typeof certMessageBodySchema>;
export const certMessageResponseSchema = z.object({ message: z.string() });

export const certPinStoreBodySchema = z.object({
  ...withToken,
  pin: z.string().regex(/^\d{4,6}$/, 'The PIN is 4 to 6 digits'),
});
export type CertPinStoreBody = z.infer<typeof certPinStoreBodySchema>;
export const certPinStoreResponseSchema = z.object({ stored: z.literal(true) });
export const certPinSmsResponseSchema = z.object({ sent: z.literal(true), resendAfterSeconds: z.number().int() });
export const certPinTokenBodySchema = z.object({
  ...withToken,
  code: z.string().regex(/^\d{4,6}$/, 'A PIN (4 to 6 digits) or the SMS code (6 digits)'),
});
export type CertPinTokenBody = z.infer<typeof certPinTokenBodySchema>;
/** The new token carries pin_verified; get-cert-list needs it once a PIN is set. */
export const certPinTokenResponseSchema = z.object({ token: z.string(), expired_at: z.string(), pin_verified: z.literal(true) });

export const certDeleteBodySchema = z.object({ ...withToken, bar_code: z.string().trim().min(1).max(128) });
export type CertDeleteBody = z.infer<typeof certDeleteBodySchema>;
export const certDeleteResponseSchema = z.object({ deleted: z.literal(true) });

/** A certificate error body: the usual error plus errorType for cert_unauthenticated (spec section 8). */
export const certErrorTypeSchema = z.object({ errorType: z.string().optional() });

/** Spec section 3: the default categories (shown in Ukrainian); the seed loads them and the client starts with them. */
export const defaultCertCategories: CertCategory[] = [
  { CATEGORY_ID: 1, CATEGORY_NAME: 'Електроніка' },
  { CATEGORY_ID: 2, CATEGORY_NAME: 'Продукти' },
  { CATEGORY_ID: 4, CATEGORY_NAME: 'Мобільні оператори' },
  { CATEGORY_ID: 5, CATEGORY_NAME: 'Пальне' },
  { CATEGORY_ID: 6, CATEGORY_NAME: 'Розваги' },
  { CATEGORY_ID: 7, CATEGORY_NAME: 'Краса та здоров’я' },
];

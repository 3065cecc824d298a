// Auth calls of spec section 7 (phone login with SMS confirmation).
import { z } from 'zod';
import { brandSchema } from './brand.ts';

/** Ukrainian mobile number in E.164 form; the client normalises user input to it. */
export const uaPhoneSchema = z
  .string()
  .regex(/^\+380\d{9}$/, 'Expected a Ukrainian number in the form +380XXXXXXXXX');

export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'Expected 6 digits');

export const loginSmsBodySchema = z.object({ phone: uaPhoneSchema, product: brandSchema.optional() });
export const loginSmsResponseSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number().int().nonnegative(),
  expiresInSeconds: z.number().int().positive(),
});
export type LoginSmsResponse = z.infer<typeof loginSmsResponseSchema>;

export const sessionCustomerSchema = z.object({
  shopify_id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  tags: z.array(z.string()),
});
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

export const confirmSmsBodySchema = z.object({ phone: uaPhoneSchema, code: otpCodeSchema, product: brandSchema.optional() });
export const sessionResponseSchema = z.object({
  token: z.string(),
  customer: sessionCustomerSchema,
  /** The customer's record id in each brand (spec section 3: separate records, ids kept in local storage). */
  shopIds: z.object({ glo: z.number().int().positive().nullable(), ogo: z.number().int().positive().nullable() }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// Analytics calls of spec section 7: events the app reports (page views, e-commerce, CRM contacts), kept in a server outbox.
import { z } from 'zod';
import { serialIdSchema as customerIdSchema } from './ids.ts';
import { emailSchema, uaPhoneSchema } from './auth.ts';
import { brandSchema } from './brand.ts';

/** Event names are snake_case words (page_view, view_item, error_404…), never free text. */
export const analyticsEventNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Expected a snake_case event name of at most 64 characters');

/** The shop's e-commerce events that go through the outbox besides the dataLayer (spec sections 7 and 8). */
export const ecommerceEventNames = ['view_item', 'add_to_cart', 'begin_checkout', 'purchase', 'error_404'] as const;

/** `token` is our handle for the BAT measurement session; it is tied to the session and expires. */
export const getBatTokenResponseSchema = z.object({ token: z.string(), expired_at: z.string() });
export type GetBatTokenResponse = z.infer<typeof getBatTokenResponseSchema>;

/** One analytics item (spec section 5): item_name, item_id, price, … ; values are short strings or numbers. */
export const analyticsItemSchema = z.record(
  z.string().regex(/^[a-z_]{1,32}$/),
  z.union([z.string().max(200), z.number().finite()]),
);

export const sendBatEventBodySchema = z.object({
  event: analyticsEventNameSchema,
  token: z.string().min(1).max(200),
  data: z.object({
    customer_id: customerIdSchema.describe("The session's own customer id of `product` (403 otherwise)"),
    page_url: z.string().min(1).max(2000),
    /** E-commerce events carry their items, value and (purchase) the order id. */
    items: z.array(analyticsItemSchema).max(50).optional(),
    value: z.number().finite().min(0).max(100_000_000).optional(),
    transaction_id: z.union([z.string().max(64), z.number().int()]).optional(),
  }),
  product: brandSchema,
});
export type SendBatEventBody = z.infer<typeof sendBatEventBodySchema>;

/** Every analytics call answers the id of the queued outbox row. */
export const analyticsQueuedResponseSchema = z.object({ queued: z.literal(true), id: z.number().int() });
export type AnalyticsQueuedResponse = z.infer<typeof analyticsQueuedResponseSchema>;

const nameSchema = z.string().trim().max(100);

export const esputnikAddContactBodySchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  shopifyId: customerIdSchema.describe("The session's own customer id of `product` (403 otherwise)"),
  email: emailSchema.or(z.literal('')),
  phone: uaPhoneSchema.describe("The session's phone (403 otherwise)"),
  product: brandSchema,
});
export type EsputnikAddContactBody = z.infer<typeof esputnikAddContactBodySchema>;

export const esputnikEventLoginBodySchema = z.object({
  phone: uaPhoneSchema.describe("The session's phone (403 otherwise)"),
  /** When the login happened on the device, ISO 8601. */
  date: z.iso.datetime({ offset: true }),
});
export type EsputnikEventLoginBody = z.infer<typeof esputnikEventLoginBodySchema>;

export const esputnikSendIdBodySchema = z.object({
  id: customerIdSchema.describe("The session's own customer id of `product` (403 otherwise)"),
  phone: uaPhoneSchema.describe("The session's phone (403 otherwise)"),
  email: emailSchema.or(z.literal('')),
  product: brandSchema,
});
export type EsputnikSendIdBody = z.infer<typeof esputnikSendIdBodySchema>;

export const authBatBodySchema = z.object({
  shopifyId: customerIdSchema.describe("The session's own customer id of `product` (403 otherwise)"),
  event: analyticsEventNameSchema,
  product: brandSchema,
});
export type AuthBatBody = z.infer<typeof authBatBodySchema>;

const deviceFieldSchema = z.string().trim().max(100);

export const pwaAddOrderInfoBodySchema = z.object({
  /** The order id answered by create-order; it must be an order of `shopify_id` (403 otherwise). */
  transaction_id: customerIdSchema,
  shopify_id: customerIdSchema.describe("The session's own customer id (403 otherwise)"),
  os_name: deviceFieldSchema,
  os_version: deviceFieldSchema,
  phone_brand: deviceFieldSchema,
  phone_model: deviceFieldSchema,
});
export type PwaAddOrderInfoBody = z.infer<typeof pwaAddOrderInfoBodySchema>;

/** Spec section 9: the request's user agent is stored cut at this length. */
export const userAgentMaxLength = 500;

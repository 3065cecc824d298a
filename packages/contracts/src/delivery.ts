// Delivery calls: the Nova Poshta directory (city search with the six popular cities first, branches of a city) and
// the iPost courier calls of spec section 7.
import { z } from 'zod';
import { brandSchema } from './brand.ts';
import { serialIdSchema } from './ids.ts';

const refSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Expected a Nova Poshta Ref');

/** The spec's popular-city shape (section 3), used for every city the search returns. */
export const deliveryCitySchema = z.object({
  value: z.string().describe('Settlement Ref'),
  label: z.string().describe('"Київ, Київська обл."'),
  city_id: z.string().describe('City Ref branches are filed under'),
  province: z.string(),
  delivery_city_id: z.string(),
  popular: z.boolean(),
  meta: z.object({
    MainDescription: z.string(),
    Area: z.string(),
    Region: z.string(),
    DeliveryCity: z.string(),
  }),
});
export type DeliveryCity = z.infer<typeof deliveryCitySchema>;

export const searchCitiesBodySchema = z.object({
  query: z.string().trim().max(100).default('').describe('Empty: the six popular cities'),
  limit: z.number().int().min(1).max(50).default(20),
});
export type SearchCitiesBody = z.infer<typeof searchCitiesBodySchema>;
export const searchCitiesResponseSchema = z.object({ cities: z.array(deliveryCitySchema) });

/** A branch as the delivery form keeps it (`npDep`, with `meta.number`). */
export const deliveryBranchSchema = z.object({
  value: z.string().describe('Branch Ref'),
  label: z.string().describe("Nova Poshta's description"),
  meta: z.object({
    number: z.string(),
    shortAddress: z.string(),
    cityRef: z.string(),
    postomat: z.boolean(),
  }),
});
export type DeliveryBranch = z.infer<typeof deliveryBranchSchema>;

export const listBranchesBodySchema = z.object({
  cityRef: refSchema,
  query: z.string().trim().max(100).default('').describe('Number ("12" finds №12 first) or address text'),
  limit: z.number().int().min(1).max(500).default(100),
});
export type ListBranchesBody = z.infer<typeof listBranchesBodySchema>;
export const listBranchesResponseSchema = z.object({ branches: z.array(deliveryBranchSchema) });

// ---------------------------------------------------------------------------------------------------------------------
// The delivery estimate: what Nova Poshta's tariff for the cart to a branch of the city would be, when the recipient
// pays the carrier (shipping option 1). The server weighs the cart from the catalogue; the sender city is its own.

export const deliveryEstimateBodySchema = z.object({
  product: brandSchema.describe('The brand whose catalogue the variants belong to'),
  cityRef: refSchema.describe("The recipient city's `city_id`"),
  line_items: z
    .array(z.object({ variant_id: serialIdSchema, quantity: z.number().int().positive().max(99) }))
    .min(1, 'The cart is empty')
    .max(50)
    .refine((lines) => new Set(lines.map((line) => line.variant_id)).size === lines.length, 'A variant appears twice'),
});
export type DeliveryEstimateBody = z.infer<typeof deliveryEstimateBodySchema>;

export const deliveryEstimateResponseSchema = z.object({
  estimate: z
    .object({
      price: z.number().int().nonnegative().describe('The carrier tariff in whole UAH, rounded up'),
      weight_kg: z.number().positive().describe('The parcel weight the server assumed'),
    })
    .nullable()
    .describe('null: no estimate (the carrier did not answer, or no tariff source is configured)'),
});
export type DeliveryEstimateResponse = z.infer<typeof deliveryEstimateResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// iPost. The `token` the client holds is the server's handle bound to the session, never iPost's own credential.

export const ipostAuthResponseSchema = z.object({ token: z.string(), expired_at: z.string() });

export const ipostCityAvailableBodySchema = z.object({
  token: z.string().min(1).max(500),
  city: z.string().trim().min(1).max(100),
});
export type IpostCityAvailableBody = z.infer<typeof ipostCityAvailableBodySchema>;
export const ipostCityAvailableResponseSchema = z.object({ available: z.boolean() });

export const ipostSendAddressBodySchema = z.object({
  token: z.string().min(1).max(500),
  city: z.string().trim().min(1).max(100),
  street: z.string().trim().min(1).max(200),
  flat: z.string().trim().max(20).default(''),
  delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'),
  delivery_time_from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM'),
  delivery_time_to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM'),
  order_id: serialIdSchema.describe("The session's own iPost order (403 otherwise)"),
  comment: z.string().max(500).default(''),
});
export type IpostSendAddressBody = z.infer<typeof ipostSendAddressBodySchema>;
export const ipostSendAddressResponseSchema = z.object({ success: z.literal(true), reference: z.string().nullable() });

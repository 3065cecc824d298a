// Subscription calls (/subscription and its pages): a monthly sticks subscription of a brand, started, changed, stopped.
import { z } from 'zod';
import { serialIdSchema as variantIdSchema } from './ids.ts';
import { brandSchema } from './brand.ts';
import { moneySchema } from './catalog.ts';

/** Packs a month a subscription may carry (the brief: 1–10). */
export const subscriptionPacksPerMonth = { min: 1, max: 10 } as const;

/** History pages hold this many events, newest first; `offset` counts events already shown. */
export const subscriptionHistoryPageSize = 20;

export const subscriptionStatusSchema = z.enum(['active', 'stopped']);
export const subscriptionEventKinds = ['started', 'changed', 'stopped', 'delivered', 'skipped'] as const;
export const subscriptionEventKindSchema = z.enum(subscriptionEventKinds);
export type SubscriptionEventKind = z.infer<typeof subscriptionEventKindSchema>;

const packsPerMonthSchema = z.number().int().min(subscriptionPacksPerMonth.min).max(subscriptionPacksPerMonth.max);

/** A sticks variant that can be subscribed to: of the brand's sticks categories and available. */
export const subscriptionOptionSchema = z.object({
  variant_id: z.number().int(),
  product_title: z.string(),
  variant_title: z.string(),
  price: moneySchema.describe('Price of one unit (pack or block) in UAH'),
  quantity: z.number().int().positive().describe('Sticks per unit'),
});
export type SubscriptionOption = z.infer<typeof subscriptionOptionSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: subscriptionStatusSchema,
  variant_id: z.number().int(),
  product_title: z.string(),
  variant_title: z.string(),
  price: moneySchema,
  packs_per_month: z.number().int().positive(),
  started_at: z.string().describe('ISO 8601'),
  stopped_at: z.string().nullable().describe('ISO 8601; null while active'),
  next_delivery_on: z.string().nullable().describe('YYYY-MM-DD on the Kyiv calendar (the 1st of next month); null once stopped'),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const getSubscriptionQuerySchema = z.object({ product: brandSchema });
export type GetSubscriptionQuery = z.infer<typeof getSubscriptionQuerySchema>;
/** `subscription`: the active one, else the latest stopped one, else null. `options`: what can be subscribed to. */
export const getSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  options: z.array(subscriptionOptionSchema),
});
export type GetSubscriptionResponse = z.infer<typeof getSubscriptionResponseSchema>;

/** Errors: 409 subscription_active (one active per customer), 400 variant_not_subscribable (field body.variantId). */
export const startSubscriptionBodySchema = z.object({
  variantId: variantIdSchema,
  packsPerMonth: packsPerMonthSchema,
  product: brandSchema,
});
export type StartSubscriptionBody = z.infer<typeof startSubscriptionBodySchema>;

/** Changes the active subscription's variant and packs. Errors: 409 no_active_subscription, 400 variant_not_subscribable. */
export const changeSubscriptionBodySchema = startSubscriptionBodySchema;
export type ChangeSubscriptionBody = z.infer<typeof changeSubscriptionBodySchema>;

/** Errors: 409 no_active_subscription. */
export const stopSubscriptionBodySchema = z.object({ product: brandSchema });
export type StopSubscriptionBody = z.infer<typeof stopSubscriptionBodySchema>;

export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const subscriptionHistoryQuerySchema = z.object({
  product: brandSchema,
  offset: z
    .string()
    .regex(/^(0|[1-9]\d{0,5})$/, 'Expected a whole number from 0')
    .transform(Number)
    .default(0),
});

export const subscriptionEventSchema = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  kind: subscriptionEventKindSchema,
  note: z.string().describe('What changed, in Ukrainian (variant and packs a month)'),
  created_at: z.string().describe('ISO 8601'),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

export const subscriptionHistoryResponseSchema = z.object({
  events: z.array(subscriptionEventSchema),
  has_more: z.boolean(),
});
export type SubscriptionHistoryResponse = z.infer<typeof subscriptionHistoryResponseSchema>;

export const subscriptionErrorCodes = ['subscription_active', 'no_active_subscription', 'variant_not_subscribable'] as const;

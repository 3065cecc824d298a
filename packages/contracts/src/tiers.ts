// The customer's tier (decision 0060): the level held, the measure over the window, what is missing to the next level
// ("ще 340 XP до Золотого") and the benefits of each level.
import { z } from 'zod';
import { brandSchema } from './brand.ts';

export const getTierQuerySchema = z.object({ v: brandSchema });

export const tierBenefitsSchema = z.object({
  /** 10000 is ×1. */
  earning_multiplier_bp: z.number().int(),
  free_delivery: z.boolean(),
  reward_ids: z.array(z.number().int()),
});

export const tierLevelViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  threshold: z.number().int(),
  benefits: tierBenefitsSchema,
});

export const tierResponseSchema = z.object({
  /** false when the brand runs no tiers: the app shows nothing. */
  enabled: z.boolean(),
  /**
   * The programme's name the operator gave the set («Клуб glo»); null without tiers. Like grace_days, absent from an
   * answer of a server from before it (an app deployed ahead of its server): read as null.
   */
  set_name: z.string().nullable().default(null),
  /** xp_earned: XP; money_spent: kopiyky. */
  measure: z.enum(['xp_earned', 'money_spent']).nullable(),
  window_days: z.number().int().nullable(),
  /** Days a customer keeps a level after the measure falls below it, before going down one level. */
  grace_days: z.number().int().nullable().default(null),
  /** The measure over the window now. */
  value: z.number().int(),
  tier: tierLevelViewSchema.extend({ since: z.string(), grace_until: z.string().nullable() }).nullable(),
  next: z.object({ id: z.number().int(), name: z.string(), missing: z.number().int() }).nullable(),
  levels: z.array(tierLevelViewSchema),
});
export type TierResponse = z.infer<typeof tierResponseSchema>;

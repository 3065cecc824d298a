// Campaigns (decision 0059): the rules marketing writes (trigger, conditions, limits, effect, budget, holdout) as
// the back-office sends them and the database keeps them (campaigns.conditions/limits/effect are checked by these
// schemas before every write), and the /api/admin/campaigns calls. The rules themselves are domain/campaigns.ts.
import { z } from 'zod';
import { SegmentedMessage } from 'sms-segments-calculator';
import {
  campaignStatuses,
  campaignTriggers,
  messageChannels,
  triggersWithBaseXp,
  type CampaignConditions,
  type CampaignEffect,
  type CampaignLimits,
  type CampaignTrigger,
} from '@loyalty/domain/campaigns';
import { brandSchema } from './brand.ts';
import { serialIdSchema } from './ids.ts';

export const campaignTriggerSchema = z.enum(campaignTriggers);
export const campaignStatusSchema = z.enum(campaignStatuses);

const idListSchema = z.array(serialIdSchema).max(500);
const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a Kyiv time as HH:MM');

export const campaignConditionsSchema = z.strictObject({
  code_kinds: z
    .array(z.enum(['sticks', 'velo']))
    .max(2)
    .optional(),
  product_ids: idListSchema.optional(),
  category_ids: idListSchema.optional(),
  variant_ids: idListSchema.optional(),
  days_of_week: z
    .array(z.number().int().min(1, 'Expected 1 (Monday) to 7 (Sunday)').max(7, 'Expected 1 (Monday) to 7 (Sunday)'))
    .max(7)
    .optional(),
  time_from: clockSchema.optional(),
  time_until: clockSchema.optional(),
  first_time_only: z.boolean().optional(),
  nth_scan: z.number().int().min(1).max(1000).optional(),
  event_name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{1,64}$/, 'Expected 1 to 64 of a-z, 0-9, _ . -')
    .optional(),
  /** Segments of the campaign's brand: the customer must be in any of them (400 names a foreign or missing one). */
  segment_ids: z.array(serialIdSchema).max(20).optional(),
  /** Tier levels of the brand's set: the customer's current level must be one of them. */
  tier_level_ids: z.array(serialIdSchema).max(20).optional(),
}) satisfies z.ZodType<CampaignConditions>;

const limitSchema = z.number().int().min(1).max(1_000_000).optional();
export const campaignLimitsSchema = z.strictObject({
  per_day: limitSchema,
  per_week: limitSchema,
  per_month: limitSchema,
  per_campaign: limitSchema,
}) satisfies z.ZodType<CampaignLimits>;

/**
 * An SMS may take at most this many parts (decision 0065): 2 × 67 = 134 characters of Cyrillic (UCS-2), 2 × 153 = 306
 * of plain Latin (GSM-7). One part holds 70 / 160; a text of several parts loses a few characters per part to the header
 * that joins them.
 */
export const maxSmsParts = 2;
/** A push's title and text as a phone's lock screen shows them without cutting (decision 0065). */
export const maxPushTitleLength = 50;
export const maxPushTextLength = 150;

/** How an SMS text is sent: its encoding and the parts it takes (Twilio's segment calculator, GSM-7 or UCS-2). */
export function smsLength(text: string): { encoding: string; parts: number; characters: number } {
  const message = new SegmentedMessage(text, 'auto');
  return { encoding: message.encodingName, parts: message.segmentsCount, characters: message.numberOfCharacters };
}

const messageEffectSchema = z
  .strictObject({
    kind: z.literal('message'),
    channel: z.enum(messageChannels),
    /** Push only: the notification's title. */
    title: z.string().trim().min(1).max(maxPushTitleLength).optional(),
    text: z.string().trim().min(1).max(1000),
  })
  .superRefine((effect, context) => {
    if (effect.channel === 'push') {
      if (effect.title === undefined) context.addIssue({ code: 'custom', path: ['title'], message: 'A push needs a title' });
      if (effect.text.length > maxPushTextLength) {
        context.addIssue({ code: 'custom', path: ['text'], message: `At most ${maxPushTextLength} characters in a push` });
      }
      return;
    }
    if (effect.title !== undefined) context.addIssue({ code: 'custom', path: ['title'], message: 'An SMS has no title' });
    const length = smsLength(effect.text);
    if (length.parts > maxSmsParts) {
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: `At most ${maxSmsParts} SMS parts: ${length.characters} characters of ${length.encoding} take ${length.parts}`,
      });
    }
  });

export const campaignEffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed_xp'), xp: z.number().int().min(1).max(1_000_000) }),
  z.strictObject({
    kind: z.literal('multiplier'),
    /** ×2 doubles the base credit: the campaign's entry holds the extra. Whole hundredths. */
    factor: z
      .number()
      .min(1.01)
      .max(10)
      .refine(
        (factor) => Number.isInteger(Math.round(factor * 100)) && Math.abs(factor * 100 - Math.round(factor * 100)) < 1e-9,
        'Expected whole hundredths',
      ),
    max_xp: z.number().int().min(1).max(1_000_000).optional(),
  }),
  messageEffectSchema,
  /** A reward of the campaign's brand (a foreign or missing one is a 400 naming the field). */
  z.strictObject({ kind: z.literal('unlock_reward'), reward_id: serialIdSchema }),
]) satisfies z.ZodType<CampaignEffect>;

/** Effects a campaign has beside `effect`: XP and a message, XP and an unlock… (decision 0065). */
export const campaignExtraEffectsSchema = z.array(campaignEffectSchema).max(3);

/** One XP effect at most, one message per channel, each reward once: the rest would be the same effect twice. */
function checkEffects(effects: readonly CampaignEffect[], context: z.RefinementCtx, trigger: CampaignTrigger): void {
  const seen = new Set<string>();
  effects.forEach((effect, index) => {
    const path = index === 0 ? ['effect', 'kind'] : ['extra_effects', index - 1, 'kind'];
    const key =
      effect.kind === 'fixed_xp' || effect.kind === 'multiplier'
        ? 'xp'
        : effect.kind === 'message'
          ? `message:${effect.channel}`
          : `reward:${effect.reward_id}`;
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path,
        message: 'The campaign has this effect already (one XP effect, one message per channel)',
      });
    }
    seen.add(key);
    if (effect.kind === 'multiplier' && !triggersWithBaseXp.includes(trigger)) {
      context.addIssue({
        code: 'custom',
        path,
        message: `A multiplier needs a trigger with XP of its own (${triggersWithBaseXp.join(', ')}); use fixed_xp`,
      });
    }
  });
}

/** What a draft holds; every field is checked together (a multiplier needs a trigger with XP of its own…). */
export const campaignDraftSchema = z
  .strictObject({
    brand: brandSchema,
    name: z.string().trim().min(3, 'Use at least 3 characters').max(120),
    trigger: campaignTriggerSchema,
    conditions: campaignConditionsSchema.default({}),
    limits: campaignLimitsSchema.default({}),
    effect: campaignEffectSchema,
    /** Absent: none on create, unchanged on update (a client that does not know the field keeps them). */
    extra_effects: campaignExtraEffectsSchema.optional(),
    starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
    ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
    budget_xp: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().default(null),
    holdout_percent: z.number().min(0).max(50).multipleOf(0.01).default(0),
  })
  .superRefine((draft, context) => {
    checkEffects([draft.effect, ...(draft.extra_effects ?? [])], context, draft.trigger);
    if (draft.trigger === 'nth_scan_of_month' && draft.conditions.nth_scan === undefined) {
      context.addIssue({ code: 'custom', path: ['conditions', 'nth_scan'], message: 'Say which scan of the month counts' });
    }
    if (draft.trigger === 'custom_event' && draft.conditions.event_name === undefined) {
      context.addIssue({ code: 'custom', path: ['conditions', 'event_name'], message: 'Name the event' });
    }
    if (draft.starts_at && draft.ends_at && Date.parse(draft.ends_at) <= Date.parse(draft.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'Expected an end after the start' });
    }
  });
export type CampaignDraft = z.output<typeof campaignDraftSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  name: z.string(),
  /** As it stands now: a scheduled campaign past its start reads active, one past its end ended. */
  status: campaignStatusSchema,
  trigger: campaignTriggerSchema,
  conditions: campaignConditionsSchema,
  limits: campaignLimitsSchema,
  effect: campaignEffectSchema,
  /** Always sent; optional on the wire so a client written before it still reads the campaign. */
  extra_effects: campaignExtraEffectsSchema.optional(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  budget_xp: z.number().int().nullable(),
  spent_xp: z.number().int(),
  holdout_percent: z.number(),
  /** Customers who got a credit, and customers held out (got nothing), so far. */
  credits: z.number().int(),
  treated: z.number().int(),
  holdout: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  status: campaignStatusSchema.optional(),
  brand: brandSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export const campaignListResponseSchema = z.object({
  campaigns: z.array(campaignSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const campaignResponseSchema = z.object({ campaign: campaignSchema });
export const campaignStatusBodySchema = z.object({ reason: z.string().trim().max(500).default('') });

/** A campaign that added XP to a credit, as the customer's answer names it. */
export const appliedCampaignSchema = z.object({ id: z.number().int(), name: z.string(), xp: z.number().int().positive() });
export type AppliedCampaign = z.infer<typeof appliedCampaignSchema>;

// --- preview and results (decision 0061) -----------------------------------------------------------------------------

/** One Kyiv day of a preview: what the draft would have credited that day. */
export const campaignPreviewDaySchema = z.object({
  /** Kyiv calendar date, YYYY-MM-DD. */
  date: z.string(),
  credits: z.number().int(),
  xp: z.number().int(),
});

/**
 * The draft replayed over the last `days` days of facts of its brand and trigger, through the same rules the engine
 * applies (conditions, limits in the Kyiv calendar, first time only, the Nth scan of the month, the effect, the budget
 * spent in fact order). The holdout gets nothing and is counted apart. Dates of the draft are ignored: the replay asks
 * what the rules would have done had they run over the window.
 */
export const campaignPreviewSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Facts of the brand and trigger in the window, and those the conditions matched (holdout included). */
  facts_scanned: z.number().int(),
  facts_matched: z.number().int(),
  /** Treated customers who would have got at least one credit. */
  customers_reached: z.number().int(),
  credits: z.number().int(),
  xp_cost: z.number().int(),
  /** When the budget would have run out (the first fact it could not pay), or null. */
  budget_exhausted_at: z.string().nullable(),
  /** Customers with a matching fact whom the holdout hash puts aside: they would have got nothing. */
  holdout_customers_estimate: z.number().int(),
  by_day: z.array(campaignPreviewDaySchema),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** One group of a campaign (treated or holdout), each member counted from their first matching fact. */
export const campaignGroupResultSchema = z.object({
  customers: z.number().int(),
  scans_per_customer: z.number(),
  orders_per_customer: z.number(),
  revenue_per_customer_kop: z.number(),
});

export const campaignResultMetrics = ['scans_per_customer', 'orders_per_customer', 'revenue_per_customer_kop'] as const;

/**
 * treated − holdout of a metric's mean with Welch's 95 % interval; significant when the interval excludes 0. With
 * fewer than two members in a group there is no interval: the bounds are null and `reason` says why.
 */
export const campaignDifferenceSchema = z.object({
  metric: z.enum(campaignResultMetrics),
  treated: z.number(),
  holdout: z.number(),
  difference: z.number(),
  ci95_low: z.number().nullable(),
  ci95_high: z.number().nullable(),
  significant: z.boolean(),
  reason: z.string().nullable(),
});

export const campaignResultsSchema = z.object({
  /** From the first member's joining until the campaign's end, or now. */
  from: z.string().nullable(),
  to: z.string(),
  treated: campaignGroupResultSchema,
  holdout: campaignGroupResultSchema,
  differences: z.array(campaignDifferenceSchema),
  /** XP the campaign credited, net of reversals, and the number of credits. */
  xp_spent: z.number().int(),
  credits: z.number().int(),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

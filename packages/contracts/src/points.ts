// Points screens: rewards bought with XP (/exchange), offers, the marathon quiz, sales points and brand stores.
import { z } from 'zod';
import { parseStoreHours } from '@loyalty/domain/store-hours';
import { brandSchema } from './brand.ts';
import { serialIdParamSchema, serialIdSchema } from './ids.ts';
import { recipientSchema, refSchema } from './orders.ts';

// ---------------------------------------------------------------------------------------------------------------------
// Exchange: rewards bought with XP.

export const rewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().describe('Image URL (relative to the app)'),
  xp_price: z.number().int().positive(),
  active: z.boolean(),
  inactive_reason: z.string().nullable().describe('Why an inactive reward cannot be taken (Ukrainian); null when active'),
  stock: z.number().int().nonnegative().nullable().describe('Units left; null means unlimited'),
  affordable: z.boolean().describe("The session's balance covers xp_price"),
});
export type Reward = z.infer<typeof rewardSchema>;

export const exchangeListQuerySchema = z.object({ product: brandSchema });
export type ExchangeListQuery = z.infer<typeof exchangeListQuerySchema>;
export const exchangeListResponseSchema = z.object({ rewards: z.array(rewardSchema) });

export const exchangeRewardQuerySchema = z.object({ id: serialIdParamSchema, product: brandSchema });
export const exchangeRewardResponseSchema = z.object({ reward: rewardSchema });

/** Where a reward goes (decision 0084): a Nova Poshta branch of a city, both Refs from /api/novaposhta; free. */
export const rewardBranchSchema = z.object({
  cityRef: refSchema,
  branchRef: refSchema,
});
export const redeemRewardBodySchema = z.object({
  reward_id: serialIdSchema,
  product: brandSchema,
  delivery: rewardBranchSchema,
  recipient: recipientSchema,
});
export type RedeemRewardBody = z.infer<typeof redeemRewardBodySchema>;

export const rewardRedemptionStatusSchema = z
  .enum(['placed', 'sent', 'received', 'cancelled'])
  .describe('placed (the shop prepares it) → sent (waybill_number set) → received; cancelled: the XP came back');
export type RewardRedemptionStatus = z.infer<typeof rewardRedemptionStatusSchema>;

/** The branch and recipient as stored: names and number from the delivery directory, never the client's. */
export const rewardDeliverySchema = z.object({
  city_ref: z.string(),
  city: z.string(),
  branch_ref: z.string(),
  branch_number: z.string(),
  branch: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});
export type RewardDelivery = z.infer<typeof rewardDeliverySchema>;

export const rewardRedemptionSchema = z.object({
  id: z.number().int(),
  reward_id: z.number().int(),
  reward_title: z.string(),
  reward_image: z.string(),
  xp: z.number().int().positive(),
  created_at: z.string().describe('ISO 8601'),
  status: rewardRedemptionStatusSchema,
  delivery: rewardDeliverySchema.nullable().describe('null for a redemption made before rewards were delivered'),
  waybill_number: z.string().nullable().describe('The Nova Poshta waybill (ТТН) once sent'),
  sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type RewardRedemption = z.infer<typeof rewardRedemptionSchema>;

export const myRedemptionsQuerySchema = z.object({ product: brandSchema });
export const myRedemptionsResponseSchema = z.object({ redemptions: z.array(rewardRedemptionSchema) });
/** Errors: 409 reward_inactive (message = the reason), 409 out_of_stock, 409 insufficient_xp, 404 not_found. */
export const redeemRewardResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  redemption: rewardRedemptionSchema,
});

export const rewardErrorCodes = ['reward_inactive', 'out_of_stock', 'insufficient_xp'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// Offers.

export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body_html: z.string().describe('Sanitised on the server (allowlisted markup only)'),
  image: z.string(),
  valid_from: z.string().describe('ISO 8601'),
  valid_to: z.string().describe('ISO 8601'),
});
export type Offer = z.infer<typeof offerSchema>;
export const offersQuerySchema = z.object({ product: brandSchema });
export type OffersQuery = z.infer<typeof offersQuerySchema>;
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });

// ---------------------------------------------------------------------------------------------------------------------
// Marathon: quiz campaigns that credit XP once per customer per campaign.

export const campaignStatuses = ['upcoming', 'active', 'ended'] as const;

/** A question as the client sees it: never the correct answer. */
export const quizQuestionSchema = z.object({ id: z.string(), text: z.string(), options: z.array(z.string()) });

export const quizCampaignSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  xp_reward: z.number().int().nonnegative(),
  pass_score: z.number().int().nonnegative().describe('Correct answers needed for the reward'),
  starts_at: z.string().describe('ISO 8601'),
  ends_at: z.string().describe('ISO 8601'),
  status: z.enum(campaignStatuses),
  completed: z.boolean().describe('This customer has passed it (and got its XP)'),
  questions: z.array(quizQuestionSchema),
});
export type QuizCampaign = z.infer<typeof quizCampaignSchema>;
export const marathonQuerySchema = z.object({ product: brandSchema });
export type MarathonQuery = z.infer<typeof marathonQuerySchema>;
export const marathonResponseSchema = z.object({ campaigns: z.array(quizCampaignSchema) });

export const marathonAnswerBodySchema = z.object({
  campaign_id: serialIdSchema,
  /** Question id → index of the chosen option. Every question of the campaign must be answered. */
  answers: z.record(z.string().min(1).max(64), z.number().int().nonnegative().max(99)),
  product: brandSchema,
});
export type MarathonAnswerBody = z.infer<typeof marathonAnswerBodySchema>;
/** credited: XP credited by this attempt (0 when failed or when the campaign was already passed). 409 campaign_not_active. */
export const marathonAnswerResponseSchema = z.object({
  score: z.number().int().nonnegative(),
  passed: z.boolean(),
  credited: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------------------------------
// Sales points (/go-buy) and brand stores (/glo-studio).

export const storeKinds = ['sales_point', 'brand_store'] as const;
export const storesQuerySchema = z.object({
  product: brandSchema,
  kind: z.enum(storeKinds),
  /** Matches name, city or address, case-insensitive, as plain text (no wildcards). */
  q: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
});
export type StoresQuery = z.infer<typeof storesQuerySchema>;

/**
 * The hours text of a store, in the one format the app reads («Відчинено зараз», docs/decisions/0082): rules separated
 * by commas, each days then a span, «вихідний» or «цілодобово» — «Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00»,
 * «Щодня 07:00–23:00», «Пт–Сб 20:00–02:00» (past midnight), «Цілодобово». A later rule replaces an earlier one for its
 * days; days no rule names are closed. Whoever writes a store's hours validates them with this; the grammar is
 * @loyalty/domain/store-hours, which the app reads them with.
 */
export const storeHoursSchema = z
  .string()
  .trim()
  .max(200)
  .refine((text) => parseStoreHours(text) !== null, {
    message: 'Формат: «Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00», «Щодня 07:00–23:00» або «Цілодобово»',
  });

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  map_url: z.string().describe('A maps link with the route to the coordinates'),
});
export type Store = z.infer<typeof storeSchema>;
export const storesResponseSchema = z.object({ stores: z.array(storeSchema) });

// Invite-a-friend calls of spec section 7 (Invite, GET /api/user/get-referrals) and the invite FAQ list.
import { z } from 'zod';
import { serialIdSchema } from './ids.ts';
import { productOrMainShopSchema } from './brand.ts';

export const referralStatuses = ['pending', 'rewarded', 'reversed', 'capped'] as const;
export const referralStatusSchema = z.enum(referralStatuses);

export const invitePromoCodeQuerySchema = z.object({ product: productOrMainShopSchema });
export type InvitePromoCodeQuery = z.infer<typeof invitePromoCodeQuerySchema>;
/** The session customer's own member-get-member code of brand `product`, made on the first ask and stable after. */
export const invitePromoCodeResponseSchema = z.object({
  msg: z.string(),
  consumer: z.object({ memberGetMemberCode: z.string().describe("'REW-' and 8 letters or digits") }),
  /** The programme as configured, for the offer and calculator pages. */
  rules: z.object({ rewardXp: z.number().int().nonnegative(), monthlyCap: z.number().int().nonnegative() }),
});
export type InvitePromoCodeResponse = z.infer<typeof invitePromoCodeResponseSchema>;

export const veloMgmBodySchema = z.object({
  shopifyId: serialIdSchema.describe("The session's ogo customer id; anyone else's is 403"),
  ogoApiToken: z.string().min(1).max(500).describe('The ogo token of this session (GET /api/auth/get-ogo-token)'),
});
export type VeloMgmBody = z.infer<typeof veloMgmBodySchema>;
export const veloMgmResponseSchema = z.object({ discount_code: z.string() });
export type VeloMgmResponse = z.infer<typeof veloMgmResponseSchema>;

export const referralsQuerySchema = z.object({ product: productOrMainShopSchema });
export type ReferralsQuery = z.infer<typeof referralsQuerySchema>;
export const referralSchema = z.object({
  id: z.number().int(),
  phone: z.string().describe('The invited person, masked (+380 67 *** 45 67)'),
  status: referralStatusSchema,
  reward_xp: z.number().int().nonnegative().describe('XP credited for this friend; 0 until rewarded, and when capped'),
  created_at: z.string().describe('When the friend placed the order with the code (ISO 8601)'),
  rewarded_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralsResponseSchema = z.object({
  list: z.array(referralSchema),
  totals: z.object({
    invited: z.number().int().nonnegative(),
    pending: z.number().int().nonnegative(),
    rewarded: z.number().int().nonnegative(),
    capped: z.number().int().nonnegative(),
    reversed: z.number().int().nonnegative(),
    xp: z.number().int().describe('XP earned and kept: rewards of referrals still rewarded'),
  }),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

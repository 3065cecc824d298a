// What the customer is shown of campaigns (decision 0062): the running campaigns of a brand they qualify for now, in
// a few words ("×2 XP за стіки") with their end. Never a campaign's rules, budget, holdout or results.
import { z } from 'zod';
import { brandSchema } from './brand.ts';
import { campaignTriggerSchema } from './campaigns.ts';

export const getCampaignsQuerySchema = z.object({ v: brandSchema });

export const customerCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** domain/campaign-description.ts: "×2 XP за стіки", "+100 XP за перше замовлення". */
  description: z.string(),
  /** What earns it: a scan (pack_code_credited, nth_scan_of_month), an order, … */
  trigger: campaignTriggerSchema,
  /** The instant it stops (exclusive); null when it runs until ended by hand. */
  ends_at: z.string().nullable(),
});
export type CustomerCampaign = z.infer<typeof customerCampaignSchema>;

export const getCampaignsResponseSchema = z.object({ campaigns: z.array(customerCampaignSchema) });
export type GetCampaignsResponse = z.infer<typeof getCampaignsResponseSchema>;

// Which running campaigns a customer is shown (decision 0062): those they could earn from now. A campaign's fact
// decides the rest (which code, which order); what is known without the fact is checked here, so the app never
// promises what the next scan cannot give.
import {
  campaignRunsAt,
  effectsOf,
  factMatches,
  limitReached,
  needsSegments,
  needsTier,
  type CampaignEffect,
  type CampaignLimits,
  type CampaignRules,
  type CreditCounts,
} from './campaigns.ts';

export interface ShownCampaign extends CampaignRules {
  limits: CampaignLimits;
  budgetXp: number | null;
  spentXp: number;
  effect: CampaignEffect;
  extraEffects?: readonly CampaignEffect[] | null;
}

/** What is known of the customer before any fact; only read for the campaigns that need it. */
export interface CustomerStanding {
  /** In the campaign's holdout: shown nothing (seeing it would bias the measure). */
  inHoldout: boolean;
  /** The customer's credits of this campaign today, this week, this month and ever. */
  credits: CreditCounts;
  /** Their first credited scan / first paid order is behind them: a first-time-only campaign cannot apply. */
  firstScanUsed: boolean;
  firstOrderUsed: boolean;
  /** Credited scans this Kyiv month: the Nth scan of the month is already past when it is N or more. */
  monthScans: number;
  /** Of the segments the campaign names, those the customer is in (read only for campaigns with a segment condition). */
  segmentIds?: ReadonlySet<number>;
  /** The customer's tier level now, null without one (read only for campaigns with a tier condition). */
  tierLevelId?: number | null;
}

/** Triggers a customer acts on. A registration is behind anyone signed in; a custom event is the operators'. */
const customerTriggers = new Set(['pack_code_credited', 'nth_scan_of_month', 'order_paid', 'referral_first_order']);

export function campaignShownTo(campaign: ShownCampaign, standing: CustomerStanding, at: Date): boolean {
  if (!customerTriggers.has(campaign.trigger) || !campaignRunsAt(campaign, at)) return false;
  if (campaign.budgetXp !== null && campaign.spentXp >= campaign.budgetXp) return false;
  if (standing.inHoldout) return false;
  // A campaign that only sends a message promises nothing to earn.
  if (effectsOf(campaign).every((effect) => effect.kind === 'message')) return false;
  // Segment and tier conditions, by the engine's own rule on what the engine would load at the fact.
  const { segment_ids: segmentIds, tier_level_ids: tierLevelIds } = campaign.conditions;
  if (needsSegments(campaign.conditions) || needsTier(campaign.conditions)) {
    const standingOnly = { ...campaign, conditions: { segment_ids: segmentIds, tier_level_ids: tierLevelIds } };
    const fact = { trigger: campaign.trigger, brand: campaign.brand, at, baseXp: 0, items: [] };
    if (!factMatches(standingOnly, { ...fact, segmentIds: standing.segmentIds, tierLevelId: standing.tierLevelId })) return false;
  }
  // Today's day of week and the hour window, by the engine's own rule (a fact of this trigger now, with no items).
  const { days_of_week, time_from, time_until } = campaign.conditions;
  const clock = { ...campaign, conditions: { days_of_week, time_from, time_until } };
  if (!factMatches(clock, { trigger: campaign.trigger, brand: campaign.brand, at, baseXp: 0, items: [] })) return false;
  const { first_time_only: firstOnly, nth_scan: nth } = campaign.conditions;
  if (firstOnly && campaign.trigger === 'pack_code_credited' && standing.firstScanUsed) return false;
  if (firstOnly && campaign.trigger === 'order_paid' && standing.firstOrderUsed) return false;
  if (campaign.trigger === 'nth_scan_of_month' && nth !== undefined && standing.monthScans >= nth) return false;
  return !limitReached(campaign.limits, standing.credits);
}

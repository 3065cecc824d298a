// What a customer is shown of the running campaigns of their brand (decision 0062): the ones they could earn from
// now, in a few words. The holdout sees none of them, and nothing of a campaign's rules, budget or results leaves.
import type { Brand } from '@loyalty/contracts/brand';
import type { CustomerCampaign } from '@loyalty/contracts/customer-campaigns';
import type { Executor } from '@loyalty/db/client';
import type { CampaignRow } from '@loyalty/db/schema';
import { describeCampaign } from '@loyalty/domain/campaign-description';
import { campaignShownTo, type CustomerStanding } from '@loyalty/domain/campaign-eligibility';
import { campaignRunsAt, hasLimits, inHoldout, limitPeriodStarts, needsSegments, needsTier } from '@loyalty/domain/campaigns';
import { kyivMonthStart } from '@loyalty/domain/kyiv-time';
import { countOtherPaidOrders } from '../orders/repository.ts';
import { creditedScansSince, hasCreditedScan } from '../scan/repository.ts';
import { segmentMembership } from '../segments/service.ts';
import { tierOf } from '../tiers/service.ts';
import type { CampaignEngine } from './engine.ts';
import { creditCounts, spentXpOf } from './repository.ts';

const noCredits = { day: 0, week: 0, month: 0, campaign: 0 };

/** A fact of the customer read at most once per call, and only when a campaign needs it. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= read());
}

export async function campaignsShownTo(
  executor: Executor,
  engine: CampaignEngine,
  customerId: number,
  brand: Brand,
  at: Date = new Date(),
): Promise<CustomerCampaign[]> {
  // The engine's cached list of running campaigns (one indexed query at most every few seconds per app).
  const running = (await engine.running(executor)).filter((row) => row.brand === brand && campaignRunsAt(row, at));
  const firstScanUsed = once(() => hasCreditedScan(executor, customerId));
  const firstOrderUsed = once(async () => (await countOtherPaidOrders(executor, customerId, 0)) > 0);
  const monthScans = once(async () => (await creditedScansSince(executor, customerId, kyivMonthStart(at))).scans);
  const periods = limitPeriodStarts(at);
  // A campaign whose budget is spent is not shown: the budgeted ones' slots are summed in one query.
  const spent = await spentXpOf(
    executor,
    running.filter((row) => row.budgetXp !== null).map((row) => row.id),
  );
  // Segments and the tier, through the functions the engine asks at a fact, read only for campaigns that name them:
  // each segment once, the tier once, nothing when no campaign has such a condition.
  const memberships = new Map<number, Promise<boolean>>();
  const inSegment = (id: number) => {
    let member = memberships.get(id);
    if (!member) memberships.set(id, (member = segmentMembership(executor, id, customerId)));
    return member;
  };
  const tierLevelId = once(async () => (await tierOf(executor, customerId, brand))?.level.id ?? null);
  const shown: CampaignRow[] = [];
  for (const row of running.sort((a, b) => a.id - b.id)) {
    const conditions = row.conditions;
    const standing: CustomerStanding = {
      inHoldout: inHoldout(row.id, customerId, row.holdoutPercent),
      credits: hasLimits(row.limits) ? await creditCounts(executor, row.id, customerId, periods) : noCredits,
      firstScanUsed: conditions.first_time_only && row.trigger === 'pack_code_credited' ? await firstScanUsed() : false,
      firstOrderUsed: conditions.first_time_only && row.trigger === 'order_paid' ? await firstOrderUsed() : false,
      monthScans: row.trigger === 'nth_scan_of_month' ? await monthScans() : 0,
    };
    if (needsSegments(conditions)) {
      const ids = conditions.segment_ids ?? [];
      const member = await Promise.all(ids.map((id) => inSegment(id)));
      standing.segmentIds = new Set(ids.filter((_, index) => member[index]));
    }
    if (needsTier(conditions)) standing.tierLevelId = await tierLevelId();
    if (campaignShownTo({ ...row, spentXp: spent.get(row.id) ?? 0 }, standing, at)) shown.push(row);
  }
  return shown.map((row) => ({
    id: row.id,
    name: row.name,
    description: describeCampaign(row),
    trigger: row.trigger,
    ends_at: row.endsAt?.toISOString() ?? null,
  }));
}

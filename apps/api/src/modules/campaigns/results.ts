// A campaign's results (decision 0061): its treated members against its holdout, each member counted from their first
// matching fact until the campaign's end (or now): credited scans, paid orders and their money per customer, and the
// difference of the means with Welch's 95 % interval (domain's statistics). Members are read in keyset pages and
// folded one pass per group, so a million members need no array of them.
import { campaignResultMetrics, type CampaignResults } from '@loyalty/contracts/campaigns';
import type { Executor } from '@loyalty/db/client';
import { RunningSummary, welchInterval, type SampleSummary } from '@loyalty/domain/statistics';
import { notFound } from '../../lib/domain-error.ts';
import { paidOrdersBetweenSql } from '../orders/repository.ts';
import { creditedScansBetweenSql } from '../scan/repository.ts';
import { findCampaign, memberOutcomesPage, spentOf, type MemberOutcome } from './repository.ts';
import { sql } from 'drizzle-orm';

const pageSize = 5_000;
type Metric = (typeof campaignResultMetrics)[number];
const valueOf: Record<Metric, (member: MemberOutcome) => number> = {
  scans_per_customer: (member) => member.scans,
  orders_per_customer: (member) => member.orders,
  revenue_per_customer_kop: (member) => member.revenueKop,
};

/** Running means and variances of every metric of one group, fed member by member. */
class GroupFold {
  private readonly running = {
    scans_per_customer: new RunningSummary(),
    orders_per_customer: new RunningSummary(),
    revenue_per_customer_kop: new RunningSummary(),
  };

  add(member: MemberOutcome): void {
    for (const metric of campaignResultMetrics) this.running[metric].add(valueOf[metric](member));
  }

  summaries(): Record<Metric, SampleSummary> {
    return {
      scans_per_customer: this.running.scans_per_customer.summary(),
      orders_per_customer: this.running.orders_per_customer.summary(),
      revenue_per_customer_kop: this.running.revenue_per_customer_kop.summary(),
    };
  }
}

function groupOf(summaries: Record<Metric, SampleSummary>): CampaignResults['treated'] {
  return {
    customers: summaries.scans_per_customer.n,
    scans_per_customer: summaries.scans_per_customer.mean,
    orders_per_customer: summaries.orders_per_customer.mean,
    revenue_per_customer_kop: summaries.revenue_per_customer_kop.mean,
  };
}

export async function campaignResults(executor: Executor, id: number, now = new Date()): Promise<CampaignResults> {
  const campaign = await findCampaign(executor, id);
  if (!campaign) throw notFound('There is no such campaign.');
  // Until its end; a campaign ended by hand without an end date ends when it was last changed (the end move).
  const end = campaign.endsAt ?? (campaign.status === 'ended' ? campaign.updatedAt : now);
  const to = end < now ? end : now;
  const folds = { treated: new GroupFold(), holdout: new GroupFold() };
  let after = 0;
  for (;;) {
    const page = await memberOutcomesPage(executor, {
      campaignId: id,
      to,
      afterCustomerId: after,
      limit: pageSize,
      scans: (from, until) => creditedScansBetweenSql(sql`m.customer_id`, from, until),
      orders: (from, until) => paidOrdersBetweenSql(sql`m.customer_id`, from, until),
    });
    for (const member of page) folds[member.group].add(member);
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = last.customerId;
  }
  const treated = folds.treated.summaries();
  const holdout = folds.holdout.summaries();
  const spent = await spentOf(executor, id);
  return {
    from: spent.firstAt?.toISOString() ?? null,
    to: to.toISOString(),
    treated: groupOf(treated),
    holdout: groupOf(holdout),
    differences: campaignResultMetrics.map((metric) => {
      const interval = welchInterval(treated[metric], holdout[metric]);
      return {
        metric,
        treated: treated[metric].mean,
        holdout: holdout[metric].mean,
        difference: interval.difference,
        ci95_low: interval.low,
        ci95_high: interval.high,
        significant: interval.significant,
        reason: interval.reason,
      };
    }),
    xp_spent: spent.xp,
    credits: spent.credits,
  };
}

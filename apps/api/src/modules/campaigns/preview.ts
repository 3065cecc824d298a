// A campaign's preview (decision 0061): the last 30 days of facts of the campaign's brand and trigger, read from their
// owners in keyset pages (the next page is asked for while the current one is folded), folded in Node through
// domain's CampaignReplay, the rules the engine applies to live facts. SQL narrows by brand, trigger and dates; what
// a fact needs beyond its row (the code's place in the catalogue, an order's lines, whether it is the customer's
// first, its number in the Kyiv month) is asked only when the campaign's conditions read it.
import type { Brand } from '@loyalty/contracts/brand';
import type { CampaignPreview } from '@loyalty/contracts/campaigns';
import type { Executor } from '@loyalty/db/client';
import {
  CampaignReplay,
  needsCatalogue,
  needsSegments,
  needsTier,
  type CampaignFact,
  type FactItem,
  type ReplayCampaign,
} from '@loyalty/domain/campaigns';
import { addCalendarDays, kyivCalendarDate, kyivMonthStart } from '@loyalty/domain/kyiv-time';
import { maxLedgerAmount } from '../loyalty/ledger.ts';
import { customersPaidBefore, paidOrderFactsPage, referralFirstOrderFactsPage } from '../orders/repository.ts';
import { creditedScanCountsOf, creditedScanFactsPage } from '../scan/repository.ts';
import { segmentMembership } from '../segments/service.ts';
import { tierOf } from '../tiers/service.ts';
import { registrationFactsPage } from '../user/repository.ts';
import { customEventFactsPage } from './custom-events.ts';
import { orderFactItems } from './order-events.ts';

export const previewDays = 30;
const pageSize = 5_000;

export interface PreviewInput extends ReplayCampaign {
  brand: Brand;
}

interface Window {
  from: Date;
  to: Date;
}

type Key = { atUs: number; id: number } | null;

/** Reads pages one ahead: the next page's query runs while the caller folds the current one. */
async function* pages<Row extends { atUs: number; id: number }>(read: (after: Key) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let current = await read(null);
  while (current.length > 0) {
    const last = current.at(-1);
    const next = current.length === pageSize && last ? read({ atUs: last.atUs, id: last.id }) : Promise.resolve([]);
    // A rejected read ahead is awaited in the next turn; catching here only keeps it from being reported unhandled.
    next.catch(() => undefined);
    yield current;
    current = await next;
  }
}

/** Kyiv's month start of an instant, by UTC hour (Kyiv's offsets are whole hours, so a month starts on one). */
function monthStartByHour(): (atMs: number) => number {
  const cache = new Map<number, number>();
  return (atMs) => {
    const hour = Math.floor(atMs / 3_600_000);
    let start = cache.get(hour);
    if (start === undefined) {
      start = kyivMonthStart(new Date(atMs)).getTime();
      cache.set(hour, start);
    }
    return start;
  };
}

/**
 * The customer's segments and tier, as they stand now, for campaigns with such conditions (history keeps neither):
 * asked once per customer of the window, through the owners' calls, and only when the campaign names them.
 */
class CustomerConditions {
  private readonly known = new Map<number, { segmentIds: Set<number>; tierLevelId: number | null }>();
  private readonly segments: number[];
  private readonly tier: boolean;

  constructor(
    private readonly executor: Executor,
    private readonly campaign: PreviewInput,
  ) {
    this.segments = needsSegments(campaign.conditions) ? (campaign.conditions.segment_ids ?? []) : [];
    this.tier = needsTier(campaign.conditions);
  }

  async load(customerIds: Iterable<number>): Promise<void> {
    if (this.segments.length === 0 && !this.tier) return;
    for (const customerId of new Set(customerIds)) {
      if (this.known.has(customerId)) continue;
      const segmentIds = new Set<number>();
      for (const id of this.segments) if (await segmentMembership(this.executor, id, customerId)) segmentIds.add(id);
      const tierLevelId = this.tier ? ((await tierOf(this.executor, customerId, this.campaign.brand))?.level.id ?? null) : null;
      this.known.set(customerId, { segmentIds, tierLevelId });
    }
  }

  apply(customerId: number, fact: CampaignFact): CampaignFact {
    const known = this.known.get(customerId);
    if (known) {
      fact.segmentIds = known.segmentIds;
      fact.tierLevelId = known.tierLevelId;
    }
    return fact;
  }
}

async function replayScans(
  executor: Executor,
  campaign: PreviewInput,
  window: Window,
  replay: CampaignReplay,
  customers: CustomerConditions,
): Promise<void> {
  const conditions = campaign.conditions;
  const nth = campaign.trigger === 'nth_scan_of_month';
  const firstOnly = conditions.first_time_only === true;
  const catalogue = needsCatalogue(conditions);
  /** Credited scans counted so far: ever (first time only) or in the Kyiv month of `month` (the Nth scan). */
  const counted = new Map<number, { month: number; scans: number }>();
  const monthOf = monthStartByHour();
  const windowMonth = kyivMonthStart(window.from);
  for await (const page of pages((after) =>
    creditedScanFactsPage(executor, { brand: campaign.brand, ...window, after, limit: pageSize, catalogue }),
  )) {
    await customers.load(page.map((row) => row.customerId));
    if (nth || firstOnly) {
      const newcomers = [...new Set(page.map((row) => row.customerId))].filter((id) => !counted.has(id));
      const before = await creditedScanCountsOf(executor, newcomers, nth ? windowMonth : new Date(0), window.from);
      for (const id of newcomers) counted.set(id, { month: windowMonth.getTime(), scans: before.get(id) ?? 0 });
    }
    for (const row of page) {
      const atMs = row.atUs / 1000;
      const fact: CampaignFact = {
        trigger: campaign.trigger,
        brand: campaign.brand,
        at: new Date(atMs),
        baseXp: row.xp,
        items: [{ kind: row.kind, variantId: row.variantId, productId: row.productId, categoryId: row.categoryId }],
      };
      const count = counted.get(row.customerId);
      if (count) {
        const month = nth ? monthOf(atMs) : count.month;
        if (month !== count.month) {
          count.month = month;
          count.scans = 0;
        }
        count.scans += 1;
        fact.firstTime = count.scans === 1;
        fact.monthScanNumber = count.scans;
      }
      replay.add(row.customerId, customers.apply(row.customerId, fact));
    }
  }
}

async function replayOrders(
  executor: Executor,
  campaign: PreviewInput,
  window: Window,
  replay: CampaignReplay,
  customers: CustomerConditions,
): Promise<void> {
  const conditions = campaign.conditions;
  const withItems = (conditions.code_kinds?.length ?? 0) > 0 || needsCatalogue(conditions);
  // A friend's first order is the inviter's fact; the engine asks no "first time" of it, so neither does the replay.
  const referral = campaign.trigger === 'referral_first_order';
  const firstOnly = conditions.first_time_only === true && !referral;
  const paidBefore = new Map<number, boolean>();
  const read = referral ? referralFirstOrderFactsPage : paidOrderFactsPage;
  for await (const page of pages((after) => read(executor, { brand: campaign.brand, ...window, after, limit: pageSize }))) {
    await customers.load(page.map((row) => row.customerId));
    const items = withItems
      ? await orderFactItems(
          executor,
          page.map((row) => row.id),
        )
      : new Map<number, FactItem[]>();
    if (firstOnly) {
      const newcomers = [...new Set(page.map((row) => row.customerId))].filter((id) => !paidBefore.has(id));
      const paid = await customersPaidBefore(executor, newcomers, window.from);
      for (const id of newcomers) paidBefore.set(id, paid.has(id));
    }
    for (const row of page) {
      const fact: CampaignFact = {
        trigger: campaign.trigger,
        brand: campaign.brand,
        at: new Date(row.atUs / 1000),
        baseXp: 0,
        items: items.get(row.id) ?? [],
      };
      if (firstOnly) {
        fact.firstTime = paidBefore.get(row.customerId) === false;
        paidBefore.set(row.customerId, true);
      }
      replay.add(row.customerId, customers.apply(row.customerId, fact));
    }
  }
}

/**
 * Facts with no XP or items of their own, one per row (a registration, a custom event), as the engine sees them:
 * `fact` says what every one of them is, the row when and whose.
 */
async function replayPlainFacts(
  read: (after: Key) => Promise<{ id: number; atUs: number; customerId: number }[]>,
  fact: Omit<CampaignFact, 'at' | 'baseXp' | 'items'>,
  replay: CampaignReplay,
  customers: CustomerConditions,
): Promise<void> {
  for await (const page of pages(read)) {
    await customers.load(page.map((row) => row.customerId));
    for (const row of page) {
      const at = new Date(row.atUs / 1000);
      replay.add(row.customerId, customers.apply(row.customerId, { ...fact, at, baseXp: 0, items: [] }));
    }
  }
}

/**
 * What the campaign would have done over the last 30 days. Its own dates and status are not applied (the question is
 * what its rules would have done had they run then); an unsaved draft's holdout is estimated with the hash of id 0,
 * a saved campaign's is its own customers'. A referral's first order is the paid order that settled it, the inviter's
 * fact; a custom event is the ops command's record of it. Segment and tier conditions are read as they stand now
 * (neither keeps its history), once per customer of the window.
 */
export async function previewCampaign(executor: Executor, campaign: PreviewInput, now = new Date()): Promise<CampaignPreview> {
  const window: Window = { from: new Date(now.getTime() - previewDays * 86_400_000), to: now };
  const replay = new CampaignReplay(campaign, maxLedgerAmount);
  const customers = new CustomerConditions(executor, campaign);
  if (campaign.trigger === 'pack_code_credited' || campaign.trigger === 'nth_scan_of_month') {
    await replayScans(executor, campaign, window, replay, customers);
  } else if (campaign.trigger === 'order_paid' || campaign.trigger === 'referral_first_order') {
    await replayOrders(executor, campaign, window, replay, customers);
  } else if (campaign.trigger === 'registration') {
    const read = (after: Key) => registrationFactsPage(executor, { brand: campaign.brand, ...window, after, limit: pageSize });
    await replayPlainFacts(read, { trigger: 'registration', brand: campaign.brand, firstTime: true }, replay, customers);
  } else if (campaign.trigger === 'custom_event' && campaign.conditions.event_name !== undefined) {
    // Custom events of the campaign's event name (decision 0070), as the ops command recorded them; the contract
    // requires the name, and without one no recorded event is the campaign's. No "first time" is asked of an event.
    const name = campaign.conditions.event_name;
    const read = (after: Key) =>
      customEventFactsPage(executor, { brand: campaign.brand, name, ...window, after, limit: pageSize });
    await replayPlainFacts(read, { trigger: 'custom_event', brand: campaign.brand, eventName: name }, replay, customers);
  }
  const result = replay.result();
  const totals = new Map(result.byDay.map((day) => [day.date, day]));
  const byDay: CampaignPreview['by_day'] = [];
  const last = kyivCalendarDate(now);
  for (let date = kyivCalendarDate(window.from); date <= last; date = addCalendarDays(date, 1)) {
    const day = totals.get(date);
    byDay.push({ date, credits: day?.credits ?? 0, xp: day?.xp ?? 0 });
  }
  return {
    days: previewDays,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    facts_scanned: result.factsScanned,
    facts_matched: result.factsMatched,
    customers_reached: result.customersReached,
    credits: result.credits,
    xp_cost: result.xp,
    budget_exhausted_at: result.budgetExhaustedAt?.toISOString() ?? null,
    holdout_customers_estimate: result.holdoutCustomers,
    by_day: byDay,
  };
}

// Pure rules of marketing campaigns (decision 0059): whether a fact (a credited pack code, a paid order, a
// registration…) matches a campaign's trigger and conditions, how many XP its effect adds, whether a customer's limits
// are reached in the Kyiv calendar, and the stable holdout. No I/O: the API's campaigns module feeds them.
import { addCalendarDays, kyivCalendarDate, kyivClock, kyivDayStart, kyivMonthStart } from './kyiv-time.ts';

/** What starts a campaign's effect; each is one fact of the programme, recorded in the fact's own transaction. */
export const campaignTriggers = [
  'pack_code_credited',
  'order_paid',
  'registration',
  'referral_first_order',
  'nth_scan_of_month',
  'custom_event',
] as const;
export type CampaignTrigger = (typeof campaignTriggers)[number];

/** Triggers whose fact carries XP of its own (the pack code's), so a multiplier has a base to multiply. */
export const triggersWithBaseXp: readonly CampaignTrigger[] = ['pack_code_credited', 'nth_scan_of_month'];

export const campaignStatuses = ['draft', 'scheduled', 'active', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export type PackKind = 'sticks' | 'velo';

/** Every condition is optional; a campaign without one matches every fact of its trigger and brand. */
export interface CampaignConditions {
  /** Pack code kinds (sticks, velo) of the code, or of a line of the order. */
  code_kinds?: PackKind[];
  /** Products, categories (primary collection) or variants of the code or of an order line: any one matches. */
  product_ids?: number[];
  category_ids?: number[];
  variant_ids?: number[];
  /** ISO days of week in Kyiv: 1 Monday … 7 Sunday. */
  days_of_week?: number[];
  /** Kyiv wall clock window, HH:MM, from inclusive, until exclusive; until before from spans midnight. */
  time_from?: string;
  time_until?: string;
  /** Only the customer's first fact of this kind ever (first credited scan, first paid order). */
  first_time_only?: boolean;
  /** nth_scan_of_month: the credited scan of the Kyiv month that counts (3: the third). */
  nth_scan?: number;
  /** custom_event: the event's name, as the ops command sends it. */
  event_name?: string;
  /** The customer is in any of these segments (of the campaign's brand), as the segments' rules stand at the fact. */
  segment_ids?: number[];
  /** The customer's current tier level is one of these (levels of the brand's tier set). */
  tier_level_ids?: number[];
}

/** Credits per customer in each Kyiv calendar period (a week starts on Monday) and over the campaign. */
export interface CampaignLimits {
  per_day?: number;
  per_week?: number;
  per_month?: number;
  per_campaign?: number;
}

/** An effect that credits XP: a ledger entry of the campaign's own. */
export type XpEffect =
  | { kind: 'fixed_xp'; xp: number }
  /** The credit becomes base × factor: the campaign's entry holds the extra, base × (factor − 1), rounded down. */
  | { kind: 'multiplier'; factor: number; max_xp?: number };

export const messageChannels = ['push', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * A message to the customer, enqueued in the fact's transaction and sent after commit (decision 0065): a web push to
 * their devices (title and text) or an SMS (text only).
 */
export interface MessageEffect {
  kind: 'message';
  channel: MessageChannel;
  /** Push only: the notification's title. */
  title?: string;
  text: string;
}

/** A reward of the brand the customer may see and buy from the fact on (a campaign-only reward, decision 0065). */
export interface UnlockRewardEffect {
  kind: 'unlock_reward';
  reward_id: number;
}

export type CampaignEffect = XpEffect | MessageEffect | UnlockRewardEffect;

export function isXpEffect(effect: CampaignEffect): effect is XpEffect {
  return effect.kind === 'fixed_xp' || effect.kind === 'multiplier';
}

/** A campaign's effects: its `effect` and the `extra_effects` that come with it (at most one of them credits XP). */
export function effectsOf(campaign: {
  effect: CampaignEffect;
  extraEffects?: readonly CampaignEffect[] | null;
}): CampaignEffect[] {
  return [campaign.effect, ...(campaign.extraEffects ?? [])];
}

/** The effect that credits XP, if the campaign has one. */
export function xpEffectOf(campaign: {
  effect: CampaignEffect;
  extraEffects?: readonly CampaignEffect[] | null;
}): XpEffect | undefined {
  return effectsOf(campaign).find(isXpEffect);
}

/** One item a fact is about: the pack code, or a line of the order. */
export interface FactItem {
  kind?: PackKind | null;
  productId?: number | null;
  categoryId?: number | null;
  variantId?: number | null;
}

export interface CampaignFact {
  trigger: CampaignTrigger;
  brand: string;
  at: Date;
  /** The fact's own XP (a pack code's credit); 0 for facts without. */
  baseXp: number;
  items: readonly FactItem[];
  /** Whether this is the customer's first fact of its kind; only read by first_time_only campaigns. */
  firstTime?: boolean;
  /** nth_scan_of_month: this scan's number among the month's credited scans of the customer. */
  monthScanNumber?: number;
  eventName?: string;
  /** Of the segments campaigns ask about, those the customer is in; only read by segment conditions. */
  segmentIds?: ReadonlySet<number>;
  /** The customer's current tier level (null: none); only read by tier conditions. */
  tierLevelId?: number | null;
}

/** Whether conditions ask about the customer's segments or tier (the caller then loads them, in the fact's transaction). */
export function needsSegments(conditions: CampaignConditions): boolean {
  return (conditions.segment_ids?.length ?? 0) > 0;
}
export function needsTier(conditions: CampaignConditions): boolean {
  return (conditions.tier_level_ids?.length ?? 0) > 0;
}

export interface CampaignRules {
  id: number;
  brand: string;
  trigger: CampaignTrigger;
  status: CampaignStatus;
  conditions: CampaignConditions;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** ISO day of week (1 Monday … 7 Sunday) of a Kyiv calendar date. */
export function isoDayOfWeek(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Whether the campaign runs at this instant: active, or scheduled and past its start (no job has to move it), and
 * inside [starts_at, ends_at).
 */
export function campaignRunsAt(campaign: Pick<CampaignRules, 'status' | 'startsAt' | 'endsAt'>, at: Date): boolean {
  if (campaign.status !== 'active' && campaign.status !== 'scheduled') return false;
  if (campaign.startsAt && at < campaign.startsAt) return false;
  if (campaign.endsAt && at >= campaign.endsAt) return false;
  return true;
}

function inList<T>(list: readonly T[] | undefined, value: T | null | undefined): boolean {
  return list === undefined || list.length === 0 || (value !== null && value !== undefined && list.includes(value));
}

function itemMatches(conditions: CampaignConditions, item: FactItem): boolean {
  return (
    inList(conditions.code_kinds, item.kind) &&
    inList(conditions.product_ids, item.productId) &&
    inList(conditions.category_ids, item.categoryId) &&
    inList(conditions.variant_ids, item.variantId)
  );
}

/** Whether conditions name products, categories or variants (the caller then loads what the code or lines are). */
export function needsCatalogue(conditions: CampaignConditions): boolean {
  return [conditions.product_ids, conditions.category_ids, conditions.variant_ids].some((list) => (list?.length ?? 0) > 0);
}

function inTimeWindow(conditions: CampaignConditions, at: Date): boolean {
  const { time_from: from, time_until: until } = conditions;
  if (from === undefined && until === undefined) return true;
  const clock = kyivClock(at);
  const start = from ?? '00:00';
  const end = until ?? '24:00';
  // A window that ends before it starts spans midnight (22:00–02:00).
  return start <= end ? clock >= start && clock < end : clock >= start || clock < end;
}

/** Whether the fact matches the campaign: its trigger, brand, running dates and every condition. */
export function factMatches(campaign: CampaignRules, fact: CampaignFact): boolean {
  if (campaign.trigger !== fact.trigger || campaign.brand !== fact.brand) return false;
  if (!campaignRunsAt(campaign, fact.at)) return false;
  const c = campaign.conditions;
  if (c.days_of_week && c.days_of_week.length > 0 && !c.days_of_week.includes(isoDayOfWeek(kyivCalendarDate(fact.at)))) {
    return false;
  }
  if (!inTimeWindow(c, fact.at)) return false;
  if (c.first_time_only && fact.firstTime !== true) return false;
  if (fact.trigger === 'nth_scan_of_month' && c.nth_scan !== undefined && fact.monthScanNumber !== c.nth_scan) return false;
  if (fact.trigger === 'custom_event' && c.event_name !== undefined && fact.eventName !== c.event_name) return false;
  if (needsSegments(c) && !c.segment_ids?.some((id) => fact.segmentIds?.has(id))) return false;
  if (
    needsTier(c) &&
    (fact.tierLevelId === undefined || fact.tierLevelId === null || !c.tier_level_ids?.includes(fact.tierLevelId))
  ) {
    return false;
  }
  const itemFilters = c.code_kinds?.length || needsCatalogue(c);
  if (itemFilters && !fact.items.some((item) => itemMatches(c, item))) return false;
  return true;
}

/** The XP the effect adds for a fact with this base (0: nothing to credit). */
export function effectXp(effect: CampaignEffect | undefined, baseXp: number): number {
  if (effect === undefined || !isXpEffect(effect)) return 0;
  if (effect.kind === 'fixed_xp') return Math.max(0, Math.floor(effect.xp));
  // Whole hundredths of the factor, so 1.1 × 10 is 1, never 0.9999… rounded down to 0.
  const extraHundredths = Math.round((effect.factor - 1) * 100);
  const extra = Math.max(0, Math.floor((Math.max(0, baseXp) * extraHundredths) / 100));
  return effect.max_xp === undefined ? extra : Math.min(extra, effect.max_xp);
}

export interface LimitPeriodStarts {
  day: Date;
  week: Date;
  month: Date;
}

/** The instants today, this week (from Monday) and this month began in Kyiv. */
export function limitPeriodStarts(at: Date): LimitPeriodStarts {
  const today = kyivCalendarDate(at);
  return {
    day: kyivDayStart(today),
    week: kyivDayStart(addCalendarDays(today, 1 - isoDayOfWeek(today))),
    month: kyivMonthStart(at),
  };
}

export interface CreditCounts {
  day: number;
  week: number;
  month: number;
  campaign: number;
}

/** Whether one more credit would pass any of the customer's limits. */
export function limitReached(limits: CampaignLimits, counts: CreditCounts): boolean {
  return (
    (limits.per_day !== undefined && counts.day >= limits.per_day) ||
    (limits.per_week !== undefined && counts.week >= limits.per_week) ||
    (limits.per_month !== undefined && counts.month >= limits.per_month) ||
    (limits.per_campaign !== undefined && counts.campaign >= limits.per_campaign)
  );
}

export function hasLimits(limits: CampaignLimits): boolean {
  return [limits.per_day, limits.per_week, limits.per_month, limits.per_campaign].some((value) => value !== undefined);
}

/**
 * The customer's holdout bucket in a campaign, 0 to 9999: a hash of (campaign, customer), so the same customer is
 * always in the same group of a campaign (never a coin tossed at call time) and groups of two campaigns are independent.
 */
export function holdoutBucket(campaignId: number, customerId: number): number {
  // FNV-1a over the text, then murmur3's finaliser to spread consecutive ids.
  let hash = 0x811c9dc5;
  for (const char of `${campaignId}:${customerId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 10_000;
}

/** In the holdout (gets nothing, measured against the treated) when the bucket falls under holdout_percent. */
export function inHoldout(campaignId: number, customerId: number, holdoutPercent: number): boolean {
  return holdoutBucket(campaignId, customerId) < Math.round(holdoutPercent * 100);
}

/** The status as it stands at `at`: a scheduled campaign past its start is active, a running one past its end ended. */
export function effectiveStatus(campaign: Pick<CampaignRules, 'status' | 'startsAt' | 'endsAt'>, at: Date): CampaignStatus {
  if (campaign.status === 'draft' || campaign.status === 'ended') return campaign.status;
  if (campaign.endsAt && at >= campaign.endsAt) return 'ended';
  if (campaign.status === 'scheduled' && (!campaign.startsAt || at >= campaign.startsAt)) return 'active';
  return campaign.status;
}

/** The ledger's source of a campaign's credit for a fact: one entry per (campaign, fact), ever. */
export function campaignSourceRef(campaignId: number, factType: string, factRef: string): string {
  return `${campaignId}:${factType}:${factRef}`;
}

/**
 * What a campaign gives a customer for a fact that matched: nothing (the holdout), or an amount of XP (maybe 0) and
 * whether anything happens at all (`acts`: XP to credit, or a message or an unlock that needs none).
 */
export type CampaignOffer = { holdout: true } | { holdout: false; xp: number; acts: boolean };

/**
 * The first steps after a match, in the engine's order and the preview's: a holdout customer gets nothing; otherwise
 * the XP effect's XP, capped at what one ledger entry may hold, with the campaign's other effects. Limits and the
 * budget come after, in that order.
 */
export function campaignOffer(
  campaign: {
    id: number;
    holdoutPercent: number | string;
    effect: CampaignEffect;
    extraEffects?: readonly CampaignEffect[] | null;
  },
  customerId: number,
  baseXp: number,
  maxXp: number,
): CampaignOffer {
  if (inHoldout(campaign.id, customerId, Number(campaign.holdoutPercent))) return { holdout: true };
  const xp = Math.min(effectXp(xpEffectOf(campaign), baseXp), maxXp);
  return { holdout: false, xp, acts: xp > 0 || effectsOf(campaign).some((effect) => !isXpEffect(effect)) };
}

/** Whether the budget can pay `xp` more: the engine's conditional spend says the same in SQL. */
export function budgetCovers(budgetXp: number | null, spentXp: number, xp: number): boolean {
  return budgetXp === null || spentXp + xp <= budgetXp;
}

/** A campaign as a replay folds facts through it: its rules with the dates that do not apply to the replay dropped. */
export interface ReplayCampaign {
  id: number;
  brand: string;
  trigger: CampaignTrigger;
  conditions: CampaignConditions;
  limits: CampaignLimits;
  effect: CampaignEffect;
  extraEffects?: readonly CampaignEffect[];
  budgetXp: number | null;
  holdoutPercent: number;
}

export interface ReplayResult {
  factsScanned: number;
  factsMatched: number;
  customersReached: number;
  credits: number;
  xp: number;
  /** The first fact the budget could not pay, or null. */
  budgetExhaustedAt: Date | null;
  holdoutCustomers: number;
  /** Kyiv dates in order with what was credited on each. */
  byDay: { date: string; credits: number; xp: number }[];
}

/**
 * Folds facts, in the order they happened, through a campaign as the engine would have applied them had it run over
 * them: the match (factMatches), the holdout and the effect (campaignOffer), the customer's limits in the Kyiv
 * calendar (limitReached) and the budget spent in fact order (budgetCovers; a fact it cannot pay credits nothing, a
 * later smaller one may still fit, as in the engine). Memory grows with the customers reached, not with the facts.
 */
export class CampaignReplay {
  private readonly rules: CampaignRules;
  private readonly limited: boolean;
  private readonly creditTimes = new Map<number, number[]>();
  private readonly reached = new Set<number>();
  private readonly heldOut = new Set<number>();
  private readonly days = new Map<string, { credits: number; xp: number }>();
  /** Kyiv period starts and dates are constant within a UTC hour (Kyiv's offsets are whole hours). */
  private readonly hourCache = new Map<number, { starts: LimitPeriodStarts; date: string }>();
  private scanned = 0;
  private matched = 0;
  private credits = 0;
  private spent = 0;
  private exhaustedAt: Date | null = null;

  constructor(
    private readonly campaign: ReplayCampaign,
    private readonly maxXp: number,
  ) {
    this.rules = {
      id: campaign.id,
      brand: campaign.brand,
      trigger: campaign.trigger,
      status: 'active',
      conditions: campaign.conditions,
      startsAt: null,
      endsAt: null,
    };
    this.limited = hasLimits(campaign.limits);
  }

  private hourOf(at: Date): { starts: LimitPeriodStarts; date: string } {
    const hour = Math.floor(at.getTime() / 3_600_000);
    let cached = this.hourCache.get(hour);
    if (!cached) {
      cached = { starts: limitPeriodStarts(at), date: kyivCalendarDate(at) };
      this.hourCache.set(hour, cached);
    }
    return cached;
  }

  /** One fact of the customer; facts must come in the order they happened. */
  add(customerId: number, fact: CampaignFact): void {
    this.scanned += 1;
    if (!factMatches(this.rules, fact)) return;
    this.matched += 1;
    const offer = campaignOffer(this.campaign, customerId, fact.baseXp, this.maxXp);
    if (offer.holdout) {
      this.heldOut.add(customerId);
      return;
    }
    if (!offer.acts) return;
    const hour = this.hourOf(fact.at);
    let times: number[] | undefined;
    if (this.limited) {
      times = this.creditTimes.get(customerId) ?? [];
      const { day, week, month } = hour.starts;
      const counts: CreditCounts = { day: 0, week: 0, month: 0, campaign: times.length };
      for (const time of times) {
        if (time >= day.getTime()) counts.day += 1;
        if (time >= week.getTime()) counts.week += 1;
        if (time >= month.getTime()) counts.month += 1;
      }
      if (limitReached(this.campaign.limits, counts)) return;
    }
    if (!budgetCovers(this.campaign.budgetXp, this.spent, offer.xp)) {
      this.exhaustedAt ??= fact.at;
      return;
    }
    if (times) {
      times.push(fact.at.getTime());
      this.creditTimes.set(customerId, times);
    }
    this.spent += offer.xp;
    this.credits += 1;
    this.reached.add(customerId);
    const day = this.days.get(hour.date) ?? { credits: 0, xp: 0 };
    day.credits += 1;
    day.xp += offer.xp;
    this.days.set(hour.date, day);
  }

  result(): ReplayResult {
    return {
      factsScanned: this.scanned,
      factsMatched: this.matched,
      customersReached: this.reached.size,
      credits: this.credits,
      xp: this.spent,
      budgetExhaustedAt: this.exhaustedAt,
      holdoutCustomers: this.heldOut.size,
      byDay: [...this.days.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([date, totals]) => ({ date, ...totals })),
    };
  }
}

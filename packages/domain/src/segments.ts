// Segment rules (decision 0060): a typed set of conditions on a customer record, all of which must hold. The API
// compiles them to one SQL query (modules/segments); `customerMatchesSegment` is the same rule over facts in memory,
// the reference the query is tested against.

/** Each condition is optional; an empty rule set matches every customer of the segment's brand. */
export interface SegmentRules {
  /** No credited scan in the last N days (a customer who never scanned matches too). */
  lastScanMoreThanDays?: number;
  /** The customer's current tier level is one of these. */
  tierLevelIds?: number[];
  /** The city of the customer's last order's delivery, any of these (case and surrounding spaces ignored). */
  lastDeliveryCities?: string[];
  /** Orders placed, inclusive bounds. */
  ordersCount?: { min?: number; max?: number };
  /** XP balance, inclusive bounds. */
  balance?: { min?: number; max?: number };
  /** Registration date on the Kyiv calendar, YYYY-MM-DD, inclusive bounds. */
  registered?: { from?: string; to?: string };
  /** A treated member (not held out) of any of these campaigns: the customer met one's conditions since it ran. */
  campaignMember?: number[];
}

/** What the rules look at, for one customer record. */
export interface SegmentFacts {
  lastCreditedScanAt: Date | null;
  tierLevelId: number | null;
  lastDeliveryCity: string | null;
  ordersCount: number;
  balance: number;
  /** The Kyiv calendar date of registration, YYYY-MM-DD. */
  registeredOn: string;
  /** The campaigns the customer is a treated member of. */
  treatedCampaignIds: number[];
}

const dayMs = 86_400_000;

/** The city as segments compare it. */
export function normalisedCity(city: string): string {
  return city.trim().toLocaleLowerCase('uk');
}

function within(value: number, range: { min?: number; max?: number } | undefined): boolean {
  if (range === undefined) return true;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

/** The instant before which a scan counts as "more than N days ago". */
export function lastScanCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs);
}

export function customerMatchesSegment(rules: SegmentRules, facts: SegmentFacts, now: Date): boolean {
  if (rules.lastScanMoreThanDays !== undefined) {
    const cutoff = lastScanCutoff(now, rules.lastScanMoreThanDays);
    if (facts.lastCreditedScanAt !== null && facts.lastCreditedScanAt.getTime() >= cutoff.getTime()) return false;
  }
  if (rules.tierLevelIds !== undefined && (facts.tierLevelId === null || !rules.tierLevelIds.includes(facts.tierLevelId))) {
    return false;
  }
  if (rules.lastDeliveryCities !== undefined) {
    const cities = rules.lastDeliveryCities.map(normalisedCity);
    if (facts.lastDeliveryCity === null || !cities.includes(normalisedCity(facts.lastDeliveryCity))) return false;
  }
  if (!within(facts.ordersCount, rules.ordersCount) || !within(facts.balance, rules.balance)) return false;
  if (rules.registered?.from !== undefined && facts.registeredOn < rules.registered.from) return false;
  if (rules.registered?.to !== undefined && facts.registeredOn > rules.registered.to) return false;
  if (rules.campaignMember !== undefined && !rules.campaignMember.some((id) => facts.treatedCampaignIds.includes(id))) {
    return false;
  }
  return true;
}

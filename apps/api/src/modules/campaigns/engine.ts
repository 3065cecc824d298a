// The campaigns engine: applies the running campaigns to a fact inside the fact's own transaction (a credited pack
// code, a paid order, a registration, a custom event) and takes their XP back when the fact is reversed. Each credit
// is a ledger entry of source `campaign` with sourceRef `<campaign>:<fact type>:<fact ref>`, so a fact credits at most
// once per campaign, whatever replays run.
import type { AppliedCampaign } from '@loyalty/contracts/campaigns';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor, Transaction } from '@loyalty/db/client';
import type { CampaignRow } from '@loyalty/db/schema';
import {
  campaignOffer,
  campaignSourceRef,
  factMatches,
  hasLimits,
  limitPeriodStarts,
  limitReached,
  needsCatalogue,
  needsSegments,
  needsTier,
  type CampaignFact,
  type CampaignRules,
  type CampaignTrigger,
  type FactItem,
} from '@loyalty/domain/campaigns';
import { isDomainError } from '../../lib/domain-error.ts';
import { balanceOf, creditXp, debitXp, maxLedgerAmount, type CreditOptions } from '../loyalty/ledger.ts';
import { segmentMembership } from '../segments/service.ts';
import { recalculateTier, tierOf } from '../tiers/service.ts';
import { applyOtherEffects } from './effects.ts';
import {
  claimCredit,
  claimFact,
  creditCounts,
  lockCustomerCampaigns,
  markCampaignEffects,
  markReversed,
  recordMember,
  releaseClaim,
  removeRewardUnlocks,
  runningCampaigns,
  setCreditEntry,
  spendCredits,
  undoCampaignEffects,
  unreversedCreditsOf,
  type UnspentCredit,
} from './repository.ts';

/** The ledger's source type and reason of a campaign's credit, and of taking it back. */
export const campaignSourceType = 'campaign';
export const campaignReversalSourceType = 'campaign_reversal';

/** A fact as its module reports it; what costs a query to know is asked only when a candidate campaign needs it. */
export interface FactInput {
  trigger: CampaignTrigger;
  /** The fact's id within its trigger: the pack code's id, the order's id, the customer's id, the event's ref. */
  factRef: string;
  customerId: number;
  brand: Brand;
  at: Date;
  baseXp: number;
  /** The code or the order's lines with their catalogue place (loaded only for product/category/variant conditions). */
  items: (needCatalogue: boolean) => Promise<FactItem[]> | FactItem[];
  firstTime?: () => Promise<boolean>;
  monthScanNumber?: () => Promise<number>;
  /** The customer's level as the caller read it in this transaction (else read here when a condition asks). */
  tierLevelId?: () => Promise<number | null>;
  eventName?: string;
}

export interface CampaignEngineOptions {
  /** How long the list of running campaigns is reused; a change made through this app drops it at once. */
  cacheMs?: number;
}

function rulesOf(row: CampaignRow): CampaignRules {
  return {
    id: row.id,
    brand: row.brand,
    trigger: row.trigger,
    status: row.status,
    conditions: row.conditions,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

/** One app's campaigns engine: its short cache of running campaigns, and the application of them to facts. */
export class CampaignEngine {
  private cache: { rows: CampaignRow[]; until: number } | undefined;
  /** Counts invalidations, so a read that began before one does not fill the cache after it. */
  private generation = 0;
  private readonly cacheMs: number;

  constructor(options: CampaignEngineOptions = {}) {
    this.cacheMs = options.cacheMs ?? 5_000;
  }

  /** Drops the cached list: the next fact reads the campaigns again. */
  invalidate(): void {
    this.cache = undefined;
    this.generation += 1;
  }

  /**
   * The running campaigns, read by one indexed query at most every cacheMs per app (never per campaign or per fact).
   * A stale list is safe: the spend re-reads status and dates before anything is credited. A caller whose list ran out
   * reads it with its own executor, never waiting on another caller's read: a transaction waiting on a read that needs
   * a second pool connection would hold its own meanwhile, and a full pool of such transactions would never move.
   */
  async running(executor: Executor, now = Date.now()): Promise<CampaignRow[]> {
    if (this.cache && now < this.cache.until) return this.cache.rows;
    const generation = this.generation;
    const rows = await runningCampaigns(executor);
    // A change made through this app since the read began (invalidate) keeps the list out of the cache.
    if (generation === this.generation) this.cache = { rows, until: Date.now() + this.cacheMs };
    return rows;
  }

  /** Whether any running campaign of the brand listens to one of these triggers: without one, a fact needs no work. */
  async listens(executor: Executor, brand: Brand, triggers: readonly CampaignTrigger[]): Promise<boolean> {
    const rows = await this.running(executor);
    return rows.some((row) => row.brand === brand && triggers.includes(row.trigger));
  }

  /**
   * Applies every matching campaign to the fact, in the caller's transaction, and recalculates the customer's level
   * once after their credits (unless the caller, crediting more for the same fact, does it itself). Answers the
   * campaigns that credited, with their XP.
   */
  async apply(tx: Transaction, input: FactInput, options: CreditOptions = {}): Promise<AppliedCampaign[]> {
    const candidates = (await this.running(tx)).filter((row) => row.brand === input.brand && row.trigger === input.trigger);
    if (candidates.length === 0) return [];
    const needCatalogue = candidates.some((row) => needsCatalogue(row.conditions));
    const fact: CampaignFact = {
      trigger: input.trigger,
      brand: input.brand,
      at: input.at,
      baseXp: input.baseXp,
      items: await input.items(needCatalogue),
      eventName: input.eventName,
    };
    if (input.firstTime && candidates.some((row) => row.conditions.first_time_only)) fact.firstTime = await input.firstTime();
    if (input.monthScanNumber && candidates.some((row) => row.conditions.nth_scan !== undefined)) {
      fact.monthScanNumber = await input.monthScanNumber();
    }
    // Segments and tier are read only when a candidate asks: a campaign without such a condition costs nothing more.
    if (candidates.some((row) => needsSegments(row.conditions))) {
      const asked = [...new Set(candidates.flatMap((row) => row.conditions.segment_ids ?? []))];
      const inSegments = new Set<number>();
      for (const id of asked) if (await segmentMembership(tx, id, input.customerId)) inSegments.add(id);
      fact.segmentIds = inSegments;
    }
    if (candidates.some((row) => needsTier(row.conditions))) {
      fact.tierLevelId = input.tierLevelId
        ? await input.tierLevelId()
        : ((await tierOf(tx, input.customerId, input.brand))?.level.id ?? null);
    }
    const matching = candidates.filter((row) => factMatches(rulesOf(row), fact)).sort((a, b) => a.id - b.id);
    if (matching.length === 0) return [];
    // Budgets are spent last, just before the caller commits, so a budget slot stays locked for the commit only, not
    // for the whole fact (decision 0071). If a budget cannot pay then (spent, or every slot held) or a campaign stopped
    // meanwhile, the credits are undone to the savepoint and given again spending at each claim, waiting if need be.
    await markCampaignEffects(tx);
    let applied = await this.applyMatching(tx, input, matching, 'last');
    if (applied === null) {
      await undoCampaignEffects(tx);
      applied = (await this.applyMatching(tx, input, matching, 'at_claim')) ?? [];
    }
    if (applied.length > 0 && options.recalculateTier !== false) await recalculateTier(tx, input.customerId, input.brand);
    return applied;
  }

  /**
   * The matching campaigns applied in order: holdout customers are recorded and get nothing, limits are counted under
   * the customer's campaign lock, the XP are credited through the ledger. With `spend` 'last' the budgets are spent by
   * one statement after the last credit, and null answers that one of them could not pay.
   */
  private async applyMatching(
    tx: Transaction,
    input: FactInput,
    matching: CampaignRow[],
    spend: 'last' | 'at_claim',
  ): Promise<AppliedCampaign[] | null> {
    const applied: AppliedCampaign[] = [];
    const unspent: UnspentCredit[] = [];
    let locked = false;
    for (const campaign of matching) {
      const offer = campaignOffer(campaign, input.customerId, input.baseXp, maxLedgerAmount);
      if (offer.holdout) {
        await recordMember(tx, { campaignId: campaign.id, customerId: input.customerId, group: 'holdout', at: input.at });
        continue;
      }
      const amount = offer.xp;
      if (!offer.acts) continue;
      if (hasLimits(campaign.limits)) {
        if (!locked) await lockCustomerCampaigns(tx, input.customerId);
        locked = true;
        const counts = await creditCounts(tx, campaign.id, input.customerId, limitPeriodStarts(input.at));
        if (limitReached(campaign.limits, counts)) continue;
      }
      if (spend === 'last') {
        const credit = await this.creditUnspent(tx, campaign, input, amount);
        if (!credit) continue;
        unspent.push(credit);
      } else if (!(await this.credit(tx, campaign, input, amount))) {
        continue;
      }
      await applyOtherEffects(tx, campaign, input);
      if (amount > 0) applied.push({ id: campaign.id, name: campaign.name, xp: amount });
    }
    if (unspent.length > 0 && !(await spendCredits(tx, unspent, input.at))) return null;
    return applied;
  }

  /** A credit claimed and written to the ledger, its budget not yet spent (spendCredits does, or the claim is undone). */
  private async creditUnspent(
    tx: Transaction,
    campaign: CampaignRow,
    input: FactInput,
    amount: number,
  ): Promise<UnspentCredit | null> {
    const creditId = await claimFact(tx, {
      campaignId: campaign.id,
      customerId: input.customerId,
      factType: input.trigger,
      factRef: input.factRef,
      amount,
      at: input.at,
    });
    // A replayed fact: its credit was given already.
    if (creditId === null) return null;
    const unspent: UnspentCredit = { creditId, campaignId: campaign.id, amount, ledgerEntryId: null };
    if (amount === 0) return unspent;
    // Nothing was spent yet: a claim that cannot be written gives nothing back to a slot.
    const entryId = await this.creditEntry(tx, campaign, input, amount, { creditId, campaignId: campaign.id, slot: null }, 0);
    return entryId === null ? null : { ...unspent, ledgerEntryId: entryId };
  }

  /**
   * The campaign's ledger entry for the fact (the level is recalculated once, after every campaign of the fact), or
   * null with its claim released when there is none to write: the fact's entry exists already (a replay), or the
   * balance cannot hold more (the fact itself stands; xp_move changed nothing). `refund` goes back to the claim's slot.
   */
  private async creditEntry(
    tx: Transaction,
    campaign: CampaignRow,
    input: FactInput,
    amount: number,
    claim: { creditId: number; campaignId: number; slot: number | null },
    refund: number,
  ): Promise<number | null> {
    try {
      const entry = await creditXp(
        tx,
        {
          customerId: input.customerId,
          brand: input.brand,
          amount,
          reason: campaignSourceType,
          sourceType: campaignSourceType,
          sourceRef: campaignSourceRef(campaign.id, input.trigger, input.factRef),
          note: campaign.name,
        },
        { recalculateTier: false },
      );
      if (!entry.duplicate) return entry.entryId;
    } catch (error) {
      if (!isDomainError(error, 'balance_limit')) throw error;
    }
    await releaseClaim(tx, claim, refund);
    return null;
  }

  private async credit(tx: Transaction, campaign: CampaignRow, input: FactInput, amount: number): Promise<boolean> {
    const claim = await claimCredit(tx, {
      campaignId: campaign.id,
      customerId: input.customerId,
      factType: input.trigger,
      factRef: input.factRef,
      amount,
      at: input.at,
      budgeted: campaign.budgetXp !== null,
    });
    // A replayed fact: its credit was given already.
    if (claim.creditId === null) return false;
    const held = { creditId: claim.creditId, campaignId: campaign.id, slot: claim.slot };
    if (!claim.spent) {
      // The budget cannot cover it, or the campaign stopped since the list was read.
      await releaseClaim(tx, held, 0);
      return false;
    }
    // A campaign without XP: the claim is the once-per-fact record its other effects hang on.
    if (amount === 0) return true;
    const entryId = await this.creditEntry(tx, campaign, input, amount, held, amount);
    if (entryId === null) return false;
    await setCreditEntry(tx, claim.creditId, entryId, claim.slot);
    return true;
  }

  /**
   * The fact was reversed (an order refunded): each campaign credit it gave is taken back through the ledger, as much as
   * the customer still holds (the reversal of the fact must never fail because the XP were spent), and given back to
   * the budget slot that paid it. Calling it again finds nothing left to reverse.
   */
  async reverse(tx: Transaction, fact: { trigger: CampaignTrigger; factRef: string; at: Date }): Promise<{ takenBack: number }> {
    const credits = await unreversedCreditsOf(tx, fact.trigger, fact.factRef);
    let takenBack = 0;
    for (const credit of credits) {
      const balance = await balanceOf(tx, credit.customerId);
      let amount = Math.min(credit.amount, balance);
      if (amount > 0) {
        try {
          await debitXp(tx, {
            customerId: credit.customerId,
            brand: credit.brand,
            amount,
            reason: campaignReversalSourceType,
            sourceType: campaignReversalSourceType,
            sourceRef: campaignSourceRef(credit.campaignId, credit.factType, credit.factRef),
            lotsOf: [campaignSourceType],
          });
        } catch (error) {
          // Spent in parallel: nothing was taken (xp_move changed nothing), the reversal still stands.
          if (!isDomainError(error, 'insufficient_xp')) throw error;
          amount = 0;
        }
      }
      await markReversed(tx, credit, amount, fact.at);
      await removeRewardUnlocks(tx, credit.campaignId, credit.factType, credit.factRef);
      takenBack += amount;
    }
    return { takenBack };
  }
}

/** A customer record was created (registration, or a second brand's record): a fact of the trigger registration. */
export async function applyRegistration(
  engine: CampaignEngine | undefined,
  tx: Transaction,
  customer: { id: number; brand: Brand },
  at: Date = new Date(),
): Promise<AppliedCampaign[]> {
  if (!engine || !(await engine.listens(tx, customer.brand, ['registration']))) return [];
  return engine.apply(tx, {
    trigger: 'registration',
    factRef: String(customer.id),
    customerId: customer.id,
    brand: customer.brand,
    at,
    baseXp: 0,
    items: () => [],
    firstTime: () => Promise.resolve(true),
  });
}

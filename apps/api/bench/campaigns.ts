// The campaigns switch of `npm run bench`: BENCH_CAMPAIGNS=N running campaigns and, with BENCH_TIERS=1, a tier set of
// three levels per brand, created before the timing through the same services the back-office calls (drafts checked
// by the contract, activated with their audit entries), so redemptions and create-order meet the real engine: its
// list of running campaigns, the conditions, the claim-and-spend on each matching campaign's row, the tier
// recalculation after each credit. Issue 39's bound: with 20 campaigns and tiers on, within 10 % of the throughput
// without them.
import { and, asc, eq, ne } from 'drizzle-orm';
import { campaignDraftSchema, type CampaignDraft } from '@loyalty/contracts/campaigns';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database } from '@loyalty/db/client';
import { collections, products } from '@loyalty/db/schema';
import { opsActor } from '../src/modules/audit/service.ts';
import { createCampaignDraft, moveCampaign } from '../src/modules/campaigns/service.ts';
import { listTierSets } from '../src/modules/tiers/repository.ts';
import { createTierLevel, createTierSet, removeTierSet } from '../src/modules/tiers/staff.ts';

export interface CampaignLoad {
  campaigns: number;
  tiers: boolean;
}

/** Campaigns a comparing run (`--compare-campaigns`) sets against none when BENCH_CAMPAIGNS says nothing: the issue's. */
export const comparedCampaigns = 20;

/**
 * BENCH_CAMPAIGNS (default 0) and BENCH_TIERS=1. A comparing run measures against `comparedCampaigns` campaigns and
 * tiers unless told otherwise (BENCH_TIERS=0 leaves the tiers out).
 */
export function campaignLoadFrom(env: NodeJS.ProcessEnv, compare: boolean): CampaignLoad {
  const text = env.BENCH_CAMPAIGNS ?? '';
  const asked = text === '' ? (compare ? comparedCampaigns : 0) : Number(text);
  if (!Number.isInteger(asked) || asked < 0 || asked > 1000) throw new Error('BENCH_CAMPAIGNS must be a whole number, 0 to 1000');
  return { campaigns: asked, tiers: compare ? env.BENCH_TIERS !== '0' : env.BENCH_TIERS === '1' };
}

export const loadsNothing = (load: CampaignLoad) => load.campaigns === 0 && !load.tiers;

export function describeLoad(load: CampaignLoad): string {
  const campaigns = `${load.campaigns} campaign${load.campaigns === 1 ? '' : 's'}`;
  return load.tiers ? `${campaigns} + tiers` : campaigns;
}

/** Budgets no run spends (a run redeems some hundred thousand codes at most), and no limit a customer reaches. */
const endlessBudget = 1_000_000_000_000;

/**
 * The mix, in turn: ×2 on sticks (what the bench's codes are: every redemption matches each of these), +5 on velo
 * codes (listening to scans, never matching), +100 on ogo's paid orders (create-order of a cash order pays nothing, so
 * they cost the order only their place in the list), +20 on glo codes of one device (a product condition: the code's
 * catalogue place is loaded, nothing matches), +50 on the 5th scan of the month (counts each customer's scans, matches
 * once per customer). One of the ×2 keeps a 10 % holdout, as a measured campaign does.
 */
function draftAt(index: number, otherProductId: number): CampaignDraft {
  const name = `Bench ${index + 1}`;
  const common = { budget_xp: endlessBudget, limits: { per_day: 1_000_000 } };
  const drafts = [
    {
      brand: 'glo',
      name: `${name}: ×2 на стіки`,
      trigger: 'pack_code_credited',
      conditions: { code_kinds: ['sticks'] },
      effect: { kind: 'multiplier', factor: 2 },
      holdout_percent: index === 0 ? 10 : 0,
    },
    { brand: 'glo', name: `${name}: +5 за velo`, trigger: 'pack_code_credited', conditions: { code_kinds: ['velo'] }, effect: { kind: 'fixed_xp', xp: 5 } },
    { brand: 'ogo', name: `${name}: +100 за замовлення`, trigger: 'order_paid', effect: { kind: 'fixed_xp', xp: 100 } },
    {
      brand: 'glo',
      name: `${name}: +20 за пристрій`,
      trigger: 'pack_code_credited',
      conditions: { product_ids: [otherProductId] },
      effect: { kind: 'fixed_xp', xp: 20 },
    },
    {
      brand: 'glo',
      name: `${name}: 5-те сканування`,
      trigger: 'nth_scan_of_month',
      conditions: { nth_scan: 5 },
      effect: { kind: 'fixed_xp', xp: 50 },
    },
  ];
  return campaignDraftSchema.parse({ ...common, ...drafts[index % drafts.length] });
}

/** Three levels reached by XP over a year: everyone holds the first, the bench's customers reach the second. */
const levels = [
  { name: 'Срібний', threshold: 0, rank: 1, earning_multiplier_bp: 10_000 },
  { name: 'Золотий', threshold: 200, rank: 2, earning_multiplier_bp: 11_000 },
  { name: 'Платиновий', threshold: 5_000, rank: 3, earning_multiplier_bp: 12_500 },
];

/**
 * Removes the demo seed's tier sets (through the service, as an operator would): the bench's figures without
 * BENCH_TIERS are a brand without tiers, and its tier sets are its own. Before this switch every run had the demo's
 * tiers on without saying so.
 */
export async function removeDemoTierSets(db: Database): Promise<void> {
  for (const set of await listTierSets(db)) await removeTierSet(db, set.id, opsActor('bench'));
}

/** Creates and activates the campaigns, and the tier sets; says what it made. Needs the demo catalogue. */
export async function prepareCampaigns(db: Database, load: CampaignLoad): Promise<string> {
  const actor = opsActor('bench');
  const [device] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(and(eq(products.brand, 'glo'), ne(collections.slug, 'sticks')))
    .orderBy(asc(products.id))
    .limit(1);
  if (!device) throw new Error('the demo catalogue has no glo product outside sticks');
  for (let index = 0; index < load.campaigns; index += 1) {
    const id = await createCampaignDraft(db, draftAt(index, device.id), actor);
    await moveCampaign(db, id, 'activate', 'bench', actor);
  }
  if (load.tiers) {
    for (const brand of ['glo', 'ogo'] satisfies Brand[]) {
      const set = await createTierSet(db, { brand, name: 'Bench', measure: 'xp_earned', window_days: 365, grace_days: 30 }, actor);
      for (const level of levels) await createTierLevel(db, set.id, { ...level, free_delivery: false, reward_ids: [] }, actor);
    }
  }
  return describeLoad(load);
}

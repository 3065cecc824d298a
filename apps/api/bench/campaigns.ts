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
  mix: CampaignMix;
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
  return { campaigns: asked, tiers: compare ? env.BENCH_TIERS !== '0' : env.BENCH_TIERS === '1', mix: campaignMixFrom(env) };
}

export const loadsNothing = (load: CampaignLoad) => load.campaigns === 0 && !load.tiers;

export function describeLoad(load: CampaignLoad): string {
  const campaigns = `${load.campaigns} campaign${load.campaigns === 1 ? '' : 's'}${load.mix !== 'programme' && load.campaigns > 0 ? ` (${load.mix})` : ''}`;
  return load.tiers ? `${campaigns} + tiers` : campaigns;
}

/** Budgets no run spends (a run redeems some hundred thousand codes at most), and no limit a customer reaches. */
const endlessBudget = 1_000_000_000_000;

/** Ids the drafts name: a glo product outside sticks, and the glo set's top level (tiers on). */
interface MixIds {
  deviceProductId: number;
  topGloLevelId: number | null;
}

type DraftInput = Omit<Partial<CampaignDraft>, 'conditions' | 'effect'> & Record<string, unknown>;

/**
 * BENCH_CAMPAIGN_MIX=programme (the default): twenty different campaigns as a programme runs them at once, over both
 * brands and every trigger. A glo sticks code, what the bench redeems, matches exactly one of them (×2 on sticks, with a
 * 10 % holdout and a budget), and the 5th and 20th scans of a month one more; the rest are evaluated against every fact
 * of their trigger and do not match it (velo codes, a device, a weekend evening, the top level, a first scan, a
 * scheduled start), or listen to other facts (orders, registration, referrals, custom events, the other brand).
 */
function programmeDraft(index: number, ids: MixIds, listening: boolean): DraftInput {
  const nextMonth = new Date(Date.now() + 31 * 86_400_000).toISOString();
  const drafts: DraftInput[] = [
    {
      brand: 'glo',
      name: listening ? '×2 на velo' : '×2 на стіки',
      trigger: 'pack_code_credited',
      conditions: { code_kinds: [listening ? 'velo' : 'sticks'] },
      effect: { kind: 'multiplier', factor: 2 },
      holdout_percent: 10,
    },
    {
      brand: 'glo',
      name: '+5 за velo',
      trigger: 'pack_code_credited',
      conditions: { code_kinds: ['velo'] },
      effect: { kind: 'fixed_xp', xp: 5 },
    },
    {
      brand: 'glo',
      name: '+20 за пристрій',
      trigger: 'pack_code_credited',
      conditions: { product_ids: [ids.deviceProductId] },
      effect: { kind: 'fixed_xp', xp: 20 },
    },
    {
      brand: 'glo',
      name: 'Вечір вихідних на velo',
      trigger: 'pack_code_credited',
      conditions: { code_kinds: ['velo'], days_of_week: [6, 7], time_from: '18:00', time_until: '23:00' },
      effect: { kind: 'fixed_xp', xp: 30 },
    },
    ids.topGloLevelId === null
      ? {
          brand: 'glo',
          name: '+10 на стіки з весни',
          trigger: 'pack_code_credited',
          starts_at: nextMonth,
          effect: { kind: 'fixed_xp', xp: 10 },
        }
      : {
          brand: 'glo',
          name: '×1,5 для Платинового',
          trigger: 'pack_code_credited',
          conditions: { tier_level_ids: [ids.topGloLevelId] },
          effect: { kind: 'multiplier', factor: 1.5 },
        },
    {
      brand: 'glo',
      name: 'Перше сканування',
      trigger: 'pack_code_credited',
      conditions: { first_time_only: true },
      effect: { kind: 'fixed_xp', xp: 100 },
    },
    {
      brand: 'glo',
      name: '5-те сканування',
      trigger: 'nth_scan_of_month',
      conditions: { nth_scan: 5 },
      effect: { kind: 'fixed_xp', xp: 50 },
    },
    {
      brand: 'glo',
      name: '20-те сканування',
      trigger: 'nth_scan_of_month',
      conditions: { nth_scan: 20 },
      effect: { kind: 'fixed_xp', xp: 100 },
    },
    { brand: 'glo', name: '+50 за замовлення', trigger: 'order_paid', effect: { kind: 'fixed_xp', xp: 50 } },
    {
      brand: 'glo',
      name: 'Перше замовлення',
      trigger: 'order_paid',
      conditions: { first_time_only: true },
      effect: { kind: 'fixed_xp', xp: 100 },
    },
    { brand: 'glo', name: 'Вітальні бали', trigger: 'registration', effect: { kind: 'fixed_xp', xp: 50 } },
    { brand: 'glo', name: 'Друг замовив', trigger: 'referral_first_order', effect: { kind: 'fixed_xp', xp: 200 } },
    {
      brand: 'glo',
      name: 'Опитування',
      trigger: 'custom_event',
      conditions: { event_name: 'survey' },
      effect: { kind: 'fixed_xp', xp: 30 },
    },
    {
      brand: 'glo',
      name: '+10 на все з наступного місяця',
      trigger: 'pack_code_credited',
      starts_at: nextMonth,
      effect: { kind: 'fixed_xp', xp: 10 },
    },
    {
      brand: 'ogo',
      name: '×2 на velo',
      trigger: 'pack_code_credited',
      conditions: { code_kinds: ['velo'] },
      effect: { kind: 'multiplier', factor: 2 },
    },
    { brand: 'ogo', name: '+100 за замовлення', trigger: 'order_paid', effect: { kind: 'fixed_xp', xp: 100 } },
    { brand: 'ogo', name: 'Вітальні бали ogo', trigger: 'registration', effect: { kind: 'fixed_xp', xp: 50 } },
    {
      brand: 'ogo',
      name: '5-те сканування ogo',
      trigger: 'nth_scan_of_month',
      conditions: { nth_scan: 5 },
      effect: { kind: 'fixed_xp', xp: 50 },
    },
    {
      brand: 'ogo',
      name: 'Опитування ogo',
      trigger: 'custom_event',
      conditions: { event_name: 'survey' },
      effect: { kind: 'fixed_xp', xp: 30 },
    },
    { brand: 'ogo', name: 'Друг замовив ogo', trigger: 'referral_first_order', effect: { kind: 'fixed_xp', xp: 200 } },
  ];
  const draft = drafts[index % drafts.length]!;
  return { ...draft, name: `Bench ${index + 1}: ${String(draft.name)}` };
}

/**
 * BENCH_CAMPAIGN_MIX=stacked: a stress case, not a programme: five drafts in turn, so twenty campaigns hold four
 * identical ×2 on sticks that every bench code matches (a code credits four campaigns, ×5 in all), +5 on velo, +100 on
 * ogo's paid orders, +20 on one device and +50 on the 5th scan of the month. One of the ×2 keeps a 10 % holdout.
 */
function stackedDraft(index: number, ids: MixIds): DraftInput {
  const name = `Bench ${index + 1}`;
  const drafts: DraftInput[] = [
    {
      brand: 'glo',
      name: `${name}: ×2 на стіки`,
      trigger: 'pack_code_credited',
      conditions: { code_kinds: ['sticks'] },
      effect: { kind: 'multiplier', factor: 2 },
      holdout_percent: index === 0 ? 10 : 0,
    },
    {
      brand: 'glo',
      name: `${name}: +5 за velo`,
      trigger: 'pack_code_credited',
      conditions: { code_kinds: ['velo'] },
      effect: { kind: 'fixed_xp', xp: 5 },
    },
    { brand: 'ogo', name: `${name}: +100 за замовлення`, trigger: 'order_paid', effect: { kind: 'fixed_xp', xp: 100 } },
    {
      brand: 'glo',
      name: `${name}: +20 за пристрій`,
      trigger: 'pack_code_credited',
      conditions: { product_ids: [ids.deviceProductId] },
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
  return drafts[index % drafts.length]!;
}

/** programme (the default), stacked, or listening: the programme with its ×2 on velo, so a sticks code matches none. */
export const campaignMixes = ['programme', 'stacked', 'listening'] as const;
export type CampaignMix = (typeof campaignMixes)[number];

export function campaignMixFrom(env: NodeJS.ProcessEnv): CampaignMix {
  const mix = env.BENCH_CAMPAIGN_MIX ?? 'programme';
  const known = campaignMixes.find((name) => name === mix);
  if (!known) throw new Error(`BENCH_CAMPAIGN_MIX must be one of ${campaignMixes.join(', ')}`);
  return known;
}

function draftAt(index: number, ids: MixIds, mix: CampaignMix): CampaignDraft {
  const draft = mix === 'stacked' ? stackedDraft(index, ids) : programmeDraft(index, ids, mix === 'listening');
  return campaignDraftSchema.parse({ budget_xp: endlessBudget, limits: { per_day: 1_000_000 }, ...draft });
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

/** Creates the tier sets, then creates and activates the campaigns; says what it made. Needs the demo catalogue. */
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
  let topGloLevelId: number | null = null;
  if (load.tiers) {
    for (const brand of ['glo', 'ogo'] satisfies Brand[]) {
      const set = await createTierSet(
        db,
        { brand, name: 'Bench', measure: 'xp_earned', window_days: 365, grace_days: 30 },
        actor,
      );
      for (const level of levels) {
        const created = await createTierLevel(db, set.id, { ...level, free_delivery: false, reward_ids: [] }, actor);
        if (brand === 'glo' && level.rank === levels.length) topGloLevelId = created.id;
      }
    }
  }
  for (let index = 0; index < load.campaigns; index += 1) {
    const id = await createCampaignDraft(db, draftAt(index, { deviceProductId: device.id, topGloLevelId }, load.mix), actor);
    await moveCampaign(db, id, 'activate', 'bench', actor);
  }
  return describeLoad(load);
}

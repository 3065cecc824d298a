// Demo tier sets (decision 0062): three levels per brand over XP earned in 365 days, so `npm start` shows the tier card.
// NOTE: the journeys count exact credits. Every customer starts on Срібний (from 0) at ×1, and the journeys that scan
// stay there; the multipliers above ×1 are on levels only customers given thousands of XP reach (who then buy, never
// scan, in the journeys). apps/web/e2e/tiers.e2e.ts crosses into Золотий on purpose.
import type { Brand } from '@loyalty/contracts/brand';
import type { Transaction } from '../client.ts';
import { tierLevels, tierSets } from '../schema/index.ts';

export interface DemoTierLevel {
  name: string;
  threshold: number;
  earningMultiplierBp: number;
  freeDelivery: boolean;
}

export const demoTierLevels: DemoTierLevel[] = [
  { name: 'Срібний', threshold: 0, earningMultiplierBp: 10_000, freeDelivery: false },
  { name: 'Золотий', threshold: 1000, earningMultiplierBp: 12_500, freeDelivery: true },
  { name: 'Платиновий', threshold: 3000, earningMultiplierBp: 15_000, freeDelivery: true },
];

export async function seedTiers(tx: Transaction, brand: Brand): Promise<void> {
  const [set] = await tx
    .insert(tierSets)
    .values({ brand, name: brand === 'glo' ? 'Клуб glo' : 'Клуб ogo', measure: 'xp_earned', windowDays: 365, graceDays: 30 })
    .returning({ id: tierSets.id });
  if (!set) throw new Error(`The demo tier set of ${brand} was not written`);
  await tx.insert(tierLevels).values(
    demoTierLevels.map((level, index) => ({
      tierSetId: set.id,
      name: level.name,
      threshold: level.threshold,
      rank: index + 1,
      earningMultiplierBp: level.earningMultiplierBp,
      freeDelivery: level.freeDelivery,
    })),
  );
}

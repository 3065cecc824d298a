// A new level is celebrated once: the app remembers, per brand and customer, the highest level rank it has shown, and
// a level above it is a level-up. The first sight of a level (a new install, a new customer) only sets the mark; a
// level lower than the mark (a downgrade) is not celebrated, nor reaching again a level already celebrated.
import { useEffect, useState } from 'react';
import type { Brand } from '@loyalty/contracts/brand';
import type { TierResponse } from '@loyalty/contracts/tiers';
import { storageKeys } from '@/config/constants';
import { useTier } from '@/lib/shared-api/get-tier';
import { readLocal, writeLocal } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';

type HeldLevel = NonNullable<TierResponse['tier']>;

const keyOf = (brand: Brand, customerId: number) => `${storageKeys.levelShownPrefix}${brand}.${customerId}`;

function shownRank(brand: Brand, customerId: number): number | null {
  const stored = Number.parseInt(readLocal(keyOf(brand, customerId)) ?? '', 10);
  return Number.isFinite(stored) ? stored : null;
}

/** Whether `rank` is a level to celebrate now; it is remembered as shown either way. */
export function takeLevelUp(brand: Brand, customerId: number, rank: number, celebrate = true): boolean {
  const shown = shownRank(brand, customerId);
  if (shown !== null && rank <= shown) return false;
  writeLocal(keyOf(brand, customerId), String(rank));
  return shown !== null && celebrate;
}

/** Only the first sight is marked: a higher level seen while not celebrating waits for a screen that does. */
function markFirstSight(brand: Brand, customerId: number, rank: number): void {
  if (shownRank(brand, customerId) === null) writeLocal(keyOf(brand, customerId), String(rank));
}

interface LevelUpOptions {
  /** Celebrate now (home: always; the scan result: once a credit was answered). */
  active: boolean;
  /** Only a tier answer at or after this moment counts (the scan result: the credit's). */
  since?: number;
}

/** The level to congratulate on, until dismissed; with the tier answer and whether it was read after `since`. */
export function useLevelUp(brand: Brand, { active, since = 0 }: LevelUpOptions) {
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  const tier = useTier(brand, customerId !== null);
  const [level, setLevel] = useState<HeldLevel | null>(null);
  const data = tier.data?.enabled ? tier.data : null;
  const held = data?.tier ?? null;
  const fresh = tier.isSuccess && !tier.isFetching && tier.dataUpdatedAt >= since;
  useEffect(() => {
    if (!held || customerId === null || !fresh) return;
    if (!active) markFirstSight(brand, customerId, held.rank);
    else if (takeLevelUp(brand, customerId, held.rank)) setLevel(held);
    // The level's rank is what moves; the object is new with every answer.
  }, [brand, customerId, held?.rank, fresh, active]);
  return { level, tier: data, fresh, dismiss: () => setLevel(null) };
}

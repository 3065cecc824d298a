// Tier rules (decision 0060): which level a measure over the rolling window earns, and how a customer's current level
// moves: up at once, down only after the grace period and one level at a time, never while staff hold it by hand.
// Pure rules: the tiers module of the API (on every credit and in the daily job) applies them.

/** A level as the rules see it: its rank (1 is the lowest) and the measure that reaches it. */
export interface TierLevelRule {
  id: number;
  rank: number;
  threshold: number;
}

export interface CurrentTier {
  levelId: number;
  /** Set while the measure is below the level: past it the customer goes down one level. */
  graceUntil: Date | null;
  /** Assigned by staff: holds until removed. */
  manual: boolean;
}

export type TierMove =
  | { kind: 'none' }
  /** The level stays; only the grace period starts or ends. */
  | { kind: 'grace'; graceUntil: Date | null }
  | { kind: 'up'; levelId: number }
  | { kind: 'down'; levelId: number | null; graceUntil: Date | null };

const dayMs = 86_400_000;

/** Levels ordered by rank, lowest first. */
export function byRank<L extends TierLevelRule>(levels: readonly L[]): L[] {
  return [...levels].sort((a, b) => a.rank - b.rank);
}

/** The highest level whose threshold the measure reaches, or null below the lowest one. */
export function earnedLevel<L extends TierLevelRule>(levels: readonly L[], measure: number): L | null {
  let found: L | null = null;
  for (const level of byRank(levels)) if (measure >= level.threshold) found = level;
  return found;
}

/** The next level above `levelId` (above no level: the lowest), or null at the top. */
export function nextLevel<L extends TierLevelRule>(levels: readonly L[], levelId: number | null): L | null {
  const ordered = byRank(levels);
  if (levelId === null) return ordered[0] ?? null;
  const index = ordered.findIndex((level) => level.id === levelId);
  return index < 0 ? null : (ordered[index + 1] ?? null);
}

/**
 * How the current level moves given the measure now. Rules:
 * - a manual level holds whatever the measure;
 * - a measure that earns a higher level moves up to it at once (several levels if earned), ending any grace;
 * - a measure that earns the current level ends a running grace;
 * - a measure below the current level starts a grace of `graceDays`; when the grace has passed (or is 0 days) the
 *   customer goes down ONE level, and a new grace starts if the measure is still below that one;
 * - a level no longer in the set (deleted) is treated as no level.
 */
export function decideTierMove(input: {
  levels: readonly TierLevelRule[];
  measure: number;
  current: CurrentTier | null;
  graceDays: number;
  now: Date;
}): TierMove {
  const { levels, measure, current, graceDays, now } = input;
  const ordered = byRank(levels);
  const earned = earnedLevel(ordered, measure);
  const currentIndex = current === null ? -1 : ordered.findIndex((level) => level.id === current.levelId);
  if (current !== null && current.manual && currentIndex >= 0) return { kind: 'none' };
  const earnedIndex = earned === null ? -1 : ordered.indexOf(earned);
  if (earnedIndex > currentIndex) return { kind: 'up', levelId: ordered[earnedIndex]!.id };
  if (current === null || currentIndex < 0) return { kind: 'none' };
  if (earnedIndex === currentIndex) return current.graceUntil === null ? { kind: 'none' } : { kind: 'grace', graceUntil: null };
  // Below the current level.
  const graceEnd = (from: Date) => new Date(from.getTime() + graceDays * dayMs);
  if (current.graceUntil === null && graceDays > 0) return { kind: 'grace', graceUntil: graceEnd(now) };
  if (current.graceUntil !== null && current.graceUntil.getTime() > now.getTime()) return { kind: 'none' };
  const lower = currentIndex - 1;
  const levelId = lower >= 0 ? ordered[lower]!.id : null;
  const stillBelow = earnedIndex < lower;
  return { kind: 'down', levelId, graceUntil: levelId !== null && stillBelow && graceDays > 0 ? graceEnd(now) : null };
}

/** What is left to the next level: its id and the measure still missing ("ще 340 XP до Золотого"), or null at the top. */
export function progressToNext<L extends TierLevelRule>(
  levels: readonly L[],
  currentLevelId: number | null,
  measure: number,
): { level: L; missing: number } | null {
  const next = nextLevel(levels, currentLevelId);
  if (next === null) return null;
  return { level: next, missing: Math.max(0, next.threshold - measure) };
}

/** XP × multiplier in basis points, rounded down (a tier never takes XP away: the multiplier is at least ×1). */
export function applyEarningMultiplier(xp: number, multiplierBp: number): number {
  return Math.floor((xp * Math.max(10_000, multiplierBp)) / 10_000);
}

/** A set's levels are valid when ranks and thresholds rise together. Returns the index of the first bad level. */
export function firstUnorderedLevel(levels: readonly TierLevelRule[]): number | null {
  const ordered = byRank(levels);
  for (let i = 1; i < ordered.length; i += 1) {
    if (ordered[i]!.threshold <= ordered[i - 1]!.threshold || ordered[i]!.rank === ordered[i - 1]!.rank) return i;
  }
  return null;
}

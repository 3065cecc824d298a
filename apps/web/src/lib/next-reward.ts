// The next reward a balance aims at, and the short name it goes by on one line: one rule for home's next-reward row
// and the scan result's bar.
import type { Reward } from '@loyalty/contracts/points';
import { formatXp } from '@loyalty/client/format';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import type { UseTranslationResult } from '@/lib/translation-hooks';

export type NextRewardView =
  { kind: 'next'; reward: Reward; missing: number } | { kind: 'affordable'; count: number; best: Reward } | { kind: 'none' };

/** A reward that can be taken at all: offered and not sold out (whether the balance covers it is another matter). */
export function isTakeableReward(reward: Pick<Reward, 'active' | 'stock'>): boolean {
  return reward.active && reward.stock !== 0;
}

/**
 * The reward to aim for: the cheapest active one above the balance; or, when some are covered, how many are and the
 * dearest of them (what the balance can best be spent on).
 */
export function nextRewardOf(rewards: readonly Reward[], balance: number): NextRewardView {
  const active = rewards.filter(isTakeableReward);
  const ahead = active.filter((reward) => reward.xp_price > balance).sort((left, right) => left.xp_price - right.xp_price);
  const next = ahead[0];
  const covered = active.filter((reward) => reward.xp_price <= balance).sort((left, right) => right.xp_price - left.xp_price);
  const best = covered[0];
  if (next && !best) return { kind: 'next', reward: next, missing: next.xp_price - balance };
  if (best) return { kind: 'affordable', count: covered.length, best };
  return { kind: 'none' };
}

/**
 * A reward's title short enough for one line beside an amount: the trademarked brand word ("glo™") and parenthesised
 * details ("(10 шт.)") go, the words that say what it is stay. "Щіточки для очищення glo™ (10 шт.)" is "Щіточки для
 * очищення"; a title that would be left empty stays whole.
 */
export function shortRewardName(title: string): string {
  const short = title
    .replace(/\s*\([^()]*\)/gu, '')
    .replace(/\s*[^\s()«»]*[™®]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return short === '' ? title.trim() : short;
}

/** "Ще 130 XP до нагороди «Щіточки для очищення»": the amount kept on one line with its unit, the reward by its short name. */
export function missingText(t: UseTranslationResult['t'], view: { missing: number; reward: Reward }, language: string): string {
  return keepNumbersWithUnits(
    t('homeNextReward.missing', { amount: formatXp(view.missing, language), title: shortRewardName(view.reward.title) }),
  );
}

/** "Балів вистачає на «Чохол-книжка» і ще 3 нагороди — обміняй": the dearest covered reward by name, then the rest. */
export function affordableText(t: UseTranslationResult['t'], view: { count: number; best: Reward }): string {
  const title = shortRewardName(view.best.title);
  if (view.count === 1) return keepNumbersWithUnits(t('homeNextReward.affordableOne', { title }));
  return keepNumbersWithUnits(
    t('homeNextReward.affordableMore', { title, others: t('homeNextReward.moreRewards', { count: view.count - 1 }) }),
  );
}

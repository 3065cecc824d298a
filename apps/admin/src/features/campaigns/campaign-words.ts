// A campaign in one line a person reads ("×2 XP за стіки, сб–нд, до 1 000 XP бюджету"): the editor shows it above the
// form as the rules change, the list under each name. Words come from the locales; numbers from the one formatter.
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { campaignDraftSchema } from '@loyalty/contracts/campaigns';
import { formatNumber, formatXp } from '@loyalty/client/format';

/** What the line reads: a saved campaign, or a draft as the form holds it (fields may be missing while typing). */
export type CampaignWords = Partial<z.input<typeof campaignDraftSchema>>;

/** Days of week as runs: [6, 7] → "сб–нд", [1, 3, 5] → "пн, ср, пт"; every day or none says nothing. */
export function daysInWords(days: readonly number[] | undefined, t: TFunction): string | null {
  const sorted = [...new Set(days ?? [])].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  if (sorted.length === 0 || sorted.length === 7) return null;
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  const name = (day: number) => t(`campaigns.days.${day}`);
  return runs.map(([from, to]) => (from === to ? name(from) : `${name(from)}–${name(to)}`)).join(', ');
}

function triggerWords(draft: CampaignWords, t: TFunction): string {
  const conditions = draft.conditions ?? {};
  switch (draft.trigger) {
    case 'pack_code_credited': {
      const kinds = conditions.code_kinds ?? [];
      const picked =
        (conditions.product_ids?.length ?? 0) + (conditions.category_ids?.length ?? 0) + (conditions.variant_ids?.length ?? 0);
      if (picked > 0) return t('campaigns.summary.trigger.chosenProducts');
      if (kinds.length === 1) return t(`campaigns.summary.trigger.kind_${kinds[0]}`);
      return t('campaigns.summary.trigger.pack_code_credited');
    }
    case 'nth_scan_of_month':
      return conditions.nth_scan
        ? t('campaigns.summary.trigger.nth_scan_of_month', { n: conditions.nth_scan })
        : t('campaigns.summary.trigger.nth_scan_unknown');
    case 'custom_event':
      return t('campaigns.summary.trigger.custom_event', { name: conditions.event_name || '…' });
    case undefined:
      return '';
    default:
      return t(`campaigns.summary.trigger.${draft.trigger}`);
  }
}

/** Names of the segments, tier levels and rewards a campaign names by id; an unknown id reads as its number. */
export interface ConditionNames {
  segment: (id: number) => string;
  level: (id: number) => string;
  reward?: (id: number) => string;
}

const byNumber: ConditionNames = { segment: (id) => `#${id}`, level: (id) => `#${id}` };

type EffectWords = NonNullable<CampaignWords['effect']>;

/** One effect in a few words: "×2 XP", "+20 XP", "SMS", "push", "подарунок «Кава»". */
function effectWords(effect: EffectWords | undefined, t: TFunction, language: string, names: ConditionNames): string {
  switch (effect?.kind) {
    case 'multiplier':
      return t('campaigns.summary.multiplier', {
        factor: Number.isFinite(effect.factor) ? formatNumber(effect.factor, language) : '…',
      });
    case 'fixed_xp':
      return Number.isFinite(effect.xp) ? formatXp(effect.xp, language, true) : '+… XP';
    case 'message':
      return t(`campaigns.summary.message_${effect.channel}`);
    case 'unlock_reward':
      return t('campaigns.summary.reward', {
        name: Number.isFinite(effect.reward_id) ? (names.reward ?? ((id) => `#${id}`))(effect.reward_id) : '…',
      });
    default:
      return '';
  }
}

/** The campaign's rules in one line, in the language of `t`. */
export function campaignSummary(draft: CampaignWords, t: TFunction, language: string, names: ConditionNames = byNumber): string {
  const effect = draft.effect;
  const head = [effect, ...(draft.extra_effects ?? [])]
    .map((one) => effectWords(one, t, language, names))
    .filter(Boolean)
    .join(' + ');
  const parts = [[head, triggerWords(draft, t)].filter(Boolean).join(' ')];
  const conditions = draft.conditions ?? {};
  const days = daysInWords(conditions.days_of_week, t);
  if (days) parts.push(days);
  if (conditions.time_from && conditions.time_until)
    parts.push(t('campaigns.summary.between', { from: conditions.time_from, until: conditions.time_until }));
  else if (conditions.time_from) parts.push(t('campaigns.summary.from', { from: conditions.time_from }));
  else if (conditions.time_until) parts.push(t('campaigns.summary.until', { until: conditions.time_until }));
  if (conditions.first_time_only) parts.push(t('campaigns.summary.firstTime'));
  if (conditions.segment_ids?.length)
    parts.push(t('campaigns.summary.segments', { names: conditions.segment_ids.map(names.segment).join(', ') }));
  if (conditions.tier_level_ids?.length)
    parts.push(t('campaigns.summary.tiers', { names: conditions.tier_level_ids.map(names.level).join(', ') }));
  if (effect?.kind === 'multiplier' && effect.max_xp)
    parts.push(t('campaigns.summary.cap', { xp: formatXp(effect.max_xp, language) }));
  const limits = draft.limits ?? {};
  const limitWords = (['per_day', 'per_week', 'per_month', 'per_campaign'] as const)
    .filter((period) => limits[period])
    .map((period) => t(`campaigns.summary.limit.${period}`, { count: limits[period] }));
  if (limitWords.length > 0) parts.push(t('campaigns.summary.limits', { limits: limitWords.join(', ') }));
  if (draft.budget_xp) parts.push(t('campaigns.summary.budget', { xp: formatXp(draft.budget_xp, language) }));
  if (draft.holdout_percent)
    parts.push(t('campaigns.summary.holdout', { percent: formatNumber(draft.holdout_percent, language) }));
  return parts.filter(Boolean).join(', ');
}

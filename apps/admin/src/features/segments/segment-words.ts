// A segment's rules as a person reads them ("останнє сканування понад 30 дн. тому, замовлень від 2"), for the list and
// the editor's heading; no rule reads as every customer of the brand.
import type { TFunction } from 'i18next';
import type { SegmentRulesWire } from '@loyalty/contracts/admin';
import type { Formatters } from '@admin/ui/format';

function range(range: { min?: number; max?: number } | undefined, t: TFunction, show: (value: number) => string): string | null {
  if (!range || (range.min === undefined && range.max === undefined)) return null;
  if (range.min !== undefined && range.max !== undefined)
    return t('segments.words.between', { min: show(range.min), max: show(range.max) });
  if (range.min !== undefined) return t('segments.words.atLeast', { min: show(range.min) });
  return t('segments.words.atMost', { max: show(range.max ?? 0) });
}

export function segmentWords(
  rules: SegmentRulesWire,
  t: TFunction,
  format: Formatters,
  levelName: (id: number) => string,
  campaignName: (id: number) => string = (id) => `#${id}`,
): string {
  const parts: string[] = [];
  if (rules.last_scan_more_than_days) parts.push(t('segments.words.lastScan', { days: rules.last_scan_more_than_days }));
  if (rules.tier_level_ids?.length)
    parts.push(t('segments.words.tiers', { names: rules.tier_level_ids.map(levelName).join(', ') }));
  if (rules.last_delivery_cities?.length)
    parts.push(t('segments.words.cities', { cities: rules.last_delivery_cities.join(', ') }));
  const orders = range(rules.orders_count, t, format.number);
  if (orders) parts.push(t('segments.words.orders', { range: orders }));
  const balance = range(rules.balance, t, (value) => format.xp(value));
  if (balance) parts.push(t('segments.words.balance', { range: balance }));
  const { from, to } = rules.registered ?? {};
  if (from && to) parts.push(t('segments.words.registeredBetween', { from: format.date(from), to: format.date(to) }));
  else if (from) parts.push(t('segments.words.registeredFrom', { from: format.date(from) }));
  else if (to) parts.push(t('segments.words.registeredTo', { to: format.date(to) }));
  if (rules.campaign_member?.length)
    parts.push(t('segments.words.campaigns', { names: rules.campaign_member.map(campaignName).join(', ') }));
  return parts.length === 0 ? t('segments.words.everyone') : parts.join(', ');
}

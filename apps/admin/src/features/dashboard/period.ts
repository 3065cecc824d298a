// The dashboard's periods: today, the last 7, 30 or 90 Kyiv days, or days chosen on the calendar.
import { addCalendarDays, kyivCalendarDate } from '@loyalty/domain/kyiv-time';

export const presets = ['today', '7', '30', '90', 'custom'] as const;
export type Preset = (typeof presets)[number];

export function presetPeriod(preset: Exclude<Preset, 'custom'>, now: Date = new Date()): { from: string; to: string } {
  const to = kyivCalendarDate(now);
  const days = preset === 'today' ? 1 : Number(preset);
  return { from: addCalendarDays(to, -(days - 1)), to };
}

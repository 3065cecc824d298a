// Opening hours of a store as its text reads («Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00»), parsed into a week, and whether
// the store is open at an instant, on Kyiv's clock. The grammar is the one the contract's storeHoursSchema validates
// (packages/contracts/src/points.ts, docs/decisions/0082); a text outside it parses to null and is shown as it is.
import { kyivWeekdayAndMinute } from './kyiv-time.ts';

/** Minutes from a day's midnight: from ≥ to means the store closes after midnight, the next day. */
export interface OpeningSpan {
  from: number;
  to: number;
}

/** Monday first: the span of each day, or null on a closed day. */
export type WeeklyHours = readonly (OpeningSpan | null)[];

export const weekdayAbbreviations = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'] as const;

const minutesPerDay = 24 * 60;
const minutesPerWeek = 7 * minutesPerDay;
const day = `(${weekdayAbbreviations.join('|')})`;
const time = '(\\d{2}):(\\d{2})';
/** One rule: days (one, a range, or «Щодня») then a span, «вихідний» or «цілодобово»; or «Цілодобово» alone. */
const rulePattern = new RegExp(
  `^(?:(?:${day}(?:\\s*[–-]\\s*${day})?|(Щодня))\\s+(?:${time}\\s*[–-]\\s*${time}|(вихідний)|(цілодобово))|(Цілодобово))$`,
  'u',
);

function clockMinutes(hours: string | undefined, minutes: string | undefined, allowMidnightEnd: boolean): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59) return null;
  if (h === 24 && m === 0 && allowMidnightEnd) return minutesPerDay;
  return h <= 23 ? h * 60 + m : null;
}

function daysOf(first: string | undefined, last: string | undefined, everyDay: boolean): number[] {
  if (everyDay) return [0, 1, 2, 3, 4, 5, 6];
  const start = weekdayAbbreviations.indexOf(first as (typeof weekdayAbbreviations)[number]);
  const end = last === undefined ? start : weekdayAbbreviations.indexOf(last as (typeof weekdayAbbreviations)[number]);
  // A range may run over the weekend: «Пт–Пн» is Friday, Saturday, Sunday and Monday.
  const length = ((end - start + 7) % 7) + 1;
  return Array.from({ length }, (_, offset) => (start + offset) % 7);
}

/**
 * The week of an hours text, or null when the text does not follow the grammar. Rules are separated by commas and a
 * later rule replaces an earlier one for its days («Щодня 09:00–21:00, Нд вихідний»); days no rule names are closed.
 */
export function parseStoreHours(text: string): WeeklyHours | null {
  const week: (OpeningSpan | null)[] = Array.from({ length: 7 }, () => null);
  const rules = text.trim().split(/\s*,\s*/u);
  for (const rule of rules) {
    const match = rulePattern.exec(rule);
    if (!match) return null;
    const [, first, last, everyDay, fromH, fromM, toH, toM, dayOff, aroundTheClock, alwaysOpen] = match;
    let span: OpeningSpan | null;
    if (alwaysOpen || aroundTheClock) span = { from: 0, to: minutesPerDay };
    else if (dayOff) span = null;
    else {
      const from = clockMinutes(fromH, fromM, false);
      const to = clockMinutes(toH, toM, true);
      if (from === null || to === null || from === to) return null;
      span = { from, to };
    }
    for (const index of alwaysOpen ? daysOf(undefined, undefined, true) : daysOf(first, last, Boolean(everyDay))) {
      week[index] = span;
    }
  }
  return week;
}

export type OpeningState =
  /** closesAt null: open around the clock. */
  | { open: true; closesAt: string | null }
  /** inDays 0 today, 1 tomorrow…; weekday 0 Monday … 6 Sunday. */
  | { open: false; opensAt: string; inDays: number; weekday: number }
  /** Closed every day of the week. */
  | { open: false; opensAt: null };

function clockOf(weekMinute: number): string {
  const minute = ((weekMinute % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Open intervals in minutes from Monday 00:00, over three weeks so a night across Sunday needs no special case. */
function weekIntervals(week: WeeklyHours): { start: number; end: number }[] {
  const intervals: { start: number; end: number }[] = [];
  for (const shift of [-minutesPerWeek, 0, minutesPerWeek]) {
    week.forEach((span, index) => {
      if (!span) return;
      const start = shift + index * minutesPerDay + span.from;
      intervals.push({ start, end: start + (span.to > span.from ? span.to - span.from : span.to + minutesPerDay - span.from) });
    });
  }
  return intervals.sort((left, right) => left.start - right.start);
}

/** Whether the store is open at `instant` (Kyiv time), until when, or when it opens next. */
export function openingStateAt(week: WeeklyHours, instant: Date = new Date()): OpeningState {
  const { weekday, minute } = kyivWeekdayAndMinute(instant);
  const now = weekday * minutesPerDay + minute;
  const intervals = weekIntervals(week);
  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (current) {
    // Back-to-back spans (a night that runs into the next day's hours) are one opening.
    let closes = current.end;
    for (const interval of intervals) {
      if (interval.start <= closes && interval.end > closes) closes = interval.end;
    }
    return { open: true, closesAt: closes - now >= minutesPerWeek ? null : clockOf(closes) };
  }
  const next = intervals.find((interval) => interval.start > now);
  if (!next) return { open: false, opensAt: null };
  const dayIndex = Math.floor(next.start / minutesPerDay);
  return { open: false, opensAt: clockOf(next.start), inDays: dayIndex - weekday, weekday: dayIndex % 7 };
}

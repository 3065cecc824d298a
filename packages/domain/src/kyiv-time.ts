// The one Kyiv calendar module: every "today", "this month" and "next month" of the programme is Kyiv's, on Intl with
// the Europe/Kyiv zone (the spec's customers and its monthly limits live there; a server may run in UTC).
// Computed in JS, not SQL: PGlite's and older servers' time zone data may not know the name Europe/Kyiv (renamed from
// Kiev in 2022).

export const kyivTimeZone = 'Europe/Kyiv';

/**
 * A formatter made on first use: making one loads the time zone and locale data (about 13 ms for these four in Node,
 * four times that on a mid-range phone), and a module the first screen imports must not pay that before painting.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const kyivDate = lazyFormat('en-CA', { timeZone: kyivTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const kyivParts = lazyFormat('en-US', {
  timeZone: kyivTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const kyivClockFormat = lazyFormat('en-GB', { timeZone: kyivTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const genitiveMonth = lazyFormat('uk', { timeZone: 'UTC', day: 'numeric', month: 'long' });

/** The calendar date (YYYY-MM-DD) in Kyiv at this instant: a day starts at Kyiv's midnight, not UTC's. */
export function kyivCalendarDate(instant: Date = new Date()): string {
  return kyivDate().format(instant);
}

/** Kyiv's wall clock at this instant as HH:MM (24 hours). */
export function kyivClock(instant: Date = new Date()): string {
  return kyivClockFormat().format(instant);
}

/**
 * A calendar date plus some days, on the date itself (not on instants), so a DST change overnight cannot skip or
 * repeat a day.
 */
export function addCalendarDays(isoDate: string, days: number): string {
  const [year, month, day] = parseIsoDate(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Kyiv's wall clock at `instant`, read as if it were UTC: the difference to `instant` is Kyiv's offset then. */
function kyivWallClockAsUtc(instant: Date): { ms: number; year: number; month: number } {
  const parts = Object.fromEntries(
    kyivParts()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const ms = Date.UTC(year, month - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return { ms, year, month };
}

/** Kyiv's day of the week (0 Monday … 6 Sunday) and minute of the day (0–1439) at this instant: opening hours. */
export function kyivWeekdayAndMinute(instant: Date = new Date()): { weekday: number; minute: number } {
  const wall = new Date(kyivWallClockAsUtc(instant).ms);
  return { weekday: (wall.getUTCDay() + 6) % 7, minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** The Kyiv calendar month (1–12) at this instant. */
export function kyivMonthNumber(instant: Date = new Date()): number {
  return kyivWallClockAsUtc(instant).month;
}

/** The last month start computed: [from, until) in epoch ms. */
let cachedMonth: { from: number; until: number } | undefined;

/** The instant the Kyiv calendar month containing `now` began (Kyiv's midnight of the 1st). */
export function kyivMonthStart(now: Date = new Date()): Date {
  // Every redemption asks; the answer changes once a month, and Intl's formatting is not cheap (the profile).
  const instant = now.getTime();
  if (cachedMonth && instant >= cachedMonth.from && instant < cachedMonth.until) return new Date(cachedMonth.from);
  const start = monthStartOf(now);
  const next = monthStartOf(new Date(start.getTime() + 32 * 86_400_000));
  cachedMonth = { from: start.getTime(), until: next.getTime() };
  return start;
}

function monthStartOf(now: Date): Date {
  const { year, month } = kyivWallClockAsUtc(now);
  return kyivMidnight(Date.UTC(year, month - 1, 1));
}

/** The instant whose Kyiv wall clock, read as UTC, is `wallMidnight` (epoch ms): a midnight, or any time of day. */
function kyivMidnight(wallMidnight: number): Date {
  // The offset at that midnight (it differs from today's across a DST change); two passes settle it.
  let guess = wallMidnight - 2 * 3_600_000;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = kyivWallClockAsUtc(new Date(guess)).ms - guess;
    guess = wallMidnight - offset;
  }
  return new Date(guess);
}

function parseIsoDate(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The instant Kyiv's wall clock reads `isoDate` (YYYY-MM-DD) at `clock` (HH:MM or HH:MM:SS), as carriers write times. */
export function kyivWallTime(isoDate: string, clock: string): Date {
  const [year, month, day] = parseIsoDate(isoDate);
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(clock);
  if (!match) throw new RangeError(`Not a clock time: ${clock}`);
  return kyivMidnight(Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]), Number(match[3] ?? 0)));
}

/** The instant the Kyiv calendar day `isoDate` (YYYY-MM-DD) begins. */
export function kyivDayStart(isoDate: string): Date {
  const [year, month, day] = parseIsoDate(isoDate);
  return kyivMidnight(Date.UTC(year, month - 1, day));
}

/** The last second of the Kyiv calendar day `isoDate` (an inclusive end date typed in a form). */
export function kyivDayEnd(isoDate: string): Date {
  return new Date(kyivDayStart(addCalendarDays(isoDate, 1)).getTime() - 1000);
}

/**
 * A calendar date plus whole months; a day the target month lacks becomes its last day (2024-02-29 + 12 months is
 * 2025-02-28), so a warranty or an expiry never falls in the month after the one promised.
 */
export function addCalendarMonths(isoDate: string, months: number): string {
  const [year, month, day] = parseIsoDate(isoDate);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The Ukrainian month name as in a date ("з 1 грудня"): month 1–12, any integer wraps round the year. */
export function ukrainianMonthGenitive(month: number): string {
  const index = (((month - 1) % 12) + 12) % 12;
  const parts = genitiveMonth().formatToParts(new Date(Date.UTC(2000, index, 1)));
  return parts.find((part) => part.type === 'month')?.value ?? '';
}

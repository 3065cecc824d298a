// The calendar month in Kyiv that the monthly scan limit and the scan counters count in.

const kyivParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Kyiv',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Kyiv's wall clock at `instant`, read as if it were UTC: the difference to `instant` is Kyiv's offset then. */
function kyivWallClockAsUtc(instant: Date): { ms: number; year: number; month: number } {
  const parts = Object.fromEntries(kyivParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const ms = Date.UTC(year, month - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return { ms, year, month };
}

/**
 * The instant the Kyiv calendar month containing `now` began (local midnight of the 1st). Computed in JS, not SQL,
 * because PGlite's and older servers' time zone data may not know the name Europe/Kyiv (renamed from Kiev in 2022).
 */
export function kyivMonthStart(now: Date = new Date()): Date {
  // Every redemption asks; the answer changes once a month, and Intl's formatting is not cheap (issue 12's profile).
  const instant = now.getTime();
  if (cachedMonth && instant >= cachedMonth.from && instant < cachedMonth.until) return new Date(cachedMonth.from);
  const start = monthStartOf(now);
  const next = monthStartOf(new Date(start.getTime() + 32 * 86_400_000));
  cachedMonth = { from: start.getTime(), until: next.getTime() };
  return start;
}

/** The last month computed: [from, until) in epoch ms. */
let cachedMonth: { from: number; until: number } | undefined;

function monthStartOf(now: Date): Date {
  const { year, month } = kyivWallClockAsUtc(now);
  const wallMidnight = Date.UTC(year, month - 1, 1);
  // The offset at that midnight (it differs from today's across a DST change); two passes settle it.
  let guess = wallMidnight - 2 * 3_600_000;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = kyivWallClockAsUtc(new Date(guess)).ms - guess;
    guess = wallMidnight - offset;
  }
  return new Date(guess);
}

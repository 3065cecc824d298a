// The one format of money, dates and phones (@loyalty/client/format) as the customer app uses it, with the parity of
// its own Ukrainian money writing against Intl (sampled here; in full with `npm run check:parity -w @loyalty/web`).
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKop, formatMoney, formatUaPhone } from '@loyalty/client/format';
import { parityFull, paritySample, paritySeed } from '@/test/parity-sample';

const nbsp = /\u00a0|\u202f/g;
const plain = (text: string) => text.replace(nbsp, ' ');

/** A bound for a loaded machine, not a measurement: the sample takes well under a second, everything a few. */
const parityTimeoutMs = parityFull ? 120_000 : 30_000;

describe('formatters', () => {
  it('writes money with a decimal comma and grouped thousands, never a dot, a whole sum without ",00"', () => {
    expect(plain(formatMoney('1699.00', 'uk'))).toBe('1 699');
    expect(formatMoney('1699.00', 'uk')).toBe('1\u00a0699');
    expect(plain(formatMoney('95.5', 'uk'))).toBe('95,50');
    expect(plain(formatMoney('90.30', 'uk'))).toBe('90,30');
    expect(plain(formatMoney(1180, 'uk'))).toBe('1 180');
    expect(plain(formatKop(118_000, 'uk'))).toBe('1 180');
    expect(plain(formatKop(118_001, 'uk'))).toBe('1 180,01');
    expect(plain(formatMoney(0, 'uk'))).toBe('0');
    expect(formatMoney('1699.00', 'en')).toBe('1,699');
    expect(formatMoney('1699.5', 'en')).toBe('1,699.50');
    expect(formatMoney('n/a', 'uk')).toBe('n/a');
  });

  it(
    `writes Ukrainian amounts exactly as Intl.NumberFormat('uk-UA') does, without asking it (seed ${paritySeed})`,
    () => {
      const intl = new Intl.NumberFormat('uk-UA', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        trailingZeroDisplay: 'stripIfInteger',
      });
      const edges = [0, -0, 0.01, 0.1, 5, 95.5, 999.99, 1000, 1699, 12_345.67, -1699.5, 1_234_567.89, 90_071_992_547_409.9];
      // Kopiyky up to 2,000 UAH and a spread of larger ones, as numbers and as the wire's strings: a seeded sample of
      // them here, all of them with `npm run check:parity -w @loyalty/web`.
      const spread: number[] = [];
      for (let kop = 0; kop <= 200_000; kop += 7) spread.push(kop / 100, -kop / 100);
      for (let kop = 1; kop < 1e15; kop *= 13) spread.push(kop / 100);
      const amounts = [...edges, ...paritySample(spread, 3000)];
      for (const amount of amounts) {
        expect(formatMoney(amount, 'uk'), String(amount)).toBe(intl.format(amount));
        expect(formatMoney(amount.toFixed(2), 'uk'), amount.toFixed(2)).toBe(intl.format(Number(amount.toFixed(2))));
      }
      const kopiyky: number[] = [];
      for (let kop = -100_000; kop <= 100_000; kop += 37) kopiyky.push(kop);
      for (const kop of paritySample(kopiyky, 1000)) expect(formatKop(kop, 'uk')).toBe(intl.format(kop / 100));
      // More than two decimals, or beyond exact kopiyky: Intl itself writes them (its rounding is the rule).
      for (const amount of [1.005, 2.675, 0.015, 1e21, 123.4567]) expect(formatMoney(amount, 'uk')).toBe(intl.format(amount));
    },
    parityTimeoutMs,
  );

  it('writes dates with the month name: calendar dates as named, instants on the Kyiv calendar', () => {
    expect(formatDate('2027-12-31', 'uk')).toBe('31 грудня 2027 р.');
    // 22:30 UTC on 31 December is 1 January in Kyiv.
    expect(formatDate('2026-12-31T22:30:00Z', 'uk')).toBe('1 січня 2027 р.');
    expect(formatDate('2027-12-31', 'en')).toBe('31 December 2027');
    expect(plain(formatDateTime('2026-11-24T12:05:00Z', 'uk'))).toMatch(/^24 лист\. 2026 р\., 14:05$/);
    // The customer app's one way: the month written out, as orders write their dates.
    expect(plain(formatDateTime('2026-11-24T12:05:00Z', 'uk', 'long'))).toBe('24 листопада 2026 р. о 14:05');
    expect(formatDate('soon', 'uk')).toBe('soon');
  });

  it('shows phones as the login screen does', () => {
    expect(formatUaPhone('+380501234567')).toBe('+380 50 123 45 67');
  });
});

// Phone numbers in free text: every usual spelling of a Ukrainian number is masked to its last four digits,
// wherever it stands in a log line or a URL, and the numbers a log is full of (times, ids, dates, amounts) are left.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsUaPhone, maskUaPhones } from './phone-in-text.ts';

/** The spellings of +380671120001 that people type and programs write. */
const spellings = [
  '+380671120001',
  '380671120001',
  '0671120001',
  '80671120001',
  '+380 67 112 00 01',
  '+38 (067) 112-00-01',
  '+38(067)1120001',
  '(067) 112 00 01',
  '067 112 00 01',
  '067-112-00-01',
  '%2B380671120001',
  '%2b380671120001',
  '%2B38%20067%20112%2000%2001',
  '+380+67+112+00+01',
];

describe('maskUaPhones', () => {
  it.each(spellings)('masks %s to its last four digits wherever it stands', (phone) => {
    for (const [before, after] of [
      ['', ''],
      ['query=', '&page=2'],
      ['{"phone":"', '"}'],
      ['Дзвони на ', ', будь ласка'],
      ['/api/customers/', '/orders'],
      ['(', ')'],
    ]) {
      const masked = maskUaPhones(`${before}${phone}${after}`);
      expect(masked).toBe(`${before}+380*****0001${after}`);
      expect(masked.replace(/\D/g, '')).not.toContain('671120001');
    }
  });

  it('masks several numbers in one text, and a number given as a JSON number', () => {
    expect(maskUaPhones('{"from":380671120001,"to":"0501234567"}')).toBe('{"from":+380*****0001,"to":"+380*****4567"}');
    expect(containsUaPhone('{"from":380671120001}')).toBe(true);
  });

  it('leaves the numbers a log line is full of', () => {
    const line =
      '{"level":30,"time":1795830000123,"pid":4012,"reqId":"0a8f3c2e-1b4d-4e5f-9a6b-380671120001","responseTime":12.0671120001,' +
      '"customerId":671120001,"orderNumber":100234,"date":"2026-05-06T10:15:00.000Z","expires":"05.06.2026 10:15",' +
      '"ttn":"20450671120001","code":"REW-0671120001X","hex":"ff0671120001"}';
    expect(containsUaPhone(line)).toBe(false);
    expect(maskUaPhones(line)).toBe(line);
  });

  it('masks any number of the programme in any spelling (property)', () => {
    const national = fc.stringMatching(/^[3-9]\d{8}$/);
    const spell = fc.constantFrom(
      (n: string) => `+380${n}`,
      (n: string) => `380${n}`,
      (n: string) => `0${n}`,
      (n: string) => `%2B380${n}`,
      (n: string) => `+380 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
      (n: string) => `+38 (0${n.slice(0, 2)}) ${n.slice(2, 5)}-${n.slice(5, 7)}-${n.slice(7)}`,
      (n: string) => `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
    );
    const gap = fc.constantFrom(' ', '=', '"', '/', ':', '(', ', ', '\n');
    fc.assert(
      fc.property(national, spell, gap, gap, (digits, spelling, left, right) => {
        const masked = maskUaPhones(`text${left}${spelling(digits)}${right}text`);
        expect(masked).toBe(`text${left}+380*****${digits.slice(-4)}${right}text`);
        expect(containsUaPhone(masked)).toBe(false);
      }),
    );
  });
});

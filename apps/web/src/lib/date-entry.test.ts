// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateTextOf, isoOfDateText, typeDateText } from '@/lib/date-entry';

describe('typeDateText', () => {
  it('puts the dots in as the digits come, so a number pad is enough', () => {
    expect(typeDateText('1')).toBe('1');
    expect(typeDateText('12')).toBe('12');
    expect(typeDateText('123')).toBe('12.3');
    expect(typeDateText('1203')).toBe('12.03');
    expect(typeDateText('12031')).toBe('12.03.1');
    expect(typeDateText('12031990')).toBe('12.03.1990');
    expect(typeDateText('120319901')).toBe('12.03.1990');
  });

  it('lets a dot be deleted, and keeps one typed after two digits', () => {
    expect(typeDateText('12.')).toBe('12.');
    expect(typeDateText('12.03.')).toBe('12.03.');
  });

  it('pads a one-digit day or month closed by a separator, and reads other separators', () => {
    expect(typeDateText('1.3.1990')).toBe('01.03.1990');
    expect(typeDateText('1/3/1990')).toBe('01.03.1990');
    expect(typeDateText('01-03-1990')).toBe('01.03.1990');
  });

  it('turns a pasted or filled-in ISO date round, and drops letters', () => {
    expect(typeDateText('1990-03-12')).toBe('12.03.1990');
    expect(typeDateText('1a2б0319x90')).toBe('12.03.1990');
  });
});

describe('isoOfDateText and dateTextOf', () => {
  it('gives the form an ISO date only for a whole, real date', () => {
    expect(isoOfDateText('12.03.1990')).toBe('1990-03-12');
    expect(isoOfDateText('29.02.2000')).toBe('2000-02-29');
    expect(isoOfDateText('29.02.2001')).toBe('29.02.2001');
    expect(isoOfDateText('31.04.1990')).toBe('31.04.1990');
    expect(isoOfDateText('12.03.19')).toBe('12.03.19');
  });

  it('shows an ISO value the Ukrainian way and a partial entry as typed', () => {
    expect(dateTextOf('1990-03-12')).toBe('12.03.1990');
    expect(dateTextOf('12.03')).toBe('12.03');
    expect(dateTextOf('')).toBe('');
  });
});

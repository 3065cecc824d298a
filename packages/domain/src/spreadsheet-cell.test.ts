import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './spreadsheet-cell.ts';

describe('spreadsheetSafe', () => {
  it('neutralises what a spreadsheet would run, and leaves numbers, phones and text alone', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(spreadsheetSafe('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(spreadsheetSafe('+cmd|x')).toBe(`'+cmd|x`);
    expect(spreadsheetSafe('-150')).toBe('-150');
    expect(spreadsheetSafe('+380501234567')).toBe('+380501234567');
    expect(spreadsheetSafe('Ярина')).toBe('Ярина');
  });
});

// Manual entry: what the customer sees as "will be sent" is the server's normal form, grouped for reading.
import { describe, expect, it } from 'vitest';
import { readManualCode } from '@/features/scan/utils/manual-code';

describe('readManualCode', () => {
  it.each([
    ['acde-fghj-kmnp', 'ACDEFGHJKMNP', 'ACDE FGHJ KMNP'],
    ['  acde fghj  kmnp ', 'ACDEFGHJKMNP', 'ACDE FGHJ KMNP'],
    ['https://glo.example/s?code=acde-fghj-kmnp', 'ACDEFGHJKMNP', 'ACDE FGHJ KMNP'],
    ['GLO–DEMO–00001', 'GLODEMO00001', 'GLOD EMO0 0001'],
  ])('%s → %s', (text, normalized, display) => {
    const code = readManualCode(text);
    expect(code).toEqual({ normalized, display, problem: null });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ABC-123', 'tooShort'],
    ['ABCDEFGHJK!', 'invalid'],
    ['АБВГДЕЄЖЗИ', 'invalid'],
  ])('%j is refused as %s', (text, problem) => {
    expect(readManualCode(text).problem).toBe(problem);
  });
});

// Manual entry: what is sent is the server's normal form, whatever the customer typed around it.
import { describe, expect, it } from 'vitest';
import { readManualCode } from '@/features/scan/utils/manual-code';

describe('readManualCode', () => {
  it.each([
    ['acde-fghj-kmnp', 'ACDEFGHJKMNP'],
    ['  acde fghj  kmnp ', 'ACDEFGHJKMNP'],
    ['https://glo.example/s?code=acde-fghj-kmnp', 'ACDEFGHJKMNP'],
    ['GLO–DEMO–00001', 'GLODEMO00001'],
  ])('%s → %s', (text, normalized) => {
    const code = readManualCode(text);
    expect(code).toEqual({ normalized, problem: null });
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

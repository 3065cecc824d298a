import { describe, expect, it } from 'vitest';
import { generatedPackCodeLength, isValidPackCode, normalizePackCode, packCodeAlphabet } from './pack-code.ts';

describe('normalizePackCode', () => {
  it('upper-cases and drops spaces and dashes of every kind', () => {
    expect(normalizePackCode(' abcd-efgh 1234 ')).toBe('ABCDEFGH1234');
    expect(normalizePackCode('ab\u2013cd\u00a0ef\tgh')).toBe('ABCDEFGH');
  });

  it('takes the code or c parameter of a scanned URL, else its last path segment', () => {
    expect(normalizePackCode('https://glo.ua/scan?code=abcd-efgh-1234&utm=x')).toBe('ABCDEFGH1234');
    expect(normalizePackCode('https://glo.ua/q?c=zz99zz99zz')).toBe('ZZ99ZZ99ZZ');
    expect(normalizePackCode('http://ogo.ua/p/ABCD1234EF/')).toBe('ABCD1234EF');
    expect(normalizePackCode('https://glo.ua/')).toBe('');
  });

  it('leaves what is not a code to isValidPackCode', () => {
    expect(isValidPackCode(normalizePackCode('abc'))).toBe(false);
    expect(isValidPackCode(normalizePackCode('GOOD_CODE_01'))).toBe(false);
    expect(isValidPackCode(normalizePackCode('абвгдежзийк'))).toBe(false);
    expect(isValidPackCode('A'.repeat(65))).toBe(false);
    expect(isValidPackCode('ABCDEFGH12')).toBe(true);
  });

  it('the generation alphabet has no look-alike characters and makes valid codes', () => {
    expect(packCodeAlphabet).not.toMatch(/[0O1IL2Z5S8B]/);
    expect(isValidPackCode(packCodeAlphabet.slice(0, generatedPackCodeLength))).toBe(true);
  });
});

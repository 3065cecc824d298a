import { describe, expect, it } from 'vitest';
import { digitsOnly, truncateUserAgent } from './text.ts';

describe('digitsOnly', () => {
  it('strips every non-digit', () => {
    expect(digitsOnly('+38 (067) 123-45-67')).toBe('380671234567');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('truncateUserAgent', () => {
  it('keeps short strings and cuts long ones at 500 characters', () => {
    expect(truncateUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0');
    expect(truncateUserAgent('x'.repeat(501))).toHaveLength(500);
    expect(truncateUserAgent('x'.repeat(500))).toHaveLength(500);
  });
});

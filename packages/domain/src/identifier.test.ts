import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IdentifierError, identifierBytes, normalizeIdentifier } from './identifier.ts';

function kindOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof IdentifierError) return error.kind;
    throw error;
  }
  return 'none';
}

describe('normalizeIdentifier', () => {
  it('accepts UUID text in any case and returns it lower-cased', () => {
    expect(normalizeIdentifier(' 3F2504E0-4F89-11D3-9A0C-0305E82C3301 ')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
  });

  it('accepts 16 bytes and formats them as UUID text', () => {
    const bytes = Uint8Array.from([
      0x3f, 0x25, 0x04, 0xe0, 0x4f, 0x89, 0x11, 0xd3, 0x9a, 0x0c, 0x03, 0x05, 0xe8, 0x2c, 0x33, 0x01,
    ]);
    expect(normalizeIdentifier(bytes)).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
    expect(normalizeIdentifier(Array.from(bytes))).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
  });

  it('gives required for empty input', () => {
    expect(kindOf(() => normalizeIdentifier(''))).toBe('required');
    expect(kindOf(() => normalizeIdentifier('   '))).toBe('required');
    expect(kindOf(() => normalizeIdentifier(new Uint8Array()))).toBe('required');
  });

  it('gives invalid for a wrong format', () => {
    expect(kindOf(() => normalizeIdentifier('not-a-uuid'))).toBe('invalid');
    expect(kindOf(() => normalizeIdentifier('3f2504e0-4f89-11d3-9a0c-0305e82c330'))).toBe('invalid');
    expect(kindOf(() => normalizeIdentifier(new Uint8Array(15)))).toBe('invalid');
  });

  it('gives unsupported_type for anything else', () => {
    for (const value of [42, null, undefined, {}, true, [1, 2, 300]]) {
      expect(kindOf(() => normalizeIdentifier(value))).toBe('unsupported_type');
    }
  });

  it('round-trips any 16 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        expect(identifierBytes(normalizeIdentifier(bytes))).toEqual(bytes);
      }),
    );
  });
});

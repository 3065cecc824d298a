import { describe, expect, it } from 'vitest';
import { firstUnsafeTextPath, isSafeText } from './text.ts';

describe('isSafeText', () => {
  it('accepts text, tab, new lines, Cyrillic and emoji (surrogate pairs)', () => {
    for (const text of ['Тарас', 'рядок\nдругий\r\n\tз табом', '😀 ok', '']) expect(isSafeText(text)).toBe(true);
  });
  it('refuses NUL and other control characters, DEL, and unpaired surrogates', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', 'x\ud83d', '\ude00y'])
      expect(isSafeText(text)).toBe(false);
  });
});

describe('firstUnsafeTextPath', () => {
  it('names the first unsafe string anywhere in a body, keys included', () => {
    expect(firstUnsafeTextPath({ order: { note: 'ok', line_items: [{ title: 'a\u0000' }] } })).toBe('/order/line_items/0/title');
    expect(firstUnsafeTextPath({ ['bad\u0000key']: 1 })).toBe('/bad\u0000key');
    expect(firstUnsafeTextPath({ a: 1, b: [true, null, 'fine'] })).toBeNull();
    expect(firstUnsafeTextPath('\ud800')).toBe('');
  });
});

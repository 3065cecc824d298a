import { describe, expect, it } from 'vitest';
import { keepNumeroTogether } from '@/lib/format/numero';

describe('keepNumeroTogether', () => {
  it('glues "№" to the word before it and to its number', () => {
    expect(keepNumeroTogether('Київ, відділення №5')).toBe('Київ, відділення\u00a0№5');
    expect(keepNumeroTogether('відділення № 12 (до 30 кг)')).toBe('відділення\u00a0№\u00a012 (до 30 кг)');
    expect(keepNumeroTogether('вул. Хрещатик, 1')).toBe('вул. Хрещатик, 1');
  });
});

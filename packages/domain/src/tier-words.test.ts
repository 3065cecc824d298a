import { describe, expect, it } from 'vitest';
import { levelNameGenitive } from './tier-words.ts';

describe('levelNameGenitive', () => {
  it('declines a one-word adjective name', () => {
    expect(levelNameGenitive('Золотий')).toBe('Золотого');
    expect(levelNameGenitive('Срібний')).toBe('Срібного');
    expect(levelNameGenitive('Платиновий')).toBe('Платинового');
    expect(levelNameGenitive('Синій')).toBe('Синього');
  });

  it('declines nothing it cannot be sure of', () => {
    expect(levelNameGenitive('VIP')).toBeNull();
    expect(levelNameGenitive('Золотий клуб')).toBeNull();
    expect(levelNameGenitive('Бронза')).toBeNull();
  });
});

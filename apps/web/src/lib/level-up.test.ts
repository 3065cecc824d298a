import { describe, expect, it } from 'vitest';
import { takeLevelUp } from '@/lib/level-up';

describe('a level-up is celebrated once', () => {
  it('marks the first level seen without celebrating, then celebrates each higher level once', () => {
    expect(takeLevelUp('glo', 5, 1)).toBe(false);
    expect(takeLevelUp('glo', 5, 1)).toBe(false);
    expect(takeLevelUp('glo', 5, 2)).toBe(true);
    expect(takeLevelUp('glo', 5, 2)).toBe(false);
  });

  it('not on a downgrade, nor on reaching again a level already celebrated', () => {
    takeLevelUp('glo', 5, 1);
    expect(takeLevelUp('glo', 5, 3)).toBe(true);
    expect(takeLevelUp('glo', 5, 2)).toBe(false);
    expect(takeLevelUp('glo', 5, 3)).toBe(false);
  });

  it('per brand and customer', () => {
    takeLevelUp('glo', 5, 1);
    expect(takeLevelUp('ogo', 5, 2)).toBe(false);
    expect(takeLevelUp('glo', 6, 2)).toBe(false);
    expect(takeLevelUp('glo', 5, 2)).toBe(true);
  });
});

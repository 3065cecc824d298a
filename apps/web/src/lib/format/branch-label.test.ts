// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { branchLabelParts } from '@/lib/format/branch-label';

describe('branchLabelParts', () => {
  it('puts the number and the address on one line and the weight limit apart', () => {
    expect(branchLabelParts('Відділення №5 (до 30 кг): просп. Голосіївський, 44')).toEqual({
      main: 'Відділення\u00a0№5: просп. Голосіївський, 44',
      note: 'до 30 кг',
    });
  });

  it('keeps a label without a limit whole', () => {
    expect(branchLabelParts('Поштомат №2211: вул. Хрещатик, 1')).toEqual({
      main: 'Поштомат\u00a0№2211: вул. Хрещатик, 1',
      note: null,
    });
    expect(branchLabelParts('Відділення №12')).toEqual({ main: 'Відділення\u00a0№12', note: null });
  });

  it('reads a limit with no address after it', () => {
    expect(branchLabelParts('Відділення №3 (до 10 кг)')).toEqual({ main: 'Відділення\u00a0№3', note: 'до 10 кг' });
  });
});

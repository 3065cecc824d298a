// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { branchLabelParts, branchOptionLines } from '@/lib/format/branch-label';

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

describe('branchOptionLines', () => {
  it('puts the address first and «№15 · до 30 кг» second', () => {
    expect(branchOptionLines('Відділення №15 (до 30 кг): вул. Хрещатик, 22')).toEqual({
      address: 'вул. Хрещатик, 22',
      detail: '№15 · до 30 кг',
    });
  });

  it('keeps a parcel locker’s kind, and a label without an address whole', () => {
    expect(branchOptionLines('Поштомат №2211: вул. Хрещатик, 1')).toEqual({
      address: 'вул. Хрещатик, 1',
      detail: 'Поштомат\u00a0№2211',
    });
    expect(branchOptionLines('Відділення №3 (до 10 кг)')).toEqual({ address: 'Відділення\u00a0№3', detail: 'до 10 кг' });
    expect(branchOptionLines('Відділення №12')).toEqual({ address: 'Відділення\u00a0№12', detail: '' });
  });
});

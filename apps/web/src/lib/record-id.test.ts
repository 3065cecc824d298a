import { describe, expect, it } from 'vitest';
import { recordIdFrom } from './record-id';

describe('recordIdFrom', () => {
  it('takes positive whole ids within int4', () => {
    expect(recordIdFrom('42')).toBe(42);
    expect(recordIdFrom('2147483647')).toBe(2_147_483_647);
  });

  it('refuses everything else', () => {
    for (const value of ['042', '0', '-1', '1e3', '1.5', ' 7', '2147483648', '99999999999', '', null, undefined])
      expect(recordIdFrom(value)).toBeNull();
  });
});

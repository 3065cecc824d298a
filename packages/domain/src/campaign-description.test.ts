import { describe, expect, it } from 'vitest';
import { describeCampaign } from './campaign-description.ts';

describe('describeCampaign', () => {
  it('says a multiplier of one pack kind as the customer reads it', () => {
    expect(
      describeCampaign({
        trigger: 'pack_code_credited',
        conditions: { code_kinds: ['sticks'] },
        effect: { kind: 'multiplier', factor: 2 },
      }),
    ).toBe('×2 XP за стіки');
    expect(
      describeCampaign({
        trigger: 'pack_code_credited',
        conditions: { code_kinds: ['velo'] },
        effect: { kind: 'multiplier', factor: 1.5 },
      }),
    ).toBe('×1,5 XP за velo');
    expect(
      describeCampaign({
        trigger: 'pack_code_credited',
        conditions: { code_kinds: ['sticks', 'velo'] },
        effect: { kind: 'multiplier', factor: 1.25 },
      }),
    ).toBe('×1,25 XP за сканування');
  });

  it('says fixed XP with the fact that earns them', () => {
    expect(describeCampaign({ trigger: 'order_paid', conditions: {}, effect: { kind: 'fixed_xp', xp: 1500 } })).toBe(
      '+1\u00a0500 XP за замовлення',
    );
    expect(
      describeCampaign({ trigger: 'order_paid', conditions: { first_time_only: true }, effect: { kind: 'fixed_xp', xp: 100 } }),
    ).toBe('+100 XP за перше замовлення');
    expect(
      describeCampaign({
        trigger: 'pack_code_credited',
        conditions: { first_time_only: true, code_kinds: ['sticks'] },
        effect: { kind: 'fixed_xp', xp: 50 },
      }),
    ).toBe('+50 XP за перше сканування');
    expect(describeCampaign({ trigger: 'registration', conditions: {}, effect: { kind: 'fixed_xp', xp: 30 } })).toBe(
      '+30 XP за реєстрацію',
    );
    expect(describeCampaign({ trigger: 'referral_first_order', conditions: {}, effect: { kind: 'fixed_xp', xp: 30 } })).toBe(
      '+30 XP за перше замовлення друга',
    );
    expect(describeCampaign({ trigger: 'custom_event', conditions: {}, effect: { kind: 'fixed_xp', xp: 20 } })).toBe('+20 XP');
  });

  it('writes the scan of the month as a Ukrainian ordinal in figures', () => {
    const nth = (n: number) =>
      describeCampaign({ trigger: 'nth_scan_of_month', conditions: { nth_scan: n }, effect: { kind: 'fixed_xp', xp: 5 } });
    expect(nth(3)).toBe('+5 XP за 3-є сканування місяця');
    expect(nth(5)).toBe('+5 XP за 5-е сканування місяця');
    expect(nth(13)).toBe('+5 XP за 13-е сканування місяця');
    expect(nth(23)).toBe('+5 XP за 23-є сканування місяця');
  });
});

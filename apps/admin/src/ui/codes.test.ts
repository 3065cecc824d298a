import { describe, expect, it } from 'vitest';
import { financialStatuses, referralFlags, staffRoles, tierMeasures, xpAdjustmentStatuses } from '@loyalty/contracts/admin';
import { campaignStatuses, campaignTriggers } from '@loyalty/domain/campaigns';
import { scanOutcomes } from '@loyalty/contracts/scan';
import { storeKinds } from '@loyalty/contracts/points';
import { codeLabel, codes, codeTone, codeValues } from './codes';

describe('the codes map', () => {
  it('has words for every code the contracts list, in both languages', () => {
    const listed = {
      scan_outcome: scanOutcomes,
      order_status: financialStatuses,
      xp_adjustment_status: xpAdjustmentStatuses,
      staff_role: staffRoles,
      referral_flag: referralFlags,
      campaign_status: campaignStatuses,
      campaign_trigger: campaignTriggers,
      tier_measure: tierMeasures,
      store_kind: storeKinds,
    } as const;
    for (const [kind, values] of Object.entries(listed)) {
      for (const value of values) {
        const entry = (codes as Record<string, Record<string, { uk: string; en: string }>>)[kind]?.[value];
        expect(entry, `${kind}.${value}`).toBeDefined();
        expect(entry?.uk).not.toBe(value);
      }
    }
  });

  it('says a code in the chosen language, Ukrainian by default', () => {
    expect(codeLabel('ledger_reason', 'scan', 'uk')).toBe('Сканування коду');
    expect(codeLabel('ledger_reason', 'scan', 'en')).toBe('Code scan');
    expect(codeLabel('scan_outcome', 'unknown_code', 'uk')).toBe('Невідомий код');
    expect(codeLabel('order_status', 'paid', 'de')).toBe('Оплачено');
    expect(codeLabel('payment_method', 2, 'en')).toBe('Card (LiqPay)');
    expect(codeLabel('audit_action', 'customer.block', 'uk')).toBe('Клієнта заблоковано');
  });

  it('shows a code this build does not know as itself, with a neutral colour', () => {
    expect(codeLabel('ledger_reason', 'brand_new_reason', 'uk')).toBe('brand_new_reason');
    expect(codeTone('ledger_reason', 'brand_new_reason')).toBe('neutral');
    expect(codeTone('scan_outcome', 'credited')).toBe('positive');
  });

  it('offers every code of a kind as a filter option, in order', () => {
    expect(codeValues('order_status')).toEqual([...financialStatuses]);
  });
});

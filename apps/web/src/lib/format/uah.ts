// Money as the customer reads it, written one way on every shop screen (product, cart, checkout, success page, orders):
// formatMoney's number ("1 699", "95,50") and the currency word from the texts ("{{amount}} грн", `money.uah` of the
// shop bundle, which every caller loads).
import { formatKop, formatMoney } from '@loyalty/client/format';
import type { UseTranslationResult } from '@/lib/translation-hooks';

type Translate = Pick<UseTranslationResult, 't' | 'i18n'>;

/** An amount as the wire gives it ("1699.00", or a number of hryvnias) → "1 699 грн". */
export function formatUah({ t, i18n }: Translate, amount: string | number): string {
  return t('money.uah', { amount: formatMoney(amount, i18n.language) });
}

/** Kopiyky (the cart's and the totals' unit) → "1 699 грн". */
export function formatUahKop({ t, i18n }: Translate, kop: number): string {
  return t('money.uah', { amount: formatKop(kop, i18n.language) });
}

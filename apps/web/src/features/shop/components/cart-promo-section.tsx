// The cart's promo codes, the same section in both brands: the fields the spec's rules allow (VELO-30 in ogo, spec
// section 4; a friend's code on a first order, section 5), each checked against the server with "Застосувати"
// (check-promocode, the rules create-order applies) and answered on the field: the discount or, for a friend's code,
// the XP it earns the friend (it takes nothing off); or the reason, with how many discounted items VELO-30 still
// needs. A code that was not applied is checked on the way to delivery, so it never fails only at the end; one that
// does not apply goes out of the order there, said in a message, and never holds the checkout back.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { CheckPromocodeResponse, ReferralCheck, VeloPromoCheck } from '@loyalty/contracts/orders';
import {
  referralCodeLooksValid,
  referralPromoInputVisible,
  veloPromoPercent,
  veloPromoUnitsMissing,
} from '@loyalty/domain/shop/promo';
import { veloPromo } from '@loyalty/domain/constants';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId, fieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatXp } from '@loyalty/client/format';
import { isApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { useCheckPromocode } from '@/features/shop/api/check-promocode';
import { useCheckoutCustomer } from '@/features/shop/hooks/use-checkout-customer';
import { useBrandShop, useShopStore } from '@/features/shop/stores/shop-store';
import { formatUah } from '@/lib/format/uah';
import { DiscountNoFreeDelivery } from '@/features/shop/components/checkout-totals';

export type PromoKind = 'promocode' | 'mgmPromoCode';

type VeloRefusal = Extract<VeloPromoCheck, { applies: false }>['reason'];
type ReferralRefusal = Extract<ReferralCheck, { applies: false }>['reason'];

/** What the server said about a code, for the code and cart it was asked about. */
type Verdict =
  | { for: string; applies: true; discount: string | null; inviterXp: number | null }
  | { for: string; applies: false; reason: VeloRefusal | ReferralRefusal }
  | { for: string; applies: false; failed: true };

const kinds: readonly PromoKind[] = ['promocode', 'mgmPromoCode'];

/** Refusals of a right code that the cart does not qualify for yet: what to add, said as a hint. */
const notYetReasons = new Set<string>(['too_few_items', 'untagged_items']);

/** Refusals that mean the text is no code at all: the customer corrects it rather than going on without it. */
const mistypedReasons = new Set<string>(['code_mismatch', 'bad_code', 'unknown_code']);

/** Which promo fields the rules allow: VELO-30 only in ogo; a friend's code only before the first order. */
export function promoFieldsOf(brand: Brand, ordersCount: number | null): Record<PromoKind, boolean> {
  return {
    promocode: brand === 'ogo',
    mgmPromoCode: ordersCount !== null && referralPromoInputVisible({ ordersCount }),
  };
}

export function useCartPromos(brand: Brand) {
  const shop = useBrandShop(brand);
  const update = useShopStore((state) => state.update);
  const referralCode = useSessionStore((state) => state.referralCode);
  const { ordersCount } = useCheckoutCustomer(brand);
  const fields = promoFieldsOf(brand, ordersCount);
  const check = useCheckPromocode();
  const [verdicts, setVerdicts] = useState<Partial<Record<PromoKind, Verdict>>>({});

  // A code from the rev_code link prefills the friend's field when it first shows; a code the customer cleared stays
  // cleared.
  const [knownReferralCode] = useState(() => {
    const known = shop.mgmPromoCode || referralCode || '';
    return referralCodeLooksValid(known) ? known : '';
  });
  useEffect(() => {
    if (fields.mgmPromoCode && shop.mgmPromoCode === '' && knownReferralCode !== '') {
      update(brand, { mgmPromoCode: knownReferralCode });
    }
  }, [fields.mgmPromoCode]);

  const cartKey = shop.cart.map((line) => `${line.variant_id}x${line.count}`).join(',');
  const codeOf = (kind: PromoKind) => shop[kind].trim();
  /** A verdict holds for the code and the cart it was given for; a change of either asks again. */
  const keyOf = (kind: PromoKind) => `${brand}|${cartKey}|${codeOf(kind).toUpperCase()}`;
  const verdictOf = (kind: PromoKind): Verdict | null => {
    const verdict = verdicts[kind];
    return verdict && verdict.for === keyOf(kind) ? verdict : null;
  };

  /** Asks the server about the given fields' codes (those with a code); answers their new verdicts. */
  const ask = async (asked: readonly PromoKind[]): Promise<Partial<Record<PromoKind, Verdict>>> => {
    const withCode = asked.filter((kind) => fields[kind] && codeOf(kind) !== '');
    if (withCode.length === 0) return {};
    const keys = Object.fromEntries(withCode.map((kind) => [kind, keyOf(kind)])) as Record<PromoKind, string>;
    let answer: CheckPromocodeResponse | null = null;
    try {
      answer = await check.mutateAsync({
        brand,
        lines: shop.cart,
        ...(withCode.includes('promocode') ? { promocode: codeOf('promocode') } : {}),
        ...(withCode.includes('mgmPromoCode') ? { mgmPromoCode: codeOf('mgmPromoCode') } : {}),
      });
    } catch (error) {
      // ApiError: the field says the code could not be checked (the session's end is handled by the client).
      if (!isApiError(error)) throw error;
    }
    const next: Partial<Record<PromoKind, Verdict>> = {};
    for (const kind of withCode) {
      const said = answer?.[kind];
      next[kind] = !said
        ? { for: keys[kind], applies: false, failed: true }
        : said.applies
          ? {
              for: keys[kind],
              applies: true,
              discount: 'discount' in said ? said.discount : null,
              inviterXp: 'inviterXp' in said ? said.inviterXp : null,
            }
          : { for: keys[kind], applies: false, reason: said.reason };
    }
    setVerdicts((current) => ({ ...current, ...next }));
    return next;
  };

  /** "Застосувати" on one field. */
  const apply = async (kind: PromoKind): Promise<void> => {
    await ask([kind]);
  };

  /**
   * On the way to delivery: every visible code without a verdict for this cart is checked. A real code that does not
   * apply to this cart (too few items, already used, not a first order) does not hold the customer back (review 9): it
   * is taken out of the order, and the codes taken out are answered so the page can say so. A code that could not be
   * checked, or that is no code at all (a typo to correct), stops here (`blocked`), its field focused with the reason.
   */
  const confirmAll = async (): Promise<{ blocked: boolean; dropped: string[] }> => {
    const withCode = kinds.filter((kind) => fields[kind] && codeOf(kind) !== '');
    const next = await ask(withCode.filter((kind) => verdictOf(kind) === null));
    const verdictNow = (kind: PromoKind) => next[kind] ?? verdictOf(kind);
    const unchecked = withCode.find((kind) => {
      const verdict = verdictNow(kind);
      if (verdict === null || verdict.applies) return verdict === null;
      return 'failed' in verdict || mistypedReasons.has(verdict.reason);
    });
    if (unchecked) {
      document.getElementById(promoFieldId(unchecked))?.focus();
      return { blocked: true, dropped: [] };
    }
    const refused = withCode.filter((kind) => verdictNow(kind)?.applies !== true);
    const dropped = refused.map((kind) => codeOf(kind));
    if (refused.length > 0) update(brand, Object.fromEntries(refused.map((kind) => [kind, ''])));
    return { blocked: false, dropped };
  };

  return { brand, shop, update, fields, verdictOf, apply, confirmAll, checking: check.isPending };
}

export type CartPromos = ReturnType<typeof useCartPromos>;

function promoFieldId(kind: PromoKind): string {
  return kind === 'promocode' ? 'cart-promocode' : 'cart-referral';
}

export function CartPromoSection({
  promos,
  discountCostsDelivery = false,
}: {
  promos: CartPromos;
  /** The applied discount took the cart below the free-delivery threshold: said by the code (review 7). */
  discountCostsDelivery?: boolean;
}) {
  const { fields } = promos;
  if (!fields.promocode && !fields.mgmPromoCode) return null;
  return (
    <section className="promo-section" data-testid="promo-section">
      {fields.promocode && <PromoField kind="promocode" promos={promos} discountCostsDelivery={discountCostsDelivery} />}
      {fields.mgmPromoCode && <PromoField kind="mgmPromoCode" promos={promos} />}
    </section>
  );
}

function PromoField({
  kind,
  promos,
  discountCostsDelivery = false,
}: {
  kind: PromoKind;
  promos: CartPromos;
  discountCostsDelivery?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const id = promoFieldId(kind);
  const code = promos.shop[kind];
  const verdict = promos.verdictOf(kind);
  const velo = kind === 'promocode';
  // Only an applied code is taken away by the button; a refused one can be corrected and asked about again.
  const answered = verdict?.applies === true;

  // Too few discounted items: how many more, counted on the cart the same way the server counts (domain/shop/promo).
  const missing = veloPromoUnitsMissing(promos.shop.cart);
  // A right code that this cart does not qualify for yet is a hint of what to add, not a mistake (review 10).
  const notYet = verdict !== null && !verdict.applies && !('failed' in verdict) && notYetReasons.has(verdict.reason);
  const refusal =
    verdict === null || verdict.applies
      ? undefined
      : 'failed' in verdict
        ? t('checkout.promo.checkFailed')
        : velo
          ? verdict.reason === 'too_few_items' && missing > 0
            ? t('checkout.promo.tooFewMore', {
                count: missing,
                min: veloPromo.minItems,
                badge: t('shop.veloOffer', { percent: veloPromoPercent, code: veloPromo.code }),
              })
            : t(`checkout.promo.${verdict.reason as VeloRefusal}`)
          : t(`checkout.promo.referral.${verdict.reason as ReferralRefusal}`);
  const error = notYet ? undefined : refusal;
  const applied =
    verdict?.applies === true
      ? velo && verdict.discount !== null
        ? t('checkout.promo.appliedDiscount', {
            amount: formatUah({ t, i18n }, verdict.discount),
          })
        : verdict.inviterXp
          ? t('checkout.promo.referral.appliedXp', { xp: formatXp(verdict.inviterXp, i18n.language) })
          : t('checkout.promo.referral.applied')
      : undefined;
  const hint = applied ?? (notYet ? refusal : velo ? undefined : t('checkout.promo.referralHint'));
  const describedBy = error ? fieldErrorId(id) : hint ? fieldHintId(id) : undefined;

  const submit = async (): Promise<void> => {
    setAsking(true);
    try {
      await promos.apply(kind);
    } finally {
      setAsking(false);
    }
  };

  return (
    <FormField id={id} label={t(velo ? 'checkout.promo.veloLabel' : 'checkout.promo.referralLabel')} error={error}>
      <div className="promo-field">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          value={code}
          maxLength={40}
          onChange={(event) => promos.update(promos.brand, { [kind]: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && code.trim() !== '') {
              event.preventDefault();
              void submit();
            }
          }}
          data-testid={velo ? 'velo-promocode' : 'referral-promocode'}
        />
        {/* Once the server answered for this code and cart, asking again says the same: the button takes the code
            away instead, so a code that does not apply yet never leaves the customer stuck before delivery. */}
        <Button
          variant="secondary"
          className="promo-field__apply"
          busy={asking}
          disabled={code.trim() === ''}
          onClick={() => (answered ? promos.update(promos.brand, { [kind]: '' }) : void submit())}
          data-testid={velo ? 'velo-promocode-apply' : 'referral-promocode-apply'}
        >
          {t(answered ? 'checkout.promo.remove' : 'checkout.promo.apply')}
        </Button>
      </div>
      {!error && hint && (
        <span
          id={fieldHintId(id)}
          className={applied ? 'field__hint promo-field__applied' : 'field__hint'}
          role={applied || notYet ? 'status' : undefined}
          data-testid={
            applied
              ? `${velo ? 'velo' : 'referral'}-promocode-applied`
              : notYet
                ? `${velo ? 'velo' : 'referral'}-promocode-not-yet`
                : undefined
          }
        >
          {hint}
          {velo && applied && discountCostsDelivery && (
            <span className="promo-field__delivery" data-testid="velo-promocode-delivery">
              {' '}
              <DiscountNoFreeDelivery />
            </span>
          )}
        </span>
      )}
    </FormField>
  );
}

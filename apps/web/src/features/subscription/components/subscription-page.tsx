// /subscription: the customer's sticks subscription with its state, and starting, changing or stopping it. Before
// the button and on the active subscription the page says what the server does (deliveries.ts): on the 1st of each
// month an order of these sticks to the profile's address, paid on receipt, priced from the catalogue that day.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { subscriptionPacksPerMonth, type GetSubscriptionResponse } from '@loyalty/contracts/subscription';
import type { User } from '@loyalty/contracts/user';
import { freeShippingThresholdUah } from '@loyalty/domain/constants';
import { freeShippingShortfall } from '@loyalty/domain/shop/shipping';
import { monthlySubscriptionKop, nextDeliveryDate, subscriptionDeliveryNeeds } from '@loyalty/domain/subscription';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import '@/lib/locales/accounts';
import '@/lib/locales/subscription';
import '@/styles/loyalty.css';
import { addressSummary } from '@/lib/address-summary';
import { notify } from '@/lib/notify';
import { useUser } from '@/lib/shared-api/get-user';
import { useTierFreeDelivery } from '@/lib/shared-api/get-tier';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useSubscription } from '@/features/subscription/api/get-subscription';
import { useStartSubscription } from '@/features/subscription/api/start-subscription';
import { useChangeSubscription } from '@/features/subscription/api/change-subscription';
import { useStopSubscription } from '@/features/subscription/api/stop-subscription';
import { SubscriptionLinks } from '@/features/subscription/components/subscription-links';
import { subscriptionErrorKey } from '@/features/subscription/utils/subscription-errors';
import { formatDate, formatKop, formatMoney } from '@loyalty/client/format';

type Current = NonNullable<GetSubscriptionResponse['subscription']>;
type Option = GetSubscriptionResponse['options'][number];

const profileDetailsPath = '/profile/details';

/** The customer's record in the brand shown: where deliveries go and who receives them (undefined while unknown). */
function useDeliveryProfile(): User | undefined {
  const brand = useBrandStore((state) => state.brand);
  const id = useSessionStore((state) => state.shopIds[brand]);
  return useUser(brand, id).data;
}

interface TermsProps {
  /** One unit's catalogue price as the wire gives it ("95.00"). */
  price: string;
  variantTitle: string;
  packs: number;
  /** YYYY-MM-DD: the first delivery of a new subscription, or the active one's next. */
  deliveryOn: string;
  first: boolean;
}

/** What the customer gets and pays each month, when, where and how: every line true of the server's deliveries. */
function SubscriptionTerms({ price, variantTitle, packs, deliveryOn, first }: TermsProps) {
  const { t, i18n } = useTranslation();
  const user = useDeliveryProfile();
  const tierLevel = useTierFreeDelivery();
  const monthlyKop = monthlySubscriptionKop(price, packs);
  const freeByTotal = freeShippingShortfall({ moneyTotal: monthlyKop, bonusTotal: 0 }) === 0;
  const threshold = formatMoney(freeShippingThresholdUah, i18n.language);
  const needs = user
    ? subscriptionDeliveryNeeds({
        firstName: user.first_name,
        lastName: user.last_name,
        cityRef: user.address.city_ref,
        branchNumber: user.address.branch_number,
        street: user.address.street,
        house: user.address.house,
      })
    : null;
  const place = user ? addressSummary(user.address, t('profile.rows.branch')) : null;

  return (
    <section className="subscription-terms" aria-label={t('subscription.termsTitle')} data-testid="subscription-terms">
      <p className="subscription-terms__summary" data-testid="subscription-summary">
        {t('subscription.summary', { count: packs, variant: variantTitle, total: formatKop(monthlyKop, i18n.language) })}
      </p>
      <ul className="subscription-terms__list">
        <li data-testid="subscription-next">
          {t(first ? 'subscription.firstDelivery' : 'subscription.nextDelivery', {
            date: formatDate(deliveryOn, i18n.language),
          })}
        </li>
        {user && needs === null && place !== null && (
          <li data-testid="subscription-address">
            {t('subscription.address', { address: place })} <Link to={profileDetailsPath}>{t('subscription.changeAddress')}</Link>
          </li>
        )}
        {user && needs !== null && (
          <li className="subscription-terms__warning" data-testid="subscription-needs">
            {t(needs === 'name' ? 'subscription.needsName' : 'subscription.needsAddress')}{' '}
            <Link to={profileDetailsPath}>{t('subscription.fillProfile')}</Link>
          </li>
        )}
        <li>{t('subscription.payment')}</li>
        <li data-testid="subscription-shipping">
          {freeByTotal
            ? t('subscription.shippingFree', { threshold })
            : tierLevel !== null
              ? t('subscription.shippingTier', { level: tierLevel })
              : t('subscription.shippingCarrier', { threshold })}
        </li>
        <li className="subscription-terms__note">{t('subscription.priceNote')}</li>
        <li className="subscription-terms__note">{t('subscription.skipNote')}</li>
        <li className="subscription-terms__note">{t('subscription.cancelAnytime')}</li>
      </ul>
    </section>
  );
}

function SubscriptionState({ subscription, options }: { subscription: Current; options: Option[] }) {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const stop = useStopSubscription();
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const active = subscription.status === 'active';

  const confirmStop = async (): Promise<void> => {
    try {
      await stop.mutateAsync(brand);
      setConfirming(false);
      notify.success(t('subscription.stoppedToast'));
    } catch (error) {
      notify.error(t(subscriptionErrorKey(error)));
    }
  };

  return (
    <Card className="profile__section subscription-state" data-testid="subscription-state">
      <p className="subscription__status" data-testid="subscription-status">
        {active ? t('subscription.active') : t('subscription.stopped')}
      </p>
      <p className="subscription-state__item" data-testid="subscription-item">
        {t('subscription.subscribed', { product: subscription.product_title, variant: subscription.variant_title })}
      </p>
      {subscription.stopped_at && (
        <p>{t('subscription.stoppedOn', { date: formatDate(subscription.stopped_at, i18n.language) })}</p>
      )}
      {active && subscription.next_delivery_on && !changing && (
        <SubscriptionTerms
          price={subscription.price}
          variantTitle={subscription.variant_title}
          packs={subscription.packs_per_month}
          deliveryOn={subscription.next_delivery_on}
          first={false}
        />
      )}
      {active && changing && <SubscriptionForm options={options} current={subscription} onDone={() => setChanging(false)} />}
      {active && !changing && !confirming && (
        <div className="subscription__actions">
          <Button variant="secondary" onClick={() => setChanging(true)} data-testid="subscription-change">
            {t('subscription.change')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="subscription-stop">
            {t('subscription.stop')}
          </Button>
        </div>
      )}
      {active && !changing && confirming && (
        <div role="alertdialog" aria-label={t('subscription.stopConfirm')} data-testid="subscription-stop-confirm">
          <p>{t('subscription.stopConfirm')}</p>
          <div className="subscription__actions">
            <Button busy={stop.isPending} onClick={() => void confirmStop()} data-testid="subscription-stop-yes">
              {t('subscription.stopYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('subscription.cancel')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

/** The packs a month, one step at a time within the allowed range. */
function PacksStepper({ value, onChange }: { value: number; onChange: (packs: number) => void }) {
  const { t } = useTranslation();
  const { min, max } = subscriptionPacksPerMonth;
  return (
    <div className="subscription-stepper" role="group" aria-labelledby="subscription-packs-label">
      <span id="subscription-packs-label" className="subscription-stepper__label">
        {t('subscription.packsLabel')}
      </span>
      <div className="subscription-stepper__controls">
        <Button
          type="button"
          variant="secondary"
          aria-label={t('subscription.fewer')}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
          data-testid="subscription-packs-fewer"
        >
          −
        </Button>
        <output className="subscription-stepper__value" aria-live="polite" data-testid="subscription-packs">
          {value}
        </output>
        <Button
          type="button"
          variant="secondary"
          aria-label={t('subscription.more')}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          data-testid="subscription-packs-more"
        >
          +
        </Button>
      </div>
    </div>
  );
}

/** Starts a subscription, or with `current` changes the active one's flavour and packs (starting from its values). */
function SubscriptionForm({ options, current, onDone }: { options: Option[]; current?: Current; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const start = useStartSubscription();
  const change = useChangeSubscription();
  const mutation = current ? change : start;
  const [variantId, setVariantId] = useState<number | null>(current?.variant_id ?? options[0]?.variant_id ?? null);
  const [packs, setPacks] = useState(current?.packs_per_month ?? 1);
  // The server's rule on this device's clock: a start now is first delivered on the 1st of next month in Kyiv.
  const [firstDelivery] = useState(() => nextDeliveryDate());

  const chosen = options.find((option) => option.variant_id === variantId);
  if (options.length === 0 || variantId === null || !chosen) return <EmptyState text={t('subscription.noOptions')} />;
  const unchanged = current !== undefined && current.variant_id === variantId && current.packs_per_month === packs;

  const submit = async (): Promise<void> => {
    try {
      await mutation.mutateAsync({ variantId, packsPerMonth: packs, product: brand });
      notify.success(t(current ? 'subscription.changed' : 'subscription.started'));
      onDone?.();
    } catch (error) {
      notify.error(t(subscriptionErrorKey(error)));
    }
  };

  return (
    <form
      className="form"
      noValidate
      data-testid={current ? 'subscription-change-form' : 'subscription-start-form'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="subscription-options">
        <legend className="subscription-options__legend">{t('subscription.variant')}</legend>
        {options.map((option) => (
          <label key={option.variant_id} className="subscription-option" data-testid={`subscription-option-${option.variant_id}`}>
            <input
              type="radio"
              name="subscription-variant"
              value={option.variant_id}
              checked={option.variant_id === variantId}
              onChange={() => setVariantId(option.variant_id)}
            />
            <span className="subscription-option__text">
              <span className="subscription-option__title">{option.product_title}</span>
              <span className="subscription-option__variant">{option.variant_title}</span>
            </span>
            <span className="subscription-option__price">
              {t('subscription.unitPrice', { price: formatMoney(option.price, i18n.language) })}
            </span>
          </label>
        ))}
      </fieldset>
      <PacksStepper value={packs} onChange={setPacks} />
      <SubscriptionTerms
        price={chosen.price}
        variantTitle={chosen.variant_title}
        packs={packs}
        deliveryOn={current?.next_delivery_on ?? firstDelivery}
        first={current === undefined}
      />
      {current ? (
        <div className="subscription__actions">
          <Button type="submit" busy={change.isPending} disabled={unchanged} data-testid="subscription-change-save">
            {t('subscription.saveChange')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('subscription.cancel')}
          </Button>
        </div>
      ) : (
        <Button type="submit" busy={start.isPending} data-testid="subscription-start">
          {t('subscription.start')}
        </Button>
      )}
    </form>
  );
}

export default function SubscriptionPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const current = useSubscription(brand);

  if (current.isPending) return <PageLoader />;
  if (current.isLoadingError) return <LoadError error={current.error} onRetry={() => void current.refetch()} />;
  const { subscription, options } = current.data;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('subscription.title')}</h1>
      {subscription ? <SubscriptionState subscription={subscription} options={options} /> : <p>{t('subscription.none')}</p>}
      {subscription?.status !== 'active' && <SubscriptionForm options={options} />}
      <SubscriptionLinks />
    </div>
  );
}

// /subscription: the customer's sticks subscription with its state, and starting, changing or stopping it.
import { useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { subscriptionPacksPerMonth, type GetSubscriptionResponse } from '@loyalty/contracts/subscription';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import '@/lib/locales/subscription';
import '@/styles/loyalty.css';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { useSubscription } from '@/features/subscription/api/get-subscription';
import { useStartSubscription } from '@/features/subscription/api/start-subscription';
import { useChangeSubscription } from '@/features/subscription/api/change-subscription';
import { useStopSubscription } from '@/features/subscription/api/stop-subscription';
import { SubscriptionLinks } from '@/features/subscription/components/subscription-links';
import { subscriptionErrorKey } from '@/features/subscription/utils/subscription-errors';
import { formatDate, formatMoney } from '@loyalty/client/format';

type Current = NonNullable<GetSubscriptionResponse['subscription']>;

function SubscriptionState({ subscription, options }: { subscription: Current; options: GetSubscriptionResponse['options'] }) {
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
    <Card className="profile__section" data-testid="subscription-state">
      <p className="subscription__status" data-testid="subscription-status">
        {active ? t('subscription.active') : t('subscription.stopped')}
      </p>
      <p>{t('subscription.item', { product: subscription.product_title, variant: subscription.variant_title })}</p>
      <p>{t('subscription.packs', { count: subscription.packs_per_month })}</p>
      <p>{t('subscription.price', { price: formatMoney(subscription.price, i18n.language) })}</p>
      {subscription.next_delivery_on && (
        <p data-testid="subscription-next">
          {t('subscription.nextDelivery', { date: formatDate(subscription.next_delivery_on, i18n.language) })}
        </p>
      )}
      {subscription.stopped_at && (
        <p>{t('subscription.stoppedOn', { date: formatDate(subscription.stopped_at, i18n.language) })}</p>
      )}
      {active && changing && <SubscriptionForm options={options} current={subscription} onDone={() => setChanging(false)} />}
      {active && !changing && !confirming && (
        <Button variant="secondary" onClick={() => setChanging(true)} data-testid="subscription-change">
          {t('subscription.change')}
        </Button>
      )}
      {active &&
        !changing &&
        (confirming ? (
          <div role="alertdialog" aria-label={t('subscription.stopConfirm')} data-testid="subscription-stop-confirm">
            <p>{t('subscription.stopConfirm')}</p>
            <Button busy={stop.isPending} onClick={() => void confirmStop()} data-testid="subscription-stop-yes">
              {t('subscription.stopYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('subscription.cancel')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="subscription-stop">
            {t('subscription.stop')}
          </Button>
        ))}
    </Card>
  );
}

/** Starts a subscription, or with `current` changes the active one's flavour and packs (starting from its values). */
function SubscriptionForm({
  options,
  current,
  onDone,
}: {
  options: GetSubscriptionResponse['options'];
  current?: Current;
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const start = useStartSubscription();
  const change = useChangeSubscription();
  const mutation = current ? change : start;
  const [variantId, setVariantId] = useState<number | null>(current?.variant_id ?? options[0]?.variant_id ?? null);
  const [packs, setPacks] = useState(current?.packs_per_month ?? 1);

  if (options.length === 0 || variantId === null) return <EmptyState text={t('subscription.noOptions')} />;
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
      <FormField id="subscription-variant" label={t('subscription.variant')}>
        <Select id="subscription-variant" value={variantId} onChange={(event) => setVariantId(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option.variant_id} value={option.variant_id}>
              {`${option.product_title} (${option.variant_title}) — ${formatMoney(option.price, i18n.language)}\u00a0грн`}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="subscription-packs" label={t('subscription.packsLabel')}>
        <Select id="subscription-packs" value={packs} onChange={(event) => setPacks(Number(event.target.value))}>
          {Array.from({ length: subscriptionPacksPerMonth.max - subscriptionPacksPerMonth.min + 1 }, (_, index) => {
            const count = subscriptionPacksPerMonth.min + index;
            return (
              <option key={count} value={count}>
                {count}
              </option>
            );
          })}
        </Select>
      </FormField>
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

// The success page's offer of order notifications: the meaningful moment to ask, right after an order. Only
// a tap asks the browser for permission; "Не зараз" is remembered and the offer is not made again on this device.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { storageKeys } from '@/config/constants';
import { notify } from '@/lib/notify';
import { currentPushSubscription, enablePush, pushAvailability } from '@/lib/pwa/push';
import { readLocal, writeLocal } from '@/lib/storage';

export function PushOffer({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Offered once: never after a refusal, a block, or on a device that already gets them.
    if (readLocal(storageKeys.pushOfferDismissed) !== null) return;
    if (pushAvailability() !== 'available' || Notification.permission !== 'default') return;
    let active = true;
    void currentPushSubscription().then((subscription) => {
      if (active && subscription === null) setShown(true);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!shown) return null;

  const dismiss = () => {
    writeLocal(storageKeys.pushOfferDismissed, new Date().toISOString());
    setShown(false);
  };

  const enable = async () => {
    setBusy(true);
    try {
      const outcome = await enablePush(brand);
      if (outcome === 'subscribed') notify.success(t('checkout.success.pushEnabled'));
      else if (outcome === 'denied') notify.error(t('checkout.success.pushDenied'));
      else notify.error(t('checkout.success.pushFailed'));
      dismiss();
    } catch {
      notify.error(t('checkout.success.pushFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="push-offer" role="region" aria-label={t('checkout.success.pushEnable')} data-testid="push-offer">
      <p>{t('checkout.success.pushOffer')}</p>
      <div className="push-offer__actions">
        <Button variant="secondary" busy={busy} onClick={() => void enable()} data-testid="push-offer-enable">
          {t('checkout.success.pushEnable')}
        </Button>
        <Button variant="ghost" onClick={dismiss} data-testid="push-offer-later">
          {t('checkout.success.pushLater')}
        </Button>
      </div>
    </Card>
  );
}

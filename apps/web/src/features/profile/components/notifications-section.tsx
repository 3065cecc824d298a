// /profile: notifications. This device's push subscription (asked for only from this tap), a switch per kind of
// notification, kept on the server for every device and for the SMS reminders of expiring points, and the consent to
// SMS about promotions (campaign messages, decision 0065), off until the customer turns it on.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import { notificationKinds, type NotificationKind } from '@loyalty/contracts/push';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/notify';
import { currentPushSubscription, disablePush, enablePush, pushAvailability, type PushAvailability } from '@/lib/pwa/push';
import { usePushSettings } from '@/features/profile/api/get-push-settings';
import { useUpdatePushSettings, type PushSettingsChange } from '@/features/profile/api/update-push-settings';

interface NotificationsSectionProps {
  brand: Brand;
}

export function NotificationsSection({ brand }: NotificationsSectionProps) {
  const { t } = useTranslation();
  const settings = usePushSettings(brand);
  const update = useUpdatePushSettings(brand);
  const [availability, setAvailability] = useState<PushAvailability>(() => pushAvailability());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  // A switch moves at once; until the server answers it shows what was chosen, and a refusal puts it back.
  const [chosen, setChosen] = useState<PushSettingsChange>({});

  useEffect(() => {
    let active = true;
    void currentPushSubscription().then((subscription) => {
      if (active) setSubscribed(subscription !== null);
    });
    return () => {
      active = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const outcome = await enablePush(brand);
      setAvailability(pushAvailability());
      if (outcome === 'subscribed') {
        setSubscribed(true);
        notify.success(t('profile.notificationsEnabled'));
        void settings.refetch();
      } else if (outcome === 'denied') notify.error(t('profile.notificationsDenied'));
      else notify.error(t('profile.notificationsUnsupported'));
    } catch {
      notify.error(t('profile.notificationsFailed'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await disablePush();
      setSubscribed(false);
      notify.success(t('profile.notificationsDisabled'));
      void settings.refetch();
    } catch {
      notify.error(t('profile.notificationsFailed'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (kind: NotificationKind | 'marketing_sms', on: boolean) => {
    setChosen((current) => ({ ...current, [kind]: on }));
    update.mutate(
      { [kind]: on },
      {
        onError: () => notify.error(t('profile.notificationsFailed')),
        onSettled: () =>
          setChosen((current) => {
            const { [kind]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  const explanation =
    availability === 'denied'
      ? 'profile.notificationsDenied'
      : availability === 'needs-install'
        ? 'profile.notificationsNeedsInstall'
        : availability === 'unsupported'
          ? 'profile.notificationsUnsupported'
          : null;

  return (
    <Card className="profile__section" aria-labelledby="profile-notifications-title" data-testid="notifications-section">
      <h2 id="profile-notifications-title" className="profile__heading">
        {t('profile.notificationsTitle')}
      </h2>
      <p className="profile__hint">{t('profile.notificationsDeviceHint')}</p>
      {explanation ? (
        <p role="status" data-testid="notifications-unavailable">
          {t(explanation)} <Link to="/push-instruction">{t('profile.notificationsHowTo')}</Link>
        </p>
      ) : subscribed ? (
        <div className="profile__notifications-device">
          <span data-testid="notifications-device-on">
            {t('profile.notificationsDevice')}: {t('profile.notificationsOn')}
          </span>
          <Button variant="secondary" busy={busy} onClick={() => void turnOff()} data-testid="notifications-disable">
            {t('profile.notificationsDisable')}
          </Button>
        </div>
      ) : (
        <Button busy={busy || subscribed === null} onClick={() => void turnOn()} data-testid="notifications-enable">
          {t('profile.notificationsEnable')}
        </Button>
      )}
      {settings.isSuccess && (
        <ChoiceGroup legend={t('profile.notificationsKinds')} className="profile__notification-kinds">
          {notificationKinds.map((kind) => (
            <Switch
              key={kind}
              checked={chosen[kind] ?? settings.data.settings[kind]}
              onChange={(on) => toggle(kind, on)}
              rowProps={{ 'data-notification-kind': kind }}
              label={t(`profile.notificationKinds.${kind}`)}
              description={t(`profile.notificationKindHints.${kind}`)}
            />
          ))}
          <p className="profile__hint">{t('profile.notificationsKindsHint')}</p>
        </ChoiceGroup>
      )}
      {settings.isSuccess && (
        <ChoiceGroup legend={t('profile.marketingSmsTitle')} className="profile__notification-kinds">
          <Switch
            // Off until the customer gives it: an answer without the field (an older server) reads as no consent.
            checked={chosen.marketing_sms ?? settings.data.marketing_sms ?? false}
            onChange={(on) => toggle('marketing_sms', on)}
            data-testid="notifications-marketing-sms"
            label={t('profile.marketingSms')}
            description={t('profile.marketingSmsHint')}
          />
        </ChoiceGroup>
      )}
    </Card>
  );
}

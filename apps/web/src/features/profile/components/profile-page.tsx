// /profile: the customer's names, email, delivery address, language, notifications and logout, from get-user of the active brand.
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/accounts';
import { requestLogout } from '@/lib/session-exit';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useUser } from '@/lib/shared-api/get-user';
import { useClearAllSessions } from '@/features/profile/api/token-clear';
import { notify } from '@/lib/notify';
import { errorMessageKey } from '@/lib/error-messages';
import { NamesForm } from '@/features/profile/components/names-form';
import { EmailSection } from '@/features/profile/components/email-section';
import { AddressForm } from '@/features/profile/components/address-form';
import { LanguageSection } from '@/features/profile/components/language-section';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { formatUaPhone } from '@loyalty/client/format';

export default function ProfilePage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const id = useSessionStore((state) => state.shopIds[brand]);
  const user = useUser(brand, id);

  const clearAll = useClearAllSessions();

  const logoutEverywhere = () => {
    if (clearAll.isPending || !window.confirm(t('profile.logoutEverywhereConfirm'))) return;
    clearAll.mutate(undefined, {
      // Every session is gone, this one too: the device is wiped without telling the server again.
      onSuccess: () => void requestLogout({ callServer: false }),
      onError: (error) => notify.error(t(errorMessageKey(error))),
    });
  };

  const logoutButton = (
    <div className="profile__logout">
      <Button variant="secondary" onClick={() => void requestLogout()} data-testid="profile-logout">
        {t('menu.logout')}
      </Button>
      {/* The rarer, wider action is a quiet link-style button under the usual one, not a second equal button. */}
      <Button variant="ghost" onClick={logoutEverywhere} disabled={clearAll.isPending} data-testid="profile-logout-everywhere">
        {t('profile.logoutEverywhere')}
      </Button>
      <p className="profile__hint">{t('profile.logoutEverywhereHint')}</p>
    </div>
  );

  if (id === null) {
    // No record in this brand yet: the app creates it on login and brand switch; until then there is nothing to edit.
    return (
      <div className="profile">
        <Card role="status">
          <p>{t('profile.noRecord', { brand: t(`brand.${brand}`) })}</p>
        </Card>
        {logoutButton}
      </div>
    );
  }
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;

  return (
    <div className="profile" data-testid="profile-page">
      <h1 className="profile__title">{t('profile.title')}</h1>
      <p className="profile__phone">{t('profile.phone', { phone: formatUaPhone(user.data.phone) })}</p>
      <NamesForm user={user.data} brand={brand} />
      <EmailSection user={user.data} brand={brand} />
      {/* A new address (a refetch, the one an order saved) starts the form again from it, pickers included. */}
      <AddressForm key={JSON.stringify(user.data.address)} user={user.data} brand={brand} />
      <LanguageSection user={user.data} brand={brand} />
      <NotificationsSection brand={brand} />
      {logoutButton}
    </div>
  );
}

// /profile: the customer's names, email, delivery address, language and logout, from get-user of the active brand.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/accounts';
import { requestLogout } from '@/lib/session-exit';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useUser } from '@/features/profile/api/get-user';
import { NamesForm } from '@/features/profile/components/names-form';
import { EmailSection } from '@/features/profile/components/email-section';
import { AddressForm } from '@/features/profile/components/address-form';
import { LanguageSection } from '@/features/profile/components/language-section';

export default function ProfilePage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const id = useSessionStore((state) => state.shopIds[brand]);
  const user = useUser(brand, id);

  const logoutButton = (
    <Button variant="secondary" onClick={() => void requestLogout()} data-testid="profile-logout">
      {t('menu.logout')}
    </Button>
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
      <p className="profile__phone">{t('profile.phone', { phone: user.data.phone })}</p>
      <NamesForm user={user.data} brand={brand} />
      <EmailSection user={user.data} brand={brand} />
      <AddressForm user={user.data} brand={brand} />
      <LanguageSection user={user.data} brand={brand} />
      {logoutButton}
    </div>
  );
}

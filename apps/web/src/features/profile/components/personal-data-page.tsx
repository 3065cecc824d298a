// /profile/details («Особисті дані», one level under the profile hub): the customer's names, email, delivery address,
// language and notifications, from get-user of the active brand; each part saves on its own.
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/accounts';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useUser } from '@/lib/shared-api/get-user';
import { NamesForm } from '@/features/profile/components/names-form';
import { EmailSection } from '@/features/profile/components/email-section';
import { AddressForm } from '@/features/profile/components/address-form';
import { LanguageSection } from '@/features/profile/components/language-section';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { formatUaPhone } from '@loyalty/client/format';

export default function PersonalDataPage() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const id = useSessionStore((state) => state.shopIds[brand]);
  const user = useUser(brand, id);

  if (id === null) {
    // No record in this brand yet: the app creates it on login and brand switch; until then there is nothing to edit.
    return (
      <div className="profile">
        <Card role="status">
          <p>{t('profile.noRecord', { brand: t(`brand.${brand}`) })}</p>
        </Card>
      </div>
    );
  }
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;

  return (
    <div className="profile" data-testid="profile-page">
      <h1 className="profile__title">{t('profile.detailsTitle')}</h1>
      <p className="profile__phone">{t('profile.phone', { phone: formatUaPhone(user.data.phone) })}</p>
      <NamesForm user={user.data} brand={brand} />
      <EmailSection user={user.data} brand={brand} />
      {/* A new address (a refetch, the one an order saved) starts the form again from it, pickers included. */}
      <AddressForm key={JSON.stringify(user.data.address)} user={user.data} brand={brand} />
      <LanguageSection user={user.data} brand={brand} />
      <NotificationsSection brand={brand} />
    </div>
  );
}

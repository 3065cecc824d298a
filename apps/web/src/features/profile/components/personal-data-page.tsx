// /profile/details («Особисті дані», one level under the profile hub): the customer's name, email, delivery address,
// language and notifications of get-user's record in the active brand, each as one row with its value; a tap opens
// its own sheet, which saves on its own. Notifications open only where the browser allows them; elsewhere the row
// says why, with the way to turn them on.
import { useState, type ReactNode } from 'react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { Sheet } from '@/components/ui/dialog';
import { List, ListRow } from '@/components/ui/list-row';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/accounts';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useUser } from '@/lib/shared-api/get-user';
import { pushAvailability } from '@/lib/pwa/push';
import { NamesForm } from '@/features/profile/components/names-form';
import { EmailSection } from '@/features/profile/components/email-section';
import { AddressForm } from '@/features/profile/components/address-form';
import { LanguageSection } from '@/features/profile/components/language-section';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { formatUaPhone } from '@loyalty/client/format';
import { addressSummary } from '@/lib/address-summary';
import '@/features/profile/components/profile-hub.css';

type Part = 'names' | 'email' | 'address' | 'language' | 'notifications';

const notificationBlocks = {
  denied: 'profile.notificationsDenied',
  'needs-install': 'profile.notificationsNeedsInstall',
  unsupported: 'profile.notificationsUnsupported',
} as const;

export default function PersonalDataPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const id = useSessionStore((state) => state.shopIds[brand]);
  const user = useUser(brand, id);
  const [open, setOpen] = useState<Part | null>(null);
  const [availability] = useState(() => pushAvailability());

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
  if (user.isLoadingError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;

  const data = user.data;
  const notSet = t('profile.rows.notSet');
  const blocked = availability === 'available' ? null : notificationBlocks[availability];
  const parts: { part: Part; title: string; sheetTitle?: string; value: string; sheet: ReactNode }[] = [
    {
      part: 'names',
      title: t('profile.rows.name'),
      sheetTitle: t('profile.namesTitle'),
      value: `${data.first_name} ${data.last_name}`.trim() || notSet,
      sheet: <NamesForm user={data} brand={brand} />,
    },
    {
      part: 'email',
      title: t('profile.emailTitle'),
      value: data.email || notSet,
      sheet: <EmailSection user={data} brand={brand} />,
    },
    {
      part: 'address',
      title: t('profile.addressTitle'),
      value: addressSummary(data.address, t('profile.rows.branch')) ?? notSet,
      // A new address (a refetch, the one an order saved) starts the form again from it, pickers included.
      sheet: <AddressForm key={JSON.stringify(data.address)} user={data} brand={brand} />,
    },
    {
      part: 'language',
      title: t('menu.language'),
      value: t(`language.${i18n.language.startsWith('en') ? 'en' : 'uk'}`),
      sheet: <LanguageSection user={data} brand={brand} />,
    },
  ];
  const current = parts.find((entry) => entry.part === open);

  return (
    <div className="profile" data-testid="profile-page">
      <h1 className="profile__title">{t('profile.detailsTitle')}</h1>
      <List className="profile-details" data-testid="profile-rows">
        <ListRow title={t('profile.rows.phone')} description={formatUaPhone(data.phone)} data-testid="profile-row-phone" />
        {parts.map(({ part, title, value }) => (
          <ListRow
            key={part}
            title={title}
            description={value}
            onClick={() => setOpen(part)}
            trailing={<ChevronRight width={20} height={20} aria-hidden="true" />}
            data-testid={`profile-row-${part}`}
          />
        ))}
        {/* Opens wherever push is not possible too: the kinds also steer the SMS reminders, and the SMS consent
            needs no push at all. The row says why this device cannot receive pushes; the sheet says how to fix it. */}
        <ListRow
          title={t('profile.notificationsTitle')}
          description={blocked ? t(blocked) : t('profile.rows.notificationsValue')}
          onClick={() => setOpen('notifications')}
          trailing={<ChevronRight width={20} height={20} aria-hidden="true" />}
          data-testid="profile-row-notifications"
        />
      </List>
      {open === 'notifications' ? (
        <Sheet title={t('profile.notificationsTitle')} closeLabel={t('profile.close')} onClose={() => setOpen(null)}>
          <div className="profile-sheet">
            <NotificationsSection brand={brand} />
          </div>
        </Sheet>
      ) : (
        current && (
          <Sheet
            title={current.sheetTitle ?? current.title}
            closeLabel={t('profile.close')}
            onClose={() => setOpen(null)}
            data-testid={`profile-sheet-${current.part}`}
          >
            <div className="profile-sheet">{current.sheet}</div>
          </Sheet>
        )
      )}
    </div>
  );
}

// /my-devices: the customer's registered devices with their warranty dates (cached 14400 s), and the way to register one.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { deviceModels } from '@loyalty/contracts/devices';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import '@/lib/locales/devices';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useDevices } from '@/features/devices/api/get-devices';
import { formatDate } from '@loyalty/client/format';

function modelTitle(key: string): string {
  return deviceModels.find((model) => model.key === key)?.title ?? key;
}

export default function MyDevicesPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const devices = useDevices(brand);

  if (devices.isPending) return <PageSkeleton />;
  if (devices.isLoadingError) return <LoadError error={devices.error} onRetry={() => void devices.refetch()} />;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('devices.title')}</h1>
      {devices.data.length === 0 ? (
        <EmptyState text={t('devices.empty')} />
      ) : (
        <ul data-testid="device-list">
          {devices.data.map((device) => (
            <li key={device.id}>
              <Card className="profile__section" data-testid="device-card">
                <h2 className="profile__heading">{modelTitle(device.model)}</h2>
                <p>{t('devices.serial', { serial: device.serial_number })}</p>
                <p>{t('devices.purchased', { date: formatDate(device.purchased_on, i18n.language) })}</p>
                <p data-testid="device-warranty">
                  {t('devices.warranty', { date: formatDate(device.warranty_until, i18n.language) })}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Link className="button button--primary" to="/device-reg" data-testid="device-register-link">
        {t('devices.register')}
      </Link>
    </div>
  );
}

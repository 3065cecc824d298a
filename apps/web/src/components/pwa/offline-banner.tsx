// A strip at the top while the browser reports no network.
import { useTranslation } from '@/lib/translation-hooks';
import { useOnlineStatus } from '@/lib/pwa/online-status';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t('pwa.offline')}
    </div>
  );
}

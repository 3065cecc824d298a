// A strip at the top while the browser reports no network.
import { useTranslation } from '@/lib/translation-hooks';
import { useOnlineStatus } from '@/lib/pwa/online-status';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
      </svg>
      <span>{t('pwa.offline')}</span>
    </div>
  );
}

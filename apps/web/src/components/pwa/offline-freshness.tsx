// Offline, a page showing answers kept on the device says how fresh they are ("оновлено 14:05", Kyiv's clock).
import { useTranslation } from '@/lib/translation-hooks';
import { kyivClock } from '@loyalty/domain/kyiv-time';
import { useOnlineStatus } from '@/lib/pwa/online-status';

export function OfflineFreshness({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online || updatedAt === 0) return null;
  return (
    <span className="offline-freshness" data-testid="offline-freshness">
      {t('pwa.updatedAt', { time: kyivClock(new Date(updatedAt)) })}
    </span>
  );
}

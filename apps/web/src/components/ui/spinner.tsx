// Loading indicators: an inline spinner and the full-area one shown while a page chunk or a page's data loads.
import { useTranslation } from '@/lib/translation-hooks';
import { useOnlineStatus } from '@/lib/pwa/online-status';

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

/**
 * Offline, what the page waits for (its code or its data, neither kept on the device) comes only with the
 * connection: the loader says so instead of spinning without end.
 */
export function PageLoader() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (!online) return <PageOffline />;
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

/** What a page waiting offline shows in place of its loader or its placeholders. */
export function PageOffline() {
  const { t } = useTranslation();
  return (
    <div className="page-loader page-loader--offline" role="status" data-testid="page-offline">
      <p>{t('app.waitingForNetwork')}</p>
    </div>
  );
}

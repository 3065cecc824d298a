// Loading, error and empty states every list and page shows.
import { useTranslation } from 'react-i18next';
import { ApiError } from '@admin/lib/api';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="muted">
      {t('states.loading')}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const code = error instanceof ApiError ? error.code : 'generic';
  return (
    <div role="alert" className="card error-state">
      <p>{t(`errors.${code}`, { defaultValue: t('errors.generic') })}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('states.retry')}
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return <p className="muted empty">{children ?? t('states.empty')}</p>;
}

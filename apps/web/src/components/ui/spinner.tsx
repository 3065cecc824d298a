// Loading indicators: an inline spinner and the full-area one shown while a page chunk loads.
import { useTranslation } from '@/lib/translation-hooks';

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spinner />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

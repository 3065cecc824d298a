// The fatal-error page: title, status code and a way home; crawlers get a neutral page without error details.
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';

interface ErrorScreenProps {
  status: number;
  /** True for crawlers (spec section 2: the error page is not for bots). */
  neutral: boolean;
}

export function ErrorScreen({ status, neutral }: ErrorScreenProps) {
  const { t } = useTranslation();
  if (neutral) {
    return (
      <div className="status-screen" data-testid="neutral-page">
        <h1 className="status-screen__title">{t('errorPage.neutralTitle')}</h1>
        <p className="status-screen__text">{t('errorPage.neutralText')}</p>
      </div>
    );
  }
  return (
    <div className="status-screen" data-testid="error-page">
      <h1 className="status-screen__title">{t('errorPage.title')}</h1>
      <p className="status-screen__code">{status}</p>
      <p className="status-screen__text">{t('errorPage.text')}</p>
      <div className="status-screen__actions">
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
        {/* A plain link on purpose: after a fatal error a full page load is the safest way home. */}
        <a className="button button--secondary" href="/">
          {t('errorPage.home')}
        </a>
      </div>
    </div>
  );
}

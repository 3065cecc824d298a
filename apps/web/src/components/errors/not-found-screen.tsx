// The 404 page of spec sections 2 and 8: title, the status code, "the link is wrong", a button home, and error_404.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { track } from '@/lib/analytics';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const reportedPath = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice; one unknown address is one event.
    if (reportedPath.current === pathname) return;
    reportedPath.current = pathname;
    track('error_404', { page_path: pathname, page_location: window.location.href });
  }, [pathname]);

  return (
    <div className="status-screen" data-testid="not-found-page">
      <h1 className="status-screen__title">{t('notFound.title')}</h1>
      <p className="status-screen__code">404</p>
      <p className="status-screen__text">{t('notFound.text')}</p>
      <div className="status-screen__actions">
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}

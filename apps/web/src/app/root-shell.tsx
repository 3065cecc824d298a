// The root route: toasts, PWA banners, the document title, and the matched layout below.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { UpdatePrompt } from '@/components/pwa/update-prompt';
import { InstallBanner } from '@/components/pwa/install-banner';
import { useRouteHandle } from '@/app/routes/route-handle';

const ToastHost = lazy(() => import('@/lib/toast-host'));

function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useRouteHandle()?.titleKey;
  useEffect(() => {
    const appName = t('app.name');
    document.title = titleKey ? `${t(`title.${titleKey}`)} · ${appName}` : appName;
  }, [t, titleKey]);
}

export function RootShell() {
  useDocumentTitle();
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <InstallBanner />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}

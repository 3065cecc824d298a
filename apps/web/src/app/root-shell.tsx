// The root route: toasts, PWA banners, the document title, scroll restoration, and the matched layout below.
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { UpdatePrompt } from '@/components/pwa/update-prompt';
import { InstallBanner } from '@/components/pwa/install-banner';
import { installOfferHeldBack } from '@/lib/pwa/install-prompt';
import { useRouteHandle } from '@/app/routes/route-handle';
import { trackPageView } from '@/lib/analytics';
import { notify, subscribeToastHost, toastHostNeeded } from '@/lib/notify';
import { useScrollRestoration } from '@/app/navigation/scroll-restoration';
import { useHistoryTrail } from '@/app/navigation/back-navigation';

const ToastHost = lazy(() => import('@/lib/toast-host'));

function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useRouteHandle()?.titleKey;
  useEffect(() => {
    const appName = t('app.name');
    document.title = titleKey ? `${t(`title.${titleKey}`)} · ${appName}` : appName;
  }, [t, titleKey]);
}

/** Spec section 7: a page view for the server outbox on every route change (lib/analytics skips a repeated path). */
function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
}

/** A toast about something done on a page ("Додано до кошика") does not follow the customer to the next page. */
function usePageToastsClosedOnLeaving(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    notify.dismissPageToasts();
  }, [pathname]);
}

export function RootShell() {
  const { pathname } = useLocation();
  useDocumentTitle();
  usePageViews();
  usePageToastsClosedOnLeaving();
  useHistoryTrail();
  useScrollRestoration();
  // The container and react-toastify load with the first toast, not with the first screen.
  const toastsRaised = useSyncExternalStore(subscribeToastHost, toastHostNeeded, () => false);
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <InstallBanner heldBack={installOfferHeldBack(pathname)} />
      {toastsRaised && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}

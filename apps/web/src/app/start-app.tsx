// Start-up: browser behaviours, PWA checks, the logout hook for rejected sessions, then the first render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath } from 'react-router';
import { applyLanguage, i18n, storedLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { onUnauthorized } from '@/lib/api-client';
import { disableDoubleClick } from '@/lib/pwa/browser-guards';
import { installPreloadErrorReload } from '@/lib/pwa/chunk-reload';
import { captureInstallPrompt } from '@/lib/pwa/install-prompt';
import { registerServiceWorker, startBuildChecks } from '@/lib/pwa/service-worker';
import { startVersionChecks } from '@/lib/pwa/version-check';
import { applyBrandLink, syncBrandTheme, useBrandStore } from '@/stores/brand-store';
import { preloadFirstScreenPictures } from '@/lib/first-screen-pictures';
import { useSessionStore } from '@/stores/session-store';
import { AppProviders } from '@/app/providers';
import { AppRouter, createAppRoutes, loadFirstPage, navigateFromOutside } from '@/app/router';
import { prefetchFirstRoute } from '@/app/guards/run-guards';
import { appRoutes } from '@/app/routes/app-routes';
import { logout } from '@/app/session/logout';
import { startOfflineCache } from '@/app/session/offline-cache';
import { provideLogout } from '@/lib/session-exit';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { earlyCallsSent } from '@/lib/early-calls';

/** Runs once the browser has painted content (the idle after load can come first on a fast load), or after 3 s. */
function afterContentfulPaint(task: () => void): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    once();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  window.setTimeout(once, 3000);
}

/**
 * How long the first render may wait for the first page's answers when the shell already asked for them: rendered
 * with them, home shows its content in its first paint instead of placeholders that a second render and layout, a
 * task after the first paint, replace (Lighthouse counted that task as blocking time and its text as the LCP).
 */
const shellAnswersWaitMs = 300;

/** The first page's answers, or the wait's end; nothing to wait for when the shell sent no calls. */
function shellAnswers(prefetched: unknown): Promise<unknown> | undefined {
  if (!earlyCallsSent() || !(prefetched instanceof Promise)) return undefined;
  return Promise.race([prefetched, new Promise((resolve) => window.setTimeout(resolve, shellAnswersWaitMs))]);
}

/** Resolves in a later task, so the work after it is a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

export async function startApp(container: HTMLElement): Promise<void> {
  applyBrandLink(useSessionStore.getState().token !== null);
  syncBrandTheme();
  preloadFirstScreenPictures(window.location.pathname, useBrandStore.getState().brand, useSessionStore.getState().token !== null);
  // A session the server ends logs out from the first call on, the first page's prefetch included. Before the routes
  // render there is nothing to navigate (navigateFromOutside does nothing): their guards then send the signed-out
  // visitor to /auth.
  const endedByServer = (): void => {
    notify.warning(i18n.t('errors.sessionEnded'));
    void logout({ navigate: navigateFromOutside, callServer: false });
  };
  onUnauthorized(endedByServer);
  // Pages of features log out through this port (they do not import the app layer).
  provideLogout((request) => logout({ navigate: navigateFromOutside, ...request }));
  // The first page's data requests (home's balance, offers and last order) leave now, not after the router's start.
  const firstAnswers = prefetchFirstRoute(appRoutes, new URL(window.location.href));
  disableDoubleClick();
  installPreloadErrorReload();
  // Before the first render: Chromium fires beforeinstallprompt early and only once.
  captureInstallPrompt();

  // NOTE: the route table and the first page's module (preloaded by the document) come in a task of their own, not at
  // the end of the modules' evaluation: one long task of both counted as blocking time. The first page's
  // module marks the first screen shown (app/router.tsx), so work deferred with afterFirstPaint starts behind it.
  await nextTask();
  const routes = createAppRoutes();
  const firstPage = loadFirstPage(routes, new URL(window.location.href));

  // The session's background work loads with a session: a signed-out first visit neither fetches nor runs it.
  const startTasks = (): void =>
    void import('@/app/session/session-tasks').then(({ startSessionTasks }) => startSessionTasks(endedByServer));
  if (useSessionStore.getState().token) afterFirstPaint(startTasks);
  else {
    const stopWaiting = useSessionStore.subscribe((state) => {
      if (!state.token) return;
      stopWaiting();
      startTasks();
    });
  }

  startOfflineCache();
  // The typeface (decision 0030) comes after the first screen: its files are then no part of the first paint's
  // critical path (Lighthouse counted them against /auth's FCP and LCP), and the first paint's metric-matched
  // fallback (styles/font-fallbacks.css, in the first stylesheet) makes the swap move nothing.
  afterFirstPaint(() => afterContentfulPaint(() => void import('@/lib/typeface').then(({ loadTypeface }) => loadTypeface())));

  if (import.meta.env.PROD) {
    afterFirstPaint(() => {
      void registerServiceWorker();
      startVersionChecks();
      startBuildChecks();
    });
  }

  // A customer who chose English gets it from the first frame (a tiny extra chunk) rather than a flash of Ukrainian.
  const [, firstAddress] = await Promise.all([
    applyLanguage(storedLanguage()).catch(() => undefined),
    firstPage,
    shellAnswers(firstAnswers),
  ]);
  // A guard's redirect at start replaces the address before the first render (as the data router's did), so the
  // refused page is never rendered.
  if (firstAddress !== createPath(window.location)) window.history.replaceState(window.history.state, '', firstAddress);
  // The first render in a task of its own too, after the router's.
  await nextTask();

  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter routes={routes} />
      </AppProviders>
    </StrictMode>,
  );
}

// Start-up: browser behaviours, PWA checks, the logout hook for rejected sessions, then the first render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyLanguage, i18n, storedLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { onUnauthorized } from '@/lib/api-client';
import { disableDoubleClick } from '@/lib/pwa/browser-guards';
import { installPreloadErrorReload } from '@/lib/pwa/chunk-reload';
import { captureInstallPrompt } from '@/lib/pwa/install-prompt';
import { registerServiceWorker, startBuildChecks } from '@/lib/pwa/service-worker';
import { startVersionChecks } from '@/lib/pwa/version-check';
import { syncBrandTheme } from '@/stores/brand-store';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { logout } from '@/app/session/logout';
import { provideLogout } from '@/lib/session-exit';

export async function startApp(container: HTMLElement): Promise<void> {
  syncBrandTheme();
  disableDoubleClick();
  installPreloadErrorReload();
  // Before the first render: Chromium fires beforeinstallprompt early and only once.
  captureInstallPrompt();

  const router = createAppRouter();

  const navigate = (path: string, options: { replace: boolean }): void => void router.navigate(path, options);
  const endedByServer = (): void => {
    notify.warning(i18n.t('errors.sessionEnded'));
    void logout({ navigate, callServer: false });
  };
  onUnauthorized(endedByServer);
  // Pages of features log out through this port (they do not import the app layer).
  provideLogout((request) => logout({ navigate, ...request }));
  void import('@/app/session/session-tasks').then(({ startSessionTasks }) => startSessionTasks(endedByServer));

  if (import.meta.env.PROD) {
    void registerServiceWorker();
    startVersionChecks();
    startBuildChecks();
  }

  // A customer who chose English gets it from the first frame (a tiny extra chunk) rather than a flash of Ukrainian.
  await applyLanguage(storedLanguage()).catch(() => undefined);

  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

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

export async function startApp(container: HTMLElement): Promise<void> {
  syncBrandTheme();
  disableDoubleClick();
  installPreloadErrorReload();
  // Before the first render: Chromium fires beforeinstallprompt early and only once.
  captureInstallPrompt();

  const router = createAppRouter();

  onUnauthorized(() => {
    notify.warning(i18n.t('errors.sessionEnded'));
    logout({ navigate: (path, options) => void router.navigate(path, options), callServer: false });
  });

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

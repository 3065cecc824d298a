// Shared set-up of the web unit tests: a clean DOM and clean browser storage around every test.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { markFirstScreenShown } from '@/lib/after-first-paint';
/**
 * Every store of the app: the files of a worker share their modules (vitest.isolation.ts), so a test starts from each
 * store's first state, not from what the previous file left. Build scripts' tests run in Node, without a window.
 */
const stores =
  typeof window === 'undefined'
    ? []
    : await Promise.all([
        import('@/stores/session-store').then((module) => module.useSessionStore),
        import('@/stores/brand-store').then((module) => module.useBrandStore),
        import('@/features/certificates/stores/certificate-store').then((module) => module.useCertificateStore),
        import('@/features/auth/stores/registration-ticket-store').then((module) => module.useRegistrationTicketStore),
        import('@/features/age-gate/stores/age-confirmation-store').then((module) => module.useAgeConfirmationStore),
        import('@/features/shop/stores/shop-store').then((module) => module.useShopStore),
        import('@/lib/pwa/install-prompt').then((module) => module.useInstallPromptStore),
        import('@/lib/pwa/service-worker').then((module) => module.useUpdatePromptStore),
      ]);

afterEach(() => {
  // Build scripts' tests run in Node's environment: no DOM to clean there.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const store of stores) (store as StoreLike).setState((store as StoreLike).getInitialState(), true);
});

// Preact (docs/decisions/0028) runs effects after the next animation frame; React's test mode runs them as soon as the
// render is committed. jsdom paints nothing, so the tests run them once the render's synchronous work is done.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

// No router starts the app in unit tests: deferred work (lib/after-first-paint) runs once the document is idle.
markFirstScreenShown();

interface StoreLike {
  setState(state: unknown, replace: true): void;
  getInitialState(): unknown;
}

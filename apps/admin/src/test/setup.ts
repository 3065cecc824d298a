// Shared set-up of the back-office unit tests: Ukrainian first, a clean DOM and storage around every test, and the
// browser features jsdom lacks that Mantine reads (matchMedia, ResizeObserver, document.fonts for autosized text areas).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import i18next from '@admin/lib/i18n';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });

beforeEach(async () => {
  await i18next.changeLanguage('uk');
});

afterEach(() => {
  cleanup();
  // The toasts live in a store of the library's module, which the files of a worker share (vitest.isolation.ts).
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

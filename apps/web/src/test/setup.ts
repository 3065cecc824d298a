// Shared set-up of the web unit tests: a clean DOM and clean browser storage around every test.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { markFirstScreenShown } from '@/lib/after-first-paint';

afterEach(() => {
  // Build scripts' tests run in Node's environment: no DOM to clean there.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Preact (docs/decisions/0028) runs effects after the next animation frame; React's test mode runs them as soon as the
// render is committed. jsdom paints nothing, so the tests run them once the render's synchronous work is done.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

// No router starts the app in unit tests: deferred work (lib/after-first-paint) runs once the document is idle.
markFirstScreenShown();

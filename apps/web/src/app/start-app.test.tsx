// The start is three tasks (decision 0024): the modules' evaluation, the router's start, the first
// render. One long task of all of them was counted whole as blocking time. The first page's prefetch runs in the first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { earlyCallsGlobal } from '@/lib/early-calls';

const steps: string[] = [];
/** What the first route's prefetch returns (home's: the promise of its answers in the cache). */
let prefetched: unknown;

vi.mock('@/app/router', () => ({
  loadFirstPage: () => Promise.resolve('/'),
  createAppRoutes: () => {
    steps.push('router');
    return [];
  },
  AppRouter: () => null,
  navigateFromOutside: vi.fn(),
}));
vi.mock('react-dom/client', () => ({
  createRoot: () => ({ render: () => steps.push('render') }),
}));
vi.mock('@/app/session/offline-cache', () => ({ startOfflineCache: () => undefined }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  onUnauthorized: () => steps.push('unauthorized handler'),
}));
vi.mock('@/app/guards/run-guards', () => ({
  prefetchFirstRoute: (_routes: unknown, url: URL) => {
    steps.push(`prefetch ${url.pathname}`);
    return prefetched;
  },
}));

afterEach(() => {
  steps.length = 0;
  prefetched = undefined;
  delete (window as unknown as Record<string, unknown>)[earlyCallsGlobal];
  vi.useRealTimers();
});

describe('startApp', () => {
  it('starts the router in a task of its own, and renders in a later one', async () => {
    const { startApp } = await import('./start-app');
    const started = startApp(document.createElement('div'));
    steps.push('evaluation ends');
    // A task queued behind the router's: the render must come after it.
    setTimeout(() => steps.push('a task between'), 0);
    await started;
    // The first page's data requests leave with the evaluation, before the router's task, and a session
    // the server has ended is logged out from their answers on.
    expect(steps).toEqual(['unauthorized handler', 'prefetch /', 'evaluation ends', 'router', 'a task between', 'render']);
  });

  it('renders the first page with its answers when the shell already asked for them', async () => {
    (window as unknown as Record<string, unknown>)[earlyCallsGlobal] = {};
    prefetched = new Promise<void>((resolve) => setTimeout(() => (steps.push('answers in'), resolve()), 50));
    const { startApp } = await import('./start-app');
    await startApp(document.createElement('div'));
    expect(steps.slice(-2)).toEqual(['answers in', 'render']);
  });

  it('waits for them at most 300 ms, and not at all when the shell sent no calls', async () => {
    const { startApp } = await import('./start-app');
    prefetched = new Promise(() => undefined);
    let started = Date.now();
    await startApp(document.createElement('div'));
    expect(Date.now() - started).toBeLessThan(250);
    (window as unknown as Record<string, unknown>)[earlyCallsGlobal] = {};
    started = Date.now();
    await startApp(document.createElement('div'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(steps.at(-1)).toBe('render');
  });
});

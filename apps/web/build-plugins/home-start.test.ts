// Home's start script: with a stored session on `/` it sends exactly the requests home's prefetch sends (the same
// method, address, body and headers), the app's client then takes those answers instead of asking again, and it
// does nothing on other pages, without a session, or for a call made with another bearer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kyivTimeZone } from '@loyalty/domain/kyiv-time';
import { localeOf } from '@loyalty/client/format';
import { storageKeys } from '@/config/constants';
import { runtimeConfig } from '@/config/runtime-config';
import { queryClient } from '@/lib/query-client';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { featureRoutes } from '@/app/routes/app-routes';
import { prefetchHome } from '@/app/routes/home-prefetch';
import { balanceQueryKey } from '@/lib/shared-api/get-balance';
import { earlyCallsGlobal } from '@/lib/early-calls';
import { appHomeStartOptions, homeStartPlugin, homeStartSource } from './home-start.ts';

interface Sent {
  method: string;
  url: string;
  body: string | undefined;
  headers: Record<string, string>;
}

/** Answers by path: enough of each for its fetcher to return data. */
const answers: [string, unknown][] = [
  ['/api/get-balance', { balance: 1250, expiring: [] }],
  ['/api/exchange/list', { rewards: [] }],
  ['/api/user/get-campaigns', { campaigns: [] }],
  [
    '/api/user/get-tier',
    {
      enabled: false,
      set_name: null,
      measure: null,
      window_days: null,
      grace_days: null,
      value: 0,
      tier: null,
      next: null,
      levels: [],
    },
  ],
  ['/api/offers', { offers: [] }],
  ['/api/shop/get-orders', { list: [], mixPackIds: [], mixQuant: 0 }],
];

/** Records what is sent and answers each call. */
function recordingFetch() {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    sent.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? init.body : undefined, headers });
    const body = answers.find(([path]) => url.startsWith(path))?.[1] ?? {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

const sorted = (sent: Sent[]) =>
  [...sent].sort((left, right) => `${left.method} ${left.url}`.localeCompare(`${right.method} ${right.url}`));

function runStartScript(ogoHost?: string): void {
  // As the browser runs it: a classic script in the page's global scope.
  new Function(homeStartSource(appHomeStartOptions(ogoHost)))();
}

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ apiKey: runtimeConfig().apiKey });
  document.head.append(meta);
  window.history.replaceState(null, '', '/');
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 'token-1', shopIds: { glo: 5, ogo: 8 } });
});

afterEach(() => {
  document.head.querySelector('meta[name="app-config"]')?.remove();
  delete (window as unknown as Record<string, unknown>)[earlyCallsGlobal];
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("home's start script", () => {
  it("uses the app's storage keys, locale and zone", () => {
    const options = appHomeStartOptions('ogo.example.ua');
    expect(options).toMatchObject({
      sessionKey: storageKeys.session,
      brandKey: storageKeys.brand,
      ogoHost: 'ogo.example.ua',
      locale: localeOf('uk'),
      timeZone: kyivTimeZone,
    });
  });

  it("sends exactly the requests home's prefetch sends, for a customer in each brand and for one without a record", async () => {
    for (const [brand, shopIds] of [
      ['glo', { glo: 5, ogo: 8 }],
      ['ogo', { glo: 5, ogo: 8 }],
      ['ogo', { glo: 5, ogo: null }],
    ] as const) {
      useBrandStore.setState({ brand });
      useSessionStore.setState({ token: 'token-1', shopIds });
      delete (window as unknown as Record<string, unknown>)[earlyCallsGlobal];
      const app = recordingFetch();
      prefetchHome(featureRoutes);
      await expect.poll(() => queryClient.isFetching()).toBe(0);
      queryClient.clear();
      const early = recordingFetch();
      runStartScript();
      expect(app.sent.length, `${brand} ${JSON.stringify(shopIds)}`).toBeGreaterThan(0);
      expect(sorted(early.sent), `${brand} ${JSON.stringify(shopIds)}`).toEqual(sorted(app.sent));
    }
  });

  it("gives the app's client those answers, once, instead of asking the network again", async () => {
    const early = recordingFetch();
    runStartScript();
    expect(early.sent.length).toBe(6);
    const app = recordingFetch();
    prefetchHome(featureRoutes);
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(app.sent).toEqual([]);
    expect(queryClient.getQueryData(balanceQueryKey('glo'))).toEqual({ balance: 1250, expiring: [] });
    // Taken once: a later ask goes to the network.
    queryClient.clear();
    prefetchHome(featureRoutes);
    await expect.poll(() => app.sent.length).toBe(6);
  });

  it('is not taken by a session other than the one it was sent for', async () => {
    recordingFetch();
    runStartScript();
    useSessionStore.setState({ token: 'token-2' });
    const app = recordingFetch();
    prefetchHome(featureRoutes);
    await expect.poll(() => app.sent.length).toBe(6);
    expect(app.sent.every((request) => request.headers.authorization === 'Bearer token-2')).toBe(true);
  });

  it('sends nothing on another page, without a session, or without the API key', () => {
    const { sent } = recordingFetch();
    window.history.replaceState(null, '', '/shop');
    runStartScript();
    window.history.replaceState(null, '', '/');
    useSessionStore.setState({ token: null });
    runStartScript();
    useSessionStore.setState({ token: 'token-1' });
    document.head.querySelector('meta[name="app-config"]')?.remove();
    runStartScript();
    expect(sent).toEqual([]);
  });

  it('starts a visitor without a stored brand in ogo on the ogo host, as the brand store does', () => {
    window.localStorage.removeItem(storageKeys.brand);
    const { sent } = recordingFetch();
    runStartScript(window.location.hostname);
    expect(sent.map((request) => request.url)).toContain('/api/offers?product=ogo');
  });

  it('goes after the title, before the stylesheet and the entry that an inline script would wait for', () => {
    const plugin = homeStartPlugin(appHomeStartOptions(undefined));
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = transform.handler(
      '<head><title>app</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>',
    );
    expect(html.indexOf('data-only-path="/"')).toBeGreaterThan(html.indexOf('</title>'));
    expect(html.indexOf('data-only-path="/"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).not.toMatch(/<\/script>[\s\S]*<\/script>[\s\S]*<\/script>/);
  });
});

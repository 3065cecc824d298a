// The route registry against spec section 2.
import { describe, expect, it } from 'vitest';
import { defaultGuards, guardNames, layoutNames } from '@/types/routes';
import { appRoutes, featureRoutes, notFoundRoute } from '@/app/routes/app-routes';
import { clientRoutePaths } from '../../../build-plugins/client-routes.ts';
import { homeEntriesFrom } from '@/app/routes/home-entries';
import { waysToEarn } from '@/features/loyalty/utils/ways-to-earn';

const byPath = (path: string) => appRoutes.find((route) => route.path === path);

describe('route registry', () => {
  it('declares each path once', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lazy-loads a page component for every route, the 404 included', async () => {
    for (const route of [...appRoutes, notFoundRoute]) {
      const page = await route.lazy();
      expect(typeof page.default, route.path).toBe('function');
    }
    // Every page module of the app goes through Vite's transform here, cold: seconds on a busy two-core machine.
  }, 60_000);

  it('uses only known layouts and guards', () => {
    for (const route of [...appRoutes, notFoundRoute]) {
      expect(layoutNames, route.path).toContain(route.layout);
      for (const guard of route.guards ?? defaultGuards) expect(guardNames, route.path).toContain(guard);
    }
  });

  // Spec section 2, for the routes the app declares.
  it.each([
    { path: '/', layout: 'account', guards: undefined, back: null },
    { path: '/auth', layout: 'default', guards: ['is-authentication', 'is18'], back: null },
    { path: '/is18', layout: 'default', guards: ['is-success-is18'], back: null },
    { path: '/registration', layout: 'default', guards: ['is-authentication', 'is18'], back: null },
    { path: '/user-agreement', layout: 'forall', guards: [], back: null },
    { path: '/verification', layout: 'account', guards: undefined, back: '/' },
    { path: '/verification/other', layout: 'account', guards: undefined, back: '/verification' },
    // The spec gives /profile no back arrow; home is our choice (docs/decisions).
    { path: '/profile', layout: 'account', guards: undefined, back: '/' },
    { path: '/profile/details', layout: 'account', guards: undefined, back: '/profile' },
    // The loyalty routes of spec section 2, all behind authentication except /qr.
    { path: '/scan', layout: 'account', guards: undefined, back: '/' },
    { path: '/scan/sticks', layout: 'account-off-footer', guards: undefined, back: '/scan' },
    { path: '/scan/velo', layout: 'account-off-footer', guards: undefined, back: '/scan' },
    { path: '/scan/multi', layout: 'account-off-footer', guards: undefined, back: '/scan' },
    { path: '/scan/history', layout: 'account', guards: undefined, back: '/scan' },
    { path: '/scan/instruction', layout: 'account', guards: undefined, back: '/scan' },
    { path: '/scan/instruction-velo', layout: 'account', guards: undefined, back: '/scan' },
    { path: '/qr', layout: 'default', guards: [], back: null },
    { path: '/get-xp', layout: 'account', guards: undefined, back: '/' },
    { path: '/history-bonuses', layout: 'account', guards: undefined, back: '/' },
    { path: '/offers', layout: 'account', guards: undefined, back: '/' },
    // The spec gives no back target; the points hub is ours (decision 0075).
    { path: '/exchange', layout: 'account', guards: undefined, back: '/spend-points' },
    { path: '/spend-points', layout: 'account', guards: undefined, back: '/' },
    { path: '/exchange/product/active/:id', layout: 'account', guards: undefined, back: '/exchange' },
    { path: '/exchange/product/inactive/:id', layout: 'account', guards: undefined, back: '/exchange' },
    { path: '/marathon', layout: 'account', guards: undefined, back: '/' },
    { path: '/marathon/quiz', layout: 'account', guards: undefined, back: '/marathon' },
    { path: '/go-buy', layout: 'account', guards: undefined, back: '/' },
    { path: '/glo-studio', layout: 'account', guards: undefined, back: '/' },
  ])('$path: layout $layout, guards $guards, back $back', ({ path, layout, guards, back }) => {
    const route = byPath(path);
    expect(route).toBeDefined();
    expect(route?.layout).toBe(layout);
    expect(route?.guards).toEqual(guards);
    expect(route?.back).toBe(back);
  });

  it("uses every layout of spec section 2: full-screen flows without the footer, ogo programme pages with ogo's", () => {
    const used = new Set([...appRoutes, notFoundRoute].map((route) => route.layout));
    expect([...layoutNames].filter((layout) => !used.has(layout))).toEqual([]);
    const layoutOf = (path: string) => appRoutes.find((route) => route.path === path)?.layout;
    for (const path of ['/shop/cart', '/shop/delivery', '/shop/payment', '/shop/checkout', '/scan/sticks', '/scan/multi']) {
      expect(layoutOf(path), path).toBe('account-off-footer');
    }
    for (const path of ['/why-ogo', '/vocabulary/ogo-club', '/vocabulary/velo', '/velo-spec-rules']) {
      expect(layoutOf(path), path).toBe('ogo-footer');
    }
    expect(layoutOf('/')).toBe('account');
  });

  it('keeps authentication as the default guard', () => {
    expect(defaultGuards).toEqual(['authentication']);
  });

  it('answers unknown paths with an unguarded 404 in the error layout', () => {
    expect(notFoundRoute).toMatchObject({ path: '*', layout: 'error', guards: [], back: null });
  });
});

describe('home entries', () => {
  it('offers the routes that ask for it, in their order', () => {
    const lazy = async () => ({ default: () => null });
    const entries = homeEntriesFrom([
      { path: '/b', layout: 'account', back: '/', titleKey: 'home', lazy, homeEntry: { labelKey: 'menu.news', order: 2 } },
      { path: '/c', layout: 'account', back: '/', titleKey: 'home', lazy },
      { path: '/a', layout: 'account', back: '/', titleKey: 'home', lazy, homeEntry: { labelKey: 'menu.faq', order: 1 } },
    ]);
    expect(entries).toEqual([
      { path: '/a', labelKey: 'menu.faq' },
      { path: '/b', labelKey: 'menu.news' },
    ]);
  });

  it('gives /get-xp links only to pages that exist', () => {
    for (const way of waysToEarn) expect(byPath(way.path), way.path).toBeDefined();
  });

  it('gives the server every path of the table for its 404 status (client-routes.json, issue 36)', () => {
    expect(clientRoutePaths(featureRoutes)).toEqual(appRoutes.map((route) => route.path));
  });
});

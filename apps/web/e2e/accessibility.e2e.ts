// Sweep over every page of the client's route table, in both brands, signed out and signed in: axe-core finds no
// critical or serious WCAG 2.2 A/AA violation, no page scrolls sideways at 390 or 360 px nor with 200 % text at 390,
// every page has one h1 and skips no heading level, and no price is written with a decimal dot. Each problem is
// collected, so one run lists them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { clientRoutePaths, readFeatureRoutes } from '../build-plugins/client-routes.ts';
import { storageKeys } from '../src/config/constants.ts';
import { axeProblems } from './axe.ts';
import {
  apiContext,
  baseUrl,
  browserMissing,
  launchBrowser,
  registerCustomer,
  requestsInFlight,
  settledWhen,
} from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

/** Where a signed-out visitor lands (the first test sweeps /is18 and /auth); /qr records an attribution and moves on. */
const signedOutPages = new Set(['/auth', '/registration', '/is18', '/qr']);

/**
 * Every page of the client's route table a signed-in customer can open without an id. A catalogue category and its
 * product pages are one component each: the sweep visits one category and one product per brand (firstIds below), and
 * the page of an order it places (placedOrderNumber).
 */
async function signedInRoutesOfRouteTable(): Promise<string[]> {
  const paths = clientRoutePaths(await readFeatureRoutes(fileURLToPath(new URL('../src', import.meta.url))));
  const categories = new Set(paths.filter((path) => /^\/shop\/[^/]+\/:id$/.test(path)).map((path) => path.slice(0, -4)));
  return paths.filter((path) => !path.includes(':') && !categories.has(path) && !signedOutPages.has(path));
}

interface Session {
  token: string;
  customer: { shopify_id: number; tags: string[] };
  shopIds: { glo: number | null; ogo: number | null };
}

async function signedInSession(): Promise<Session> {
  await registerCustomer(journeyPhones.accessibility, {
    first_name: 'Ліна',
    last_name: 'Доступна',
    email: 'lina.a11y@example.com',
    birth_date: '1992-06-06',
  });
  const api = await apiContext();
  try {
    const answer = await api.post('/api/auth/test-login', { data: { phone: journeyPhones.accessibility } });
    return (await answer.json()) as Session;
  } finally {
    await api.dispose();
  }
}

async function firstIds(brand: 'glo' | 'ogo', token: string): Promise<{ category: string; productId: number; newsId: number }> {
  const api = await apiContext();
  try {
    const category = brand === 'glo' ? 'sticks' : 'ogo-velo';
    const list = await api.post('/api/shop/get-products-by-collection', { data: { collectionId: category, product: brand } });
    const news = await api.post('/api/content/get-news', {
      data: { product: brand, offset: 0 },
      headers: { authorization: `Bearer ${token}` },
    });
    const productId = ((await list.json()) as { products: { id: number }[] }).products[0]?.id ?? 0;
    const newsId = news.ok() ? (((await news.json()) as { list: { id: number }[] }).list[0]?.id ?? 0) : 0;
    return { category, productId, newsId };
  } finally {
    await api.dispose();
  }
}

/**
 * An order of the sweep's customer (cash on delivery to the first branch of the first popular city), so the order page,
 * /history-order/:orderNumber, is swept with an order on it; null without a customer record in the brand.
 */
async function placedOrderNumber(brand: 'glo' | 'ogo', session: Session, category: string): Promise<number | null> {
  const customerId = session.shopIds[brand];
  if (customerId === null) return null;
  const api = await apiContext();
  try {
    const headers = { authorization: `Bearer ${session.token}` };
    const list = await api.post('/api/shop/get-products-by-collection', { data: { collectionId: category, product: brand } });
    const products = ((await list.json()) as { products: { variants: { id: number }[] }[] }).products;
    const cities = await api.post('/api/novaposhta/cities', { data: { query: '' }, headers });
    const cityRef = ((await cities.json()) as { cities: { city_id: string }[] }).cities[0]?.city_id ?? '';
    const branches = await api.post('/api/novaposhta/branches', { data: { cityRef }, headers });
    const branchRef = ((await branches.json()) as { branches: { value: string }[] }).branches[0]?.value ?? '';
    const answer = await api.post('/api/shop/create-order', {
      headers,
      data: {
        order: {
          line_items: [{ variant_id: products[0]?.variants[0]?.id ?? 0, quantity: 1 }],
          customer: { id: customerId },
          shipping_address: { first_name: 'Ліна', last_name: 'Доступна', phone: journeyPhones.accessibility },
        },
        product: brand,
        cart: { payment: 1, delivery: { mode: 1, cityRef, branchRef } },
      },
    });
    if (!answer.ok()) throw new Error(`create-order answered ${answer.status()}: ${await answer.text()}`);
    return ((await answer.json()) as { order: { order_number: number } }).order.order_number;
  } finally {
    await api.dispose();
  }
}

/**
 * The page's own ready condition: its heading is drawn, no region of it is loading (the app's skeletons and busy
 * buttons say aria-busy) and the typeface is in. Pages that poll never reach network idle; these reach this at once.
 */
function pageReady(): boolean {
  return (
    document.querySelector('main h1') !== null &&
    document.querySelector('[aria-busy="true"]') === null &&
    document.fonts.status === 'loaded'
  );
}

/** Every problem of the page at `path` as one line each (empty when it passes). */
async function problemsOf(page: Page, label: string): Promise<string[]> {
  const problems = await axeProblems(page, label);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${label}: scrolls sideways by ${overflow}px at ${width}px`);
  }
  // Usable with 200 % text: nothing widens the page at 390 px.
  await page.setViewportSize({ width: 390, height: 800 });
  const largeText = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  const largeTextOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (largeTextOverflow > 0) problems.push(`${label}: scrolls sideways by ${largeTextOverflow}px with 200 % text`);
  await largeText.evaluate((node) => (node as Element).remove());
  // One h1 per page, and no heading level skipped on the way down (h2 after h1, never h3 straight away).
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')]
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => Number(heading.tagName.slice(1))),
  );
  const h1Count = headings.filter((level) => level === 1).length;
  if (h1Count !== 1) problems.push(`${label}: ${h1Count} h1 headings`);
  const skip = headings.findIndex((level, index) => index > 0 && level > (headings[index - 1] ?? 0) + 1);
  if (skip > 0) problems.push(`${label}: heading h${headings[skip - 1]} followed by h${headings[skip]}`);
  const dotPrice = await page.evaluate(() => /\d\.\d{2}\s*(грн|UAH)/.exec(document.body.innerText)?.[0] ?? null);
  if (dotPrice) problems.push(`${label}: a price with a decimal dot: "${dotPrice}"`);
  return problems;
}

describe.skipIf(browserMissing)('accessibility and layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has no serious violation, no sideways scroll and no dot-decimal price on the signed-out screens', async () => {
    const problems: string[] = [];
    for (const brand of ['glo', 'ogo'] as const) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'uk-UA',
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      try {
        await page.goto('/robots.txt');
        await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
          storageKeys.brand,
          JSON.stringify({ state: { brand }, version: 0 }),
        ] as const);
        await page.goto('/is18');
        await page.getByTestId('age-question').waitFor();
        problems.push(...(await problemsOf(page, `${brand} /is18`)));
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('button', { name: 'Так' }).click();
        await page.getByTestId('auth-page').waitFor();
        problems.push(...(await problemsOf(page, `${brand} /auth`)));
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no serious violation, no sideways scroll and no dot-decimal price on any signed-in route', async () => {
    const session = await signedInSession();
    const signedInRoutes = await signedInRoutesOfRouteTable();
    expect(signedInRoutes.length, 'the route table read').toBeGreaterThan(40);
    // The two brands in two contexts at once: a page's checks keep one core busy, and the machine has two.
    const sweepBrand = async (brand: 'glo' | 'ogo'): Promise<string[]> => {
      const problems: string[] = [];
      const { category, productId, newsId } = await firstIds(brand, session.token);
      expect(newsId, 'a news item to visit').toBeGreaterThan(0);
      const orderNumber = await placedOrderNumber(brand, session, category);
      const routes = [
        ...signedInRoutes,
        `/shop/${category}`,
        `/shop/${category}/${productId}`,
        ...(newsId ? [`/news/${newsId}`] : []),
        ...(orderNumber ? [`/history-order/${orderNumber}`] : []),
      ];
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'uk-UA',
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const requests = requestsInFlight(page);
      try {
        await page.goto('/robots.txt');
        await page.evaluate(
          ([sessionKey, sessionValue, brandKey, brandValue]) => {
            window.localStorage.setItem(sessionKey, sessionValue);
            window.localStorage.setItem(brandKey, brandValue);
          },
          [
            storageKeys.session,
            JSON.stringify({ state: { ...session, ageVerified: true, referralCode: null }, version: 0 }),
            storageKeys.brand,
            JSON.stringify({ state: { brand }, version: 0 }),
          ] as const,
        );
        // The menu button stays where it is on every page (it once moved 48 px where a page hides the logo).
        let menuButtonX: number | undefined;
        for (const route of routes) {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(route);
          await settledWhen(page, requests, pageReady);
          // A page outside the app's frame (a landing page) has no menu: nothing to wait for there.
          const menuButton = page.getByTestId('menu-button');
          const box = (await menuButton.count()) > 0 ? await menuButton.boundingBox() : null;
          if (box) {
            menuButtonX ??= box.x;
            if (Math.abs(box.x - menuButtonX) > 1) problems.push(`${brand} ${route}: the menu button moved to x=${box.x}`);
          }
          problems.push(...(await problemsOf(page, `${brand} ${route}`)));
        }
      } finally {
        await context.close();
      }
      return problems;
    };
    const problems = (await Promise.all((['glo', 'ogo'] as const).map(sweepBrand))).flat();
    expect(problems).toEqual([]);
  }, 600_000);
});

// The shells of the pages a signed-in customer opens first: the build's route-preloads.json names each
// page's chunks and stylesheets, and the shell of that page's paths preloads them; other paths get the plain shell.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { apiHeaders, buildTestApp, createWebDistFixture, type TestApp, type WebDistFixture } from '../test-app.ts';
import {
  inlineScriptHashes,
  readRoutePreloads,
  routePreloadFor,
  withoutOtherPagesScripts,
  type RoutePreload,
} from './static-web.ts';

// As apps/web/build-plugins/home-start.ts writes it: inline, home's own.
const homeScriptSource = '(function(){window.homeStarted=true;})();';
const homeScript = `<script data-only-path="/">${homeScriptSource}</script>`;
const homeScriptHash = `'sha256-${createHash('sha256').update(homeScriptSource).digest('base64')}'`;
// The sign-in's chunk, preloaded by index.html for a new visitor's first screen (Vite writes the link without a slash).
const signInPreload = '<link rel="modulepreload" crossorigin href="/assets/auth-page-Z9.js">';
const indexHtml = `<!doctype html><html><head><meta charset="UTF-8" /><title>app</title>${homeScript}${signInPreload}</head><body><div id="root"></div></body></html>`;
const routePreloads = {
  routes: [
    {
      paths: ['/'],
      modules: ['assets/home-page-A1.js', 'assets/format-B2.js'],
      styles: ['assets/home-page-C3.css'],
      unusedFirstScreen: ['assets/auth-page-Z9.js'],
    },
    // As a build from before the field wrote it: nothing is left out.
    { paths: ['/shop/sticks/:id'], modules: ['assets/product-page-D4.js'], styles: [] },
    // Not what the build writes: a name outside the hashed assets is never put in a page.
    { paths: ['/offers'], modules: ['https://elsewhere.example/x.js'], styles: [] },
  ],
};
let webDist: WebDistFixture;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await createWebDistFixture({
    'index.html': indexHtml,
    'assets/index-B4x9kQ2z.js': 'console.log("app")',
    'route-preloads.json': JSON.stringify(routePreloads),
  });
  testApp = await buildTestApp({ seed: true, env: { WEB_DIST_DIR: webDist.dir, CATALOG_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await testApp.close();
  await webDist.remove();
});

/** The id of the first product the seeded catalogue lists among glo's sticks (a product page's path). */
async function firstStickId(): Promise<number | undefined> {
  const listing = await testApp.app.inject({
    method: 'POST',
    url: '/api/shop/get-products-by-collection',
    headers: apiHeaders,
    payload: { collectionId: 'sticks', product: 'glo' },
  });
  return listing.json<{ products: { id: number }[] }>().products[0]?.id;
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

describe('route preloads in the shell', () => {
  it("names home's chunks and stylesheet in the shell of /, in each encoding", async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(modulePreloads(plain.body)).toEqual(['/assets/home-page-A1.js', '/assets/format-B2.js']);
    expect(plain.body).toContain('<link rel="preload" as="style" href="/assets/home-page-C3.css" />');
    const br = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("names the product page's chunk beside the product's preloaded answer", async () => {
    const id = await firstStickId();
    const page = await testApp.app.inject({ method: 'GET', url: `/shop/sticks/${id}` });
    expect(modulePreloads(page.body)).toEqual(['/assets/product-page-D4.js']);
    expect(page.body).toContain('id="preloaded-answers"');
  });

  it("leaves the sign-in's chunks out of the shell of a page that does not load them, and in every other shell", async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/' })).body).not.toContain('auth-page-Z9');
    const id = await firstStickId();
    for (const url of ['/auth', '/is18', '/index.html', `/shop/sticks/${id}`]) {
      expect((await testApp.app.inject({ method: 'GET', url })).body, url).toContain(signInPreload);
    }
  });

  it('leaves other pages, and names that are not hashed assets, out', async () => {
    for (const url of ['/auth', '/shop', '/shop/sticks', '/shop/sticks/1/extra', '/offers']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(modulePreloads(page.body), url).toEqual([]);
    }
    expect(readRoutePreloads(webDist.dir).map((route) => route.paths)).toEqual([['/'], ['/shop/sticks/:id']]);
  });

  it("keeps home's own script in home's shell alone, its hash in that shell's CSP and the config above it", async () => {
    for (const url of ['/', '/index.html']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain(homeScript);
      // The script reads the API key from the config tag as the document is parsed: the tag must come first.
      expect(page.body.indexOf('<meta name="app-config"'), url).toBeGreaterThan(0);
      expect(page.body.indexOf('<meta name="app-config"'), url).toBeLessThan(page.body.indexOf(homeScript));
      const scriptSources = String(page.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSources, url).toBe(`script-src 'self' ${homeScriptHash}`);
    }
    const id = await firstStickId();
    for (const url of ['/auth', '/is18', '/shop', '/offers', `/shop/sticks/${id}`]) {
      const page = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const html = brotliDecompressSync(page.rawPayload).toString();
      expect(html, url).toContain('<div id="root">');
      expect(html, url).not.toContain('data-only-path');
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self';");
    }
    expect(withoutOtherPagesScripts(`<head>${homeScript}<script src="/x.js"></script></head>`, ['/shop'])).toBe(
      '<head><script src="/x.js"></script></head>',
    );
    expect(
      withoutOtherPagesScripts('<head><script async src="/assets/a.js" data-only-path="/"></script><title>t</title></head>', []),
    ).toBe('<head><title>t</title></head>');
    expect(inlineScriptHashes(`${homeScript}<script src="/x.js"></script><script type="application/json">{}</script>`)).toEqual([
      homeScriptHash,
    ]);
  });

  it('matches a pattern segment to any one non-empty segment, and a trailing slash to the same path', () => {
    const preloads: RoutePreload[] = [{ paths: ['/shop/:slug/:id'], modules: [], styles: [], unusedFirstScreen: [] }];
    expect(routePreloadFor(preloads, '/shop/sticks/12')).toBeDefined();
    expect(routePreloadFor(preloads, '/shop/sticks/12/')).toBeDefined();
    expect(routePreloadFor(preloads, '/shop//12')).toBeUndefined();
    expect(routePreloadFor(preloads, '/shop/sticks')).toBeUndefined();
  });
});

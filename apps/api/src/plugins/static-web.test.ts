import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '@loyalty/db/paths';
import { buildTestApp, createWebDistFixture, type TestApp, type WebDistFixture } from '../test-app.ts';
import { cacheControl, renderIndexHtml, webCacheControlFor } from './static-web.ts';

const indexHtml = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
/** The shell as served: the build's index.html with the server's run-time configuration. */
const servedIndexHtml = renderIndexHtml(indexHtml, {
  apiKey: 'runtime-key-0123',
  sites: { glo: undefined, ogo: undefined },
  socials: { glo: {}, ogo: {} },
  support: { glo: {}, ogo: {} },
});
let webDist: WebDistFixture;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await createWebDistFixture({
    'index.html': indexHtml,
    'assets/index-B4x9kQ2z.js': 'console.log("app")',
    'assets/index-Cq1w2e3r.css': 'body{}',
    'sw.js': 'self.addEventListener("fetch",()=>{})',
    'manifest.json': '{"name":"glo"}',
    'build-meta.json': '{"version":"v1","builtAt":"2025-01-01T00:00:00Z"}',
    'workbox-5ffe50d4.js': '//workbox',
    'registerSW.js': '//register',
    'icons/icon-192.png': 'png',
    '.vite/manifest.json': '{}',
  });
  testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist.dir, API_KEY: 'runtime-key-0123' } });
});
afterAll(async () => {
  await testApp.close();
  await webDist.remove();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('caching of the web build', () => {
  it('caches hashed assets for a year, immutable', async () => {
    for (const url of ['/assets/index-B4x9kQ2z.js', '/assets/index-Cq1w2e3r.css']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.json', '/build-meta.json', '/workbox-5ffe50d4.js', '/registerSW.js'])(
    'never caches %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('caches other files such as icons for a day', async () => {
    const response = await get('/icons/icon-192.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('does not serve dotfiles of the build', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('classifies build files by path', () => {
    expect(webCacheControlFor('assets/chunk-abc.js')).toBe(cacheControl.immutable);
    expect(webCacheControlFor('offline.html')).toBe(cacheControl.noStore);
    expect(webCacheControlFor('favicon.ico')).toBe(cacheControl.day);
  });
});

describe('paths that are not files', () => {
  it.each(['/news/1', '/shop/sticks/12', '/no-such-page'])('answer index.html for the client router: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(servedIndexHtml);
  });

  it('serve / and /index.html as the same rendered shell, with the server’s API key for the app', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe(servedIndexHtml);
    }
    expect(servedIndexHtml).toContain(
      '<meta name="app-config" content="{&quot;apiKey&quot;:&quot;runtime-key-0123&quot;,&quot;sites&quot;:{},&quot;socials&quot;:{&quot;glo&quot;:{},&quot;ogo&quot;:{}},&quot;support&quot;:{&quot;glo&quot;:{},&quot;ogo&quot;:{}}}" />',
    );
    // Attribute-safe whatever the value holds.
    expect(renderIndexHtml('<head></head>', { apiKey: '"><script>x</script>' })).not.toContain('<script>');
  });

  it('answer HEAD the same way', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/news/1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it.each(['/assets/missing.js', '/assets/nested/deep', '/missing.png', '/media/products/missing.svg'])(
    'give a real JSON 404 for a missing file: %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().error.code).toBe('not_found');
    },
  );

  it('give a JSON 404 for other methods', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/news/1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('never answer an unknown /api route with HTML', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/news/1',
      headers: { 'x-api-key': 'runtime-key-0123' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('product media', () => {
  it('serves shipped images for a day', async () => {
    const [image] = await readdir(path.join(mediaDir, 'products'));
    expect(image).toBeDefined();
    const response = await get(`/media/products/${image}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-type']).toBe('image/webp');
  });
});

describe('without a web build (API only)', () => {
  it('answers non-API paths with a JSON 404', async () => {
    const apiOnly = await buildTestApp();
    try {
      for (const url of ['/', '/news/1']) {
        const response = await apiOnly.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    } finally {
      await apiOnly.close();
    }
  });
});

describe('the back-office build at /admin (issue 16)', () => {
  const adminHtml = '<!doctype html><html><head><title>back-office</title></head><body><div id="root"></div></body></html>';
  let adminDist: WebDistFixture;
  let withAdmin: TestApp;
  beforeAll(async () => {
    adminDist = await createWebDistFixture({ 'index.html': adminHtml, 'assets/index-Ab12Cd34.js': 'console.log("admin")' });
    withAdmin = await buildTestApp({ env: { WEB_DIST_DIR: webDist.dir, ADMIN_DIST_DIR: adminDist.dir } });
  });
  afterAll(async () => {
    await withAdmin.close();
    await adminDist.remove();
  });

  it('serves its own shell for every /admin client route, never the PWA shell, and its hashed assets', async () => {
    for (const url of ['/admin', '/admin/', '/admin/customers/12']) {
      const response = await withAdmin.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(adminHtml);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const asset = await withAdmin.app.inject({ method: 'GET', url: '/admin/assets/index-Ab12Cd34.js' });
    expect(asset.body).toBe('console.log("admin")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await withAdmin.app.inject({ method: 'GET', url: '/admin/missing.js' })).statusCode).toBe(404);
    // The PWA keeps its own shell.
    expect((await withAdmin.app.inject({ method: 'GET', url: '/shop' })).body).not.toBe(adminHtml);
  });

  it('answers 404 at /admin when the back-office is not built', async () => {
    expect((await get('/admin/customers')).statusCode).toBe(404);
  });
});

describe('unknown client paths (issue 36)', () => {
  let routed: TestApp;
  let routedDist: WebDistFixture;
  beforeAll(async () => {
    routedDist = await createWebDistFixture({
      'index.html': indexHtml,
      'client-routes.json': JSON.stringify({ paths: ['/', '/news/:newsId', '/shop/sticks/:id', '/shop'] }),
    });
    routed = await buildTestApp({
      env: {
        WEB_DIST_DIR: routedDist.dir,
        API_KEY: 'runtime-key-0123',
        GLO_SITE_URL: 'https://glo.example',
        OGO_TELEGRAM_URL: 'https://t.example/ogo',
        OGO_SUPPORT_PHONE: '+380800300500',
        GLO_SUPPORT_EMAIL: 'help@glo.example',
      },
    });
  });
  afterAll(async () => {
    await routed.close();
    await routedDist.remove();
  });

  it('answers a path no page shows with 404 and the same shell, whose router shows the 404 page', async () => {
    const missing = await routed.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    const known = await routed.app.inject({ method: 'GET', url: '/news/12' });
    expect(known.statusCode).toBe(200);
    expect(missing.body).toBe(known.body);
    for (const url of ['/', '/shop', '/shop/', '/shop/sticks/5?x=1']) {
      expect((await routed.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    for (const url of ['/shop/sticks', '/shop/sticks/5/extra', '/news']) {
      expect((await routed.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('gives the app the brand sites, social links and support desks at run time with the API key', async () => {
    const shell = (await routed.app.inject({ method: 'GET', url: '/' })).body;
    const content = /<meta name="app-config" content="([^"]*)"/.exec(shell)?.[1]?.replaceAll('&quot;', '"') ?? '';
    expect(JSON.parse(content)).toEqual({
      apiKey: 'runtime-key-0123',
      sites: { glo: 'https://glo.example' },
      socials: { glo: {}, ogo: { telegram: 'https://t.example/ogo' } },
      support: { glo: { email: 'help@glo.example' }, ogo: { phone: '+380800300500' } },
    });
  });
});

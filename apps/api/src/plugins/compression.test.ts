// Compressed transfer: the build's Brotli and gzip copies chosen by Accept-Encoding with Vary, identity
// otherwise; the shell compressed once at start; JSON answers of /api over 1 KB compressed, small ones not.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@loyalty/db/paths';
import { apiHeaders, buildTestApp, createWebDistFixture, type TestApp, type WebDistFixture } from '../test-app.ts';
import { acceptedEncoding } from './compression.ts';
import { renderIndexHtml } from './static-web.ts';

const bigScript = `console.log(${JSON.stringify('glo ogo '.repeat(400))});\n`;
const indexHtml = `<!doctype html><html><head><title>app</title></head><body>${'<p>shell</p>'.repeat(100)}</body></html>`;
let webDist: WebDistFixture;
let testApp: TestApp;

beforeAll(async () => {
  webDist = await createWebDistFixture({
    'index.html': indexHtml,
    'assets/index-B4x9kQ2z.js': bigScript,
    'assets/index-B4x9kQ2z.js.br': brotliCompressSync(bigScript),
    'assets/index-B4x9kQ2z.js.gz': gzipSync(bigScript),
    'assets/small-Aa11Bb22.css': 'body{}',
  });
  testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDist.dir, API_KEY: 'runtime-key-0123' } });
});
afterAll(async () => {
  await testApp.close();
  await webDist.remove();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('the build’s files', () => {
  it('sends the Brotli copy when asked, the gzip copy when only gzip is accepted, identity otherwise, with Vary', async () => {
    const brotli = await get('/assets/index-B4x9kQ2z.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('accept-encoding');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);

    const gzip = await get('/assets/index-B4x9kQ2z.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    for (const accept of [undefined, 'identity', 'zstd']) {
      const plain = await get('/assets/index-B4x9kQ2z.js', accept);
      expect(plain.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(plain.body).toBe(bigScript);
      expect(plain.headers['vary']).toBe('accept-encoding');
    }
  });

  it('sends a file without copies as it is, and never serves the copies by their own names', async () => {
    const small = await get('/assets/small-Aa11Bb22.css', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('body{}');
    expect((await get('/assets/index-B4x9kQ2z.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-B4x9kQ2z.js.gz')).statusCode).toBe(404);
  });

  it('compresses the shell (rendered at start) by Accept-Encoding too, never cached', async () => {
    const served = renderIndexHtml(indexHtml, {
      apiKey: 'runtime-key-0123',
      sites: testApp.config.sites,
      socials: testApp.config.socialLinks,
      support: testApp.config.supportContacts,
    });
    for (const url of ['/', '/shop/cart']) {
      const brotli = await get(url, 'br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['vary']).toBe('accept-encoding');
      expect(brotli.headers['cache-control']).toBe('no-store');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(served);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(served);
    }
  });

  it('picks the encoding the client prefers among ours', () => {
    expect(acceptedEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(acceptedEncoding('gzip, br')).toBe('br');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });
});

describe('JSON answers of /api', () => {
  it('compresses a large answer and leaves a small one alone', async () => {
    const large = await get('/api/docs/json', 'br');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3/);
    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('never inflates a compressed request body', async () => {
    const body = gzipSync(JSON.stringify({ phone: '+380671234567' }));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login-sms',
      headers: { ...apiHeaders, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the build script', () => {
  it('writes Brotli and gzip copies of text files over 1 KB only', async () => {
    const dist = await createWebDistFixture({
      'assets/app-X1.js': bigScript,
      'assets/tiny-X2.js': 'x()',
      'icons/icon.png': Buffer.from(bigScript),
      '.vite/manifest.json': JSON.stringify({ big: bigScript }),
    });
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'apps/web/scripts/precompress.mjs'), dist.dir]);
      const files = (dir: string) => readdirSync(path.join(dist.dir, dir)).sort();
      expect(files('assets')).toEqual(['app-X1.js', 'app-X1.js.br', 'app-X1.js.gz', 'tiny-X2.js']);
      expect(files('icons')).toEqual(['icon.png']);
      expect(files('.vite')).toEqual(['manifest.json']);
    } finally {
      await dist.remove();
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@loyalty/db/client';
import { createTestDatabase } from '@loyalty/db/testing';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { documentContentSecurityPolicy, helmetHeaders, hstsValue } from './security-headers.ts';

// These apps never query the database: one for the whole file keeps it fast.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const opened: TestApp[] = [];
afterEach(async () => {
  for (const testApp of opened.splice(0)) await testApp.close();
});

async function open(env: Record<string, string> = {}): Promise<TestApp> {
  const testApp = await buildTestApp({ env, database });
  opened.push(testApp);
  return testApp;
}

function directivesOf(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it('sends the CSP of the app with the pages and files of the web app', async () => {
    const { app } = await open();
    const response = await app.inject({ method: 'GET', url: '/shop' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("writes the document CSP as helmet does, with a shell's inline script hashes in script-src only", () => {
    expect(documentContentSecurityPolicy()).toBe(helmetHeaders()['content-security-policy']);
    const csp = directivesOf(documentContentSecurityPolicy(["'sha256-abc='"]));
    expect(csp.get('script-src')).toBe("'self' 'sha256-abc='");
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('sends the short set of an API answer with JSON, errors included, and nothing that only documents use', async () => {
    const { app } = await open();
    for (const request of [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'POST' as const, url: '/api/shop/get-products-by-collection' },
      { method: 'GET' as const, url: '/api/no-such-call' },
    ]) {
      const response = await app.inject(request);
      expect(response.headers['content-type']).toContain('application/json');
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('relaxes the CSP for the Swagger UI page only', async () => {
    const { app } = await open();
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = directivesOf(docs.headers['content-security-policy']);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(directivesOf(api.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
  });

  it('sends no HSTS over plain HTTP', async () => {
    const { app } = await open();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from an untrusted client', async () => {
    const { app } = await open();
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const { app } = await open({ TRUST_PROXY: 'true' });
    const https = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(hstsValue);
    const http = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public address is https', async () => {
    const { app } = await open({ PUBLIC_URL: 'https://loyalty.example.ua' });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe(hstsValue);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../test-app.ts';
import { apiExemptions } from './api-paths.ts';
import { secretsEqual } from './api-key.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(() => testApp.close());

describe('X-Api-Key on /api', () => {
  it('rejects a call without the key with 401 invalid_api_key', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/get-version' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'invalid_api_key', message: expect.any(String) } });
  });

  it('rejects a wrong key, including one that only differs in length', async () => {
    for (const key of ['wrong-key', `${apiHeaders['x-api-key']}x`, apiHeaders['x-api-key'].slice(0, -1)]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/get-version', headers: { 'x-api-key': key } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('accepts the right key', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/get-version', headers: apiHeaders });
    expect(response.statusCode).toBe(200);
  });

  it('checks the key before the body: a caller without it learns nothing about fields', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/get-products-by-collection',
      payload: { collectionId: -1 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.fields).toBeUndefined();
  });

  it('guards unknown /api routes too', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(401);
  });

  it('exempts health, the docs and ops (which take the operator token)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const ops = await testApp.app.inject({
      method: 'GET',
      url: '/api/ops/commands',
      headers: { authorization: `Bearer ${testOpsToken}` },
    });
    expect(ops.statusCode).toBe(200);
  });

  it('keeps the exemptions in one list, each with its reason', () => {
    expect(apiExemptions.map((exemption) => exemption.path)).toEqual([
      '/api/health',
      '/api/docs/*',
      '/api/ops/*',
      '/api/admin/*',
      '/api/shop/liqpay-callback',
      '/api/dev/liqpay/*',
    ]);
    for (const exemption of apiExemptions) expect(exemption.why.length).toBeGreaterThan(20);
  });

  it('does not exempt look-alike paths', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/docsx' })).statusCode).toBe(401);
  });
});

describe('secretsEqual', () => {
  it('compares whole values', () => {
    expect(secretsEqual('abc', 'abc')).toBe(true);
    expect(secretsEqual('abc', 'abd')).toBe(false);
    expect(secretsEqual('abc', 'abcd')).toBe(false);
    expect(secretsEqual('', 'abc')).toBe(false);
  });
});

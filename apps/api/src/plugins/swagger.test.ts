import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and the UI at /api/docs', async () => {
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const json = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe('3.1.0');
  });

  it('declares the X-Api-Key scheme and gives every route tags and a summary', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    // The key always; a session as bearer or cookie where a call is signed in.
    expect(document.security).toEqual([{ apiKey: [], sessionBearer: [] }, { apiKey: [], sessionCookie: [] }, { apiKey: [] }]);
    expect(document.components.securitySchemes).toHaveProperty('sessionCookie');
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
    );
    expect(operations.map(({ method, route }) => `${method} ${route}`)).toEqual(
      expect.arrayContaining([
        'get /api/health',
        'post /api/get-version',
        'post /api/shop/get-products-by-collection',
        'get /api/ops/commands',
        'post /api/ops/run',
      ]),
    );
    for (const { route, operation } of operations) {
      expect(operation.tags?.length, route).toBeGreaterThan(0);
      expect(operation.summary, route).toBeTruthy();
      // /mapi/multiscan/load is the spec's multi-scan upload path (see api-paths.ts), the one API route outside /api.
      expect(/^\/m?api\//.test(route), route).toBe(true);
    }
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/ops/run'].post.security).toEqual([{ opsToken: [] }]);
  });

  it('describes request bodies from the zod contracts', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation: Operation = document.paths['/api/shop/get-products-by-collection'].post;
    const schema = operation.requestBody?.content['application/json']?.schema;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['collectionId', 'product']) });
  });
});

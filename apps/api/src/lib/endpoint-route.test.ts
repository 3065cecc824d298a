// The descriptors (@loyalty/contracts/endpoints/*) and the OpenAPI document agree: every descriptor is a route of the
// document with its method, path, body, query, success response and error codes; and every route of the document
// comes from a descriptor, but for the few listed below.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '@loyalty/contracts/endpoint';
import { errorStatus, type ErrorCode } from '@loyalty/contracts/errors';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { codesOfDescription, errorResponses } from './endpoint-route.ts';

/** Routes registered by hand: the server's own (health, ops, the development payment pages, LiqPay's form callback,
 * files) and those whose schemas are not yet all in contracts. */
const notFromDescriptors = [
  'get /api/admin/feedback/{id}/photos/{photoId}',
  'get /api/admin/pack-codes/batches/{brand}/{batch}/codes.csv',
  'get /api/admin/verifications/{id}/photo',
  'get /api/dev/liqpay/checkout',
  'get /api/health',
  'get /api/ops/commands',
  'post /api/admin/customers/{id}/xp-adjust',
  'post /api/dev/liqpay/decision',
  'post /api/ops/run',
  'post /api/scan/get-wide-count',
  'post /api/shop/liqpay-callback',
];

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}

const endpointsDir = fileURLToPath(new URL('../../../../packages/contracts/src/endpoints/', import.meta.url));

async function allDescriptors(): Promise<{ name: string; endpoint: Endpoint }[]> {
  const found: { name: string; endpoint: Endpoint }[] = [];
  for (const file of readdirSync(endpointsDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const module = (await import(`${endpointsDir}${file}`)) as Record<string, Endpoint>;
    for (const [name, endpoint] of Object.entries(module)) found.push({ name: `${file}:${name}`, endpoint });
  }
  return found;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const keysOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : undefined);

let testApp: TestApp;
let operations: Map<string, Operation>;
beforeAll(async () => {
  testApp = await buildTestApp();
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method} ${path}`, operation] as const),
    ),
  );
});
afterAll(() => testApp.close());

describe('endpoint descriptors and the OpenAPI document', () => {
  it('names each error code under its status, and leaves a bare status without codes', () => {
    const responses = errorResponses(['not_found', 'conflict', 'already_used', 422]);
    expect(Object.keys(responses)).toEqual(['404', '409', '422']);
    expect(codesOfDescription(responses[409]?.description)).toEqual(['conflict', 'already_used']);
    expect(codesOfDescription(responses[422]?.description)).toEqual([]);
  });

  it('shows every descriptor with its method, path, body, query, success and error codes', async () => {
    const descriptors = await allDescriptors();
    expect(descriptors.length).toBeGreaterThan(150);
    for (const { name, endpoint } of descriptors) {
      const key = `${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`;
      const operation = operations.get(key);
      expect(operation, `${name}: ${key} is not in the document`).toBeDefined();
      if (!operation) continue;
      const schemas = await endpoint.schemas();
      const body = operation.requestBody?.content['application/json']?.schema;
      expect(Boolean(body), `${name}: body`).toBe(Boolean(schemas.body));
      const bodyKeys = keysOf(schemas.body);
      if (bodyKeys && body?.properties) expect(Object.keys(body.properties).sort(), `${name}: body fields`).toEqual(bodyKeys);
      const queryKeys = keysOf(schemas.query);
      if (queryKeys) {
        const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        expect(names.sort(), `${name}: query`).toEqual(queryKeys);
      }
      const success = operation.responses[String(endpoint.status ?? 200)];
      expect(success, `${name}: success response`).toBeDefined();
      const responseKeys = keysOf(schemas.response);
      const successSchema = success?.content?.['application/json']?.schema;
      if (responseKeys && successSchema?.properties) {
        expect(Object.keys(successSchema.properties as object).sort(), `${name}: response fields`).toEqual(responseKeys);
      }
      for (const code of endpoint.errors) {
        const status = typeof code === 'number' ? code : errorStatus[code as ErrorCode];
        const response = operation.responses[String(status)];
        expect(response, `${name}: ${status}`).toBeDefined();
        if (typeof code === 'string') expect(codesOfDescription(response?.description), `${name}: ${status}`).toContain(code);
      }
      const errorStatuses = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      const declared = new Set(endpoint.errors.map((code) => String(typeof code === 'number' ? code : errorStatus[code])));
      expect(errorStatuses.sort(), `${name}: error statuses`).toEqual([...declared].sort());
    }
  });

  it('registers every route of the document from a descriptor, but for the listed ones', async () => {
    const described = new Set(
      (await allDescriptors()).map(({ endpoint }) => `${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`),
    );
    const byHand = [...operations.keys()].filter((key) => !described.has(key)).sort();
    expect(byHand).toEqual([...notFromDescriptors].sort());
  });
});

// The descriptors (@loyalty/contracts/endpoints/*) and the OpenAPI document agree: every descriptor is a route of the
// document with its method, path, body, query, success response and error codes; every route of the document comes
// from a descriptor; and under test a handler cannot throw a code its descriptor does not declare.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '@loyalty/contracts/endpoint';
import { errorStatus, type ErrorCode } from '@loyalty/contracts/errors';
import { apiHeaders, buildTestApp, type TestApp } from '../test-app.ts';
import { DomainError } from './domain-error.ts';
import { codesOfDescription, errorResponses, routeOf } from './endpoint-route.ts';

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
      const body = operation.requestBody?.content[endpoint.consumes ?? 'application/json']?.schema;
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
      const successSchema = success?.content?.[endpoint.produces ?? 'application/json']?.schema;
      expect(Boolean(successSchema) || schemas.response instanceof z.ZodNull, `${name}: success media type`).toBe(true);
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
      for (const status of Object.keys(schemas.others ?? {})) if (Number(status) >= 400) declared.add(status);
      expect(errorStatuses.sort(), `${name}: error statuses`).toEqual([...declared].sort());
    }
  });

  it('declares validation_failed wherever the call takes input', async () => {
    // The refusal the framework answers for a route (its schemas' validation) is no handler's throw: the check of
    // declared codes under test does not see it. A call without input may still declare it: an upload's handler
    // reads its parts itself.
    const undeclared: string[] = [];
    for (const { name, endpoint } of await allDescriptors()) {
      const schemas = await endpoint.schemas();
      const takesInput = Boolean(schemas.body ?? schemas.query ?? schemas.params);
      if (takesInput && !endpoint.errors.includes('validation_failed')) undeclared.push(name);
    }
    expect(undeclared).toEqual([]);
  });

  it('fills in no default in a PATCH body: a change names only what it changes', async () => {
    // zod's partial() keeps a field's default: a PATCH of a news item's title alone once also set published: false.
    const filled: string[] = [];
    for (const { name, endpoint } of await allDescriptors()) {
      if (endpoint.method !== 'PATCH') continue;
      const { body } = await endpoint.schemas();
      const parsed = body?.safeParse({});
      if (parsed?.success && Object.keys(parsed.data as object).length > 0) filled.push(`${name} ${JSON.stringify(parsed.data)}`);
    }
    expect(filled).toEqual([]);
  });

  it('registers every route of the document from a descriptor', async () => {
    const described = new Set(
      (await allDescriptors()).map(({ endpoint }) => `${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`),
    );
    const byHand = [...operations.keys()].filter((key) => !described.has(key)).sort();
    expect(byHand).toEqual([]);
  });
});

describe("a handler and its descriptor's errors", () => {
  const endpoint = defineEndpoint({
    method: 'POST',
    path: '/api/test/declared-errors',
    errors: ['validation_failed', 'not_found'],
    schemas: async () => ({ body: z.object({ throw: z.enum(['not_found', 'conflict']) }), response: z.object({}) }),
  });
  let checked: TestApp;
  beforeAll(async () => {
    const route = await routeOf(endpoint, { tags: ['test'], summary: 'Throws what it is told' });
    checked = await buildTestApp({
      // A plugin of its own, so that it loads after the app's and its route meets the app's onRoute hooks.
      extend: (app) =>
        void app.register(async (child) => {
          child.withTypeProvider<ZodTypeProvider>().route({
            ...route,
            handler: async (request) => {
              throw new DomainError(request.body.throw, 'as told');
            },
          });
        }),
    });
  });
  afterAll(() => checked.close());
  const answer = (code: string) =>
    checked.app.inject({ method: 'POST', url: endpoint.path, headers: apiHeaders, payload: { throw: code } });

  it('answers a declared code as itself', async () => {
    const response = await answer('not_found');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('fails a test that reaches a code the descriptor does not declare', async () => {
    const response = await answer('conflict');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal_error');
  });
});

// Ids out of their column's range: every route that takes an id, found in the OpenAPI document the routes'
// own schemas make (so a new route is walked without being listed here), is called with 2147483648 in that id and
// answers 400 naming the field or 404, never 500. So are the operator commands that take an id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from './modules/admin/testing.ts';
import { createAccount, type TestAccount } from './modules/user/test-accounts.ts';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from './test-app.ts';

/** One above 2^31 - 1, the largest value of a serial (int4) column. */
const outOfRange = 2_147_483_648;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  required?: string[];
  pattern?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A field that names a row: id, photoId, customer_id, shopifyId, an order's number… */
const idName = /^(id|number|orderNumber)$|_id$|Id$/;

/** Where an id sits in a body: property names, '[]' for an array's items, '*' for a record's values. */
type BodyPath = string[];

function bodyIdPaths(schema: JsonSchema | undefined, prefix: BodyPath = []): BodyPath[] {
  if (!schema) return [];
  const found: BodyPath[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (idName.test(name) && acceptsInteger(property)) found.push([...prefix, name]);
    found.push(...bodyIdPaths(property, [...prefix, name]));
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...bodyIdPaths(branch, prefix));
  }
  if (schema.items) found.push(...bodyIdPaths(schema.items, [...prefix, '[]']));
  if (typeof schema.additionalProperties === 'object') found.push(...bodyIdPaths(schema.additionalProperties, [...prefix, '*']));
  return found;
}

function acceptsInteger(schema: JsonSchema): boolean {
  const types = [schema.type ?? []].flat();
  const text = (branch: JsonSchema) => [branch.type].flat().includes('string') && !branch.pattern && !branch.enum;
  if ((schema.anyOf ?? []).some(text)) {
    // Free data that may also be a number (a BAT event's transaction_id is passed on, never looked up): no row.
    return false;
  }
  return types.includes('integer') || types.includes('number') || (schema.anyOf ?? []).some(acceptsInteger);
}

/** The schema itself, or the branch of its unions, whose properties hold `name`. */
function branchHolding(schema: JsonSchema | undefined, name: string): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties && name in schema.properties) return schema;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = branchHolding(branch, name);
    if (found) return found;
  }
  return undefined;
}

/**
 * A body with `value` at `path` and, at the top, the brand where the body takes one. Where the path goes through one
 * branch of a union (a campaign's effect of kind `unlock_reward`), that branch's own tag is set too, so the id is what
 * the call refuses, not a missing kind.
 */
function bodyWith(schema: JsonSchema | undefined, path: BodyPath, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (property.enum?.includes('glo')) body[name] = 'glo';
  }
  let node: Record<string, unknown> | unknown[] = body;
  let nodeSchema: JsonSchema | undefined = schema;
  path.forEach((segment, index) => {
    const last = index === path.length - 1;
    const next = last ? value : path[index + 1] === '[]' ? [] : {};
    if (Array.isArray(node)) {
      node.push(next);
      nodeSchema = nodeSchema?.items;
    } else if (segment === '*') {
      node['1'] = next;
      nodeSchema = typeof nodeSchema?.additionalProperties === 'object' ? nodeSchema.additionalProperties : undefined;
    } else {
      const branch = branchHolding(nodeSchema, segment);
      for (const [name, property] of Object.entries(branch?.properties ?? {})) {
        const tag = property.const ?? (property.enum?.length === 1 ? property.enum[0] : undefined);
        if (tag !== undefined && name !== segment) node[name] = tag;
      }
      node[segment] = next;
      nodeSchema = branch?.properties?.[segment];
    }
    node = next as Record<string, unknown> | unknown[];
  });
  return body;
}

/** How the error plugin names a field: body.prods.1.id, body.order.line_items.0.variant_id, params.id, query.id. */
function fieldOf(part: 'body' | 'params' | 'query', path: BodyPath): string {
  return [part, ...path.map((segment) => (segment === '[]' ? '0' : segment === '*' ? '1' : segment))].join('.');
}

/** A valid value for the path parameters that are not the one under test. */
const otherParams: Record<string, string> = { brand: 'glo', batch: 'batch-1', id: '1', photoId: '1', number: '1' };

let testApp: TestApp;
let customer: TestAccount;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  customer = await createAccount(testApp, { phone: '+380671350001' });
  ({ headers: staffHeaders } = await signedInStaff(testApp, 'admin', 'ids-admin@staff.example'));
});
afterAll(async () => {
  await testApp.close();
});

interface Probe {
  method: string;
  url: string;
  payload?: Record<string, unknown>;
  field: string;
}

function headersFor(url: string): Record<string, string> {
  return url.startsWith('/api/admin/') ? staffHeaders : { ...apiHeaders, ...customer.headers };
}

/** Every id of every route, each set to 2147483648 in an otherwise well-formed call. */
function probes(): Probe[] {
  const document = testApp.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const found: Probe[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const urlWith = (name: string, value: string) =>
        template.replace(/\{(\w+)\}/g, (_, param: string) => (param === name ? value : (otherParams[param] ?? '1')));
      for (const parameter of parameters) {
        const schema = parameter.schema ?? {};
        // Free text that happens to be called an id (the audit's target_id) names no row.
        const numeric = acceptsInteger(schema) || schema.pattern !== undefined;
        if (!numeric || !(idName.test(parameter.name) || parameter.in === 'path')) continue;
        if (parameter.in === 'path') {
          found.push({ method, url: urlWith(parameter.name, String(outOfRange)), field: `params.${parameter.name}` });
        } else if (parameter.in === 'query') {
          const query = new URLSearchParams({ product: 'glo', v: 'glo', [parameter.name]: String(outOfRange) });
          found.push({ method, url: `${urlWith('', '1')}?${query.toString()}`, field: `query.${parameter.name}` });
        }
      }
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      for (const path of bodyIdPaths(schema)) {
        found.push({ method, url: urlWith('', '1'), payload: bodyWith(schema, path, outOfRange), field: fieldOf('body', path) });
      }
    }
  }
  return found;
}

describe('ids beyond their column', () => {
  it('finds the routes the issue names among those that take an id', () => {
    const keys = probes().map((probe) => `${probe.method.toUpperCase()} ${probe.url.split('?')[0]} ${probe.field}`);
    for (const expected of [
      'POST /api/shop/get-product-by-id body.id',
      'POST /api/content/get-news-item body.id',
      `GET /api/admin/news/${outOfRange} params.id`,
      `PATCH /api/admin/faq/${outOfRange} params.id`,
      `PATCH /api/admin/pages/${outOfRange} params.id`,
      `PATCH /api/admin/rewards/${outOfRange} params.id`,
      `PATCH /api/admin/offers/${outOfRange} params.id`,
      `POST /api/admin/verifications/${outOfRange}/approve params.id`,
      `GET /api/admin/feedback/1/photos/${outOfRange} params.photoId`,
      `GET /api/admin/customers/${outOfRange} params.id`,
      `PATCH /api/admin/staff/${outOfRange} params.id`,
      `GET /api/admin/orders/${outOfRange} params.number`,
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it('answers 400 naming the field, or 404, for 2147483648 in any id of any route', async () => {
    const failures: string[] = [];
    const all = probes();
    // The walk itself still finds the routes (a change in the document's shape must not make it pass by finding none).
    expect(all.length).toBeGreaterThan(60);
    for (const probe of all) {
      const method = probe.method.toUpperCase() as 'GET';
      const payload = probe.payload ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
      const response = await testApp.app.inject({
        method,
        url: probe.url,
        headers: headersFor(probe.url),
        ...(payload === undefined ? {} : { payload }),
      });
      const fields = (response.json().error?.fields ?? []) as { field: string }[];
      const named = fields.some((entry) => entry.field === probe.field);
      // 400 naming the id; or, where 2147483648 is a possible id (a bigserial column), no such row (404, or 409 for a
      // job that is not a failed one).
      if (!(response.statusCode === 400 && named) && response.statusCode !== 404 && response.statusCode !== 409) {
        failures.push(`${probe.method.toUpperCase()} ${probe.url} (${probe.field}): ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('takes bigserial ids (jobs) up to the largest exact number and refuses beyond', async () => {
    const inRange = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${outOfRange}/retry`,
      headers: staffHeaders,
    });
    expect(inRange.json().error.code).toBe('conflict');
    const beyond = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/9007199254740993/retry',
      headers: staffHeaders,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.fields[0].field).toBe('params.id');
  });

  it('refuses an out-of-range variant id as a key of the cart refresh', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/get-products-by-id',
      headers: apiHeaders,
      payload: { product: 'glo', prods: { [String(outOfRange)]: { id: 1 } } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an out-of-range id given to an operator command with 400 naming the flag', async () => {
    const commands: [string, Record<string, string>, string][] = [
      ['verification:approve', { id: String(outOfRange) }, 'id'],
      ['verification:reject', { id: String(outOfRange), reason: 'Нечитабельне фото' }, 'id'],
      ['verification:photo', { id: String(outOfRange) }, 'id'],
      ['news:push', { id: String(outOfRange) }, 'id'],
      ['orders:refund', { order: String(outOfRange), reason: 'Повернення' }, 'order'],
      ['orders:cancel', { order: String(outOfRange), reason: 'Скасування' }, 'order'],
      ['orders:mark-paid', { order: String(outOfRange) }, 'order'],
      ['codes:generate', { brand: 'glo', xp: '10', count: '1', variant: String(outOfRange) }, 'variant'],
    ];
    for (const [command, args, flag] of commands) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ops/run',
        headers: { authorization: `Bearer ${testOpsToken}` },
        payload: { command, args },
      });
      expect(response.statusCode, `${command}: ${response.body}`).toBe(400);
      expect(response.json().error.fields.map((entry: { field: string }) => entry.field)).toContain(`body.args.${flag}`);
    }
  });
});

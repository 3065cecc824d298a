// The one client with each app's options: the base path, the app's headers, checked answers, errors typed from the
// server's codes, and calls by descriptor that take their method, path and schema from it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@loyalty/contracts/endpoint';
import { ApiError } from './api-error.ts';
import { buildUrl, createApiClient, fillPath } from './http.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

function answer(status: number, body: unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

const thing = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/things/:thingId',
  errors: ['not_found', 'validation_failed'],
  schemas: async () => ({
    params: z.object({ thingId: z.string() }),
    body: z.object({ name: z.string() }),
    response: z.object({ name: z.string() }),
  }),
});

describe('the shared HTTP client', () => {
  it('puts the base before the path and leaves out empty query values', () => {
    expect(buildUrl('/api/admin', '/orders', { status: 'paid', q: '', page: 2, x: undefined })).toBe(
      '/api/admin/orders?status=paid&page=2',
    );
    expect(fillPath('/api/admin/things/:thingId/photos/:photoId', { thingId: 'a b', photoId: 7 })).toBe(
      '/api/admin/things/a%20b/photos/7',
    );
  });

  it("sends the app's headers and JSON, and reads a checked answer", async () => {
    const seen = answer(200, { ok: true });
    const client = createApiClient({ base: '/api', headers: () => ({ 'X-Api-Key': 'key', Authorization: undefined }) });
    const result = await client.request({
      method: 'POST',
      path: '/things',
      body: { a: 1 },
      responseSchema: z.object({ ok: z.boolean() }),
    });
    expect(result).toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/api/things');
    const headers = seen[0]?.init.headers as Headers;
    expect(headers.get('x-api-key')).toBe('key');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.init.body).toBe('{"a":1}');
  });

  it('raises invalid_response for an answer off its contract when answers are checked, and not otherwise', async () => {
    answer(200, { ok: 'yes' });
    const schema = z.object({ ok: z.boolean() });
    const checked = createApiClient({ base: '/api' });
    await expect(checked.request({ method: 'GET', path: '/x', responseSchema: schema })).rejects.toMatchObject({
      code: 'invalid_response',
    });
    const unchecked = createApiClient({ base: '/api', checkAnswers: () => false });
    await expect(unchecked.request({ method: 'GET', path: '/x', responseSchema: schema })).resolves.toEqual({ ok: 'yes' });
  });

  it("gives an error answer as ApiError with the server's code and fields, told to the app first", async () => {
    answer(404, { error: { code: 'not_found', message: 'No such thing', fields: [{ field: 'body.id', message: 'x' }] } });
    const told: ApiError[] = [];
    const client = createApiClient({ base: '/api/admin', onError: (error) => told.push(error) });
    const failure = await client.request({ method: 'GET', path: '/x', responseSchema: z.unknown() }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found', fields: [{ field: 'body.id', message: 'x' }] });
    expect(told).toEqual([failure]);
  });

  it('reads a code this build does not know as unknown_error, and an unreadable error as http_error', async () => {
    answer(409, { error: { code: 'brand_new_code', message: 'new' } });
    const client = createApiClient({ base: '/api' });
    await expect(client.request({ method: 'GET', path: '/x', responseSchema: z.unknown() })).rejects.toMatchObject({
      code: 'unknown_error',
    });
    answer(502, undefined);
    await expect(client.request({ method: 'GET', path: '/x', responseSchema: z.unknown() })).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
    });
  });

  it('says network_error, with the message the app chose, when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const client = createApiClient({ base: '/api', networkErrorMessage: 'The server cannot be reached.' });
    await expect(client.request({ method: 'GET', path: '/x', responseSchema: z.unknown() })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'The server cannot be reached.',
    });
  });

  it("calls a descriptor by its method and full path, and holds the answer to the descriptor's schema", async () => {
    const seen = answer(200, { name: 'new' });
    const client = createApiClient({ base: '/api/admin' });
    await expect(client.call(thing, { params: { thingId: 't1' }, body: { name: 'new' } })).resolves.toEqual({ name: 'new' });
    expect(seen[0]?.url).toBe('/api/admin/things/t1');
    expect(seen[0]?.init.method).toBe('PATCH');
    answer(200, { name: 1 });
    await expect(client.call(thing, { params: { thingId: 't1' }, body: { name: 'new' } })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});

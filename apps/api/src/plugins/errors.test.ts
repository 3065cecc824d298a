import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiHeaders, buildTestApp, type TestApp } from '../test-app.ts';
import { DomainError } from '../lib/domain-error.ts';
import { HttpError } from './errors.ts';
import { notFoundRateLimit } from './rate-limit.ts';

let testApp: TestApp;
const secretDetail = 'connection to 10.1.2.3 refused by db-primary';

beforeAll(async () => {
  testApp = await buildTestApp({
    captureLog: true,
    env: { BODY_LIMIT_BYTES: '1024' },
    extend(app) {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ phone: z.string().regex(/^\+380\d{9}$/), items: z.array(z.object({ id: z.number() })) }),
            querystring: z.object({ v: z.coerce.number().int() }),
          },
        },
        async (request) => ({ received: request.body }),
      );
      typed.post('/api/test/optional-body', async (request) => ({ body: request.body ?? null }));
      typed.post('/api/test/strict', { schema: { body: z.strictObject({ name: z.string() }) } }, async () => ({}));
      typed.get('/api/test/crash', async () => {
        throw new Error(secretDetail);
      });
      typed.get('/api/test/conflict', async () => {
        throw new HttpError(409, 'already_used', 'This code was already used.');
      });
      typed.get('/api/test/domain', async () => {
        throw new DomainError('daily_cap_reached', 'The daily cap is reached.', [
          { field: 'body.amount', message: 'At most 5 XP more' },
        ]);
      });
    },
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject({ ...options, headers: { ...apiHeaders, ...options.headers } });

describe('the one error shape', () => {
  it('names each bad field of a validation failure as part.path', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo?v=abc',
      payload: { phone: '+380501234567', items: [] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.map((field: { field: string }) => field.field)).toEqual(['query.v']);
  });

  it('reports body fields with their nested path', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo?v=1',
      payload: { phone: '0501234567', items: [{ id: 'x' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((field: { field: string }) => field.field)).toEqual([
      'body.phone',
      'body.items.0.id',
    ]);
  });

  it('names unexpected fields of a strict body', async () => {
    const response = await inject({ method: 'POST', url: '/api/test/strict', payload: { name: 'a', admin: true } });
    expect(response.json().error.fields).toEqual([{ field: 'body.admin', message: 'Unexpected field' }]);
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo?v=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'malformed_json', message: expect.any(String) } });
  });

  it('treats an empty JSON body as no body', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/optional-body',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: null });
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo?v=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(2000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it.each(['text/plain', 'application/xml'])('answers a %s body with 415', async (contentType) => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo?v=1',
      headers: { 'content-type': contentType },
      payload: 'phone=1',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('passes expected errors of feature modules through with their code', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'already_used', message: 'This code was already used.' } });
  });

  it("answers a domain error with its code's status from the one table, its message and its fields", async () => {
    const response = await inject({ method: 'GET', url: '/api/test/domain' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'daily_cap_reached',
        message: 'The daily cap is reached.',
        fields: [{ field: 'body.amount', message: 'At most 5 XP more' }],
      },
    });
  });

  it('hides the detail of an unexpected error, gives the request id and logs the error with it', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.code).toBe('internal_error');
    expect(body.error.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('10.1.2.3');
    expect(response.body).not.toContain('at ');
    const logged = testApp.logLines.find((line) => line.msg === 'request failed' && line.reqId === body.error.requestId);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain(secretDetail);
  });
});

describe('request ids', () => {
  it('keeps a sane incoming x-request-id and echoes it', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash', headers: { 'x-request-id': 'lb-42.abc' } });
    expect(response.headers['x-request-id']).toBe('lb-42.abc');
    expect(response.json().error.requestId).toBe('lb-42.abc');
  });

  it('replaces an unusable one with a UUID', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/get-version',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown /api routes', () => {
  it('answer 404 not_found as JSON, and are rate limited', async () => {
    const first = await inject({ method: 'POST', url: '/api/no/such/route' });
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.json().error.code).toBe('not_found');

    let last = first;
    for (let attempt = 1; attempt <= notFoundRateLimit.max; attempt += 1) {
      last = await inject({ method: 'GET', url: `/api/missing-${attempt}` });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('rate_limited');
  });
});

describe('the /api rate limit', () => {
  it('answers 429 rate_limited over RATE_LIMIT_PER_MINUTE and leaves health alone', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 4; call += 1) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/get-version', headers: apiHeaders })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await limited.app.inject({ method: 'POST', url: '/api/get-version', headers: apiHeaders });
      expect(last.json().error.code).toBe('rate_limited');
      expect(last.headers['retry-after']).toBeDefined();
      for (let call = 0; call < 5; call += 1) {
        expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

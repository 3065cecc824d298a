// The /api client: headers, typed errors, the session-rejection hook, the brand as product.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { developmentApiKey } from '@/config/env-schema';
import { ApiError, answersChecked, apiRequest, onUnauthorized, withProduct, type HttpMethod } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import { stubFetch } from '@/test/fetch-stub';

const okSchema = z.object({ ok: z.literal(true) });
const customer = { shopify_id: 7, first_name: 'Олена', last_name: 'Коваль', email: '', phone: '+380671234567', tags: [] };

function logIn(token = 'session-token'): void {
  useSessionStore.getState().startSession({ token, customer, shopIds: { glo: 7, ogo: null } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  onUnauthorized(undefined);
  useSessionStore.setState({ token: null, customer: null });
});

describe('apiRequest headers', () => {
  it('always sends the API key and asks for JSON, with no bearer when logged out', async () => {
    const { requests } = stubFetch(() => ({ body: { ok: true } }));
    await apiRequest({ method: 'GET', path: '/health', responseSchema: okSchema });
    expect(requests[0]?.url).toBe('/api/health');
    expect(requests[0]?.headers.get('X-Api-Key')).toBe(developmentApiKey);
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each<[HttpMethod, boolean]>([
    ['GET', true],
    ['POST', true],
    ['PUT', false],
    ['PATCH', false],
    ['DELETE', false],
  ])('%s carries the bearer token: %s', async (method, expected) => {
    logIn('abc123');
    const { requests } = stubFetch(() => ({ body: { ok: true } }));
    await apiRequest({ method, path: '/thing', body: method === 'GET' ? undefined : {}, responseSchema: okSchema });
    expect(requests[0]?.headers.get('X-Api-Key')).toBe(developmentApiKey);
    expect(requests[0]?.headers.get('Authorization')).toBe(expected ? 'Bearer abc123' : null);
  });

  it('sends JSON bodies and query parameters', async () => {
    const { requests } = stubFetch(() => ({ body: { ok: true } }));
    await apiRequest({
      method: 'POST',
      path: '/x',
      query: { shop: 'glo', skip: undefined },
      body: { a: 1 },
      responseSchema: okSchema,
    });
    expect(requests[0]?.url).toBe('/api/x?shop=glo');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it('sends a multipart body as it is, leaving its Content-Type (with the boundary) to the browser', async () => {
    logIn('multi-token');
    const { requests } = stubFetch(() => ({ body: { ok: true } }));
    const formData = new FormData();
    formData.set('document_type', 'passport');
    await apiRequest({ method: 'POST', path: '/verification/submit', formData, responseSchema: okSchema });
    expect(requests[0]?.body).toBe(formData);
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer multi-token');
  });
});

describe('apiRequest errors', () => {
  it('raises ApiError with the code, message and fields of a 400 answer', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Bad phone',
          fields: [{ field: 'body.phone', message: 'Expected a Ukrainian number' }],
        },
      },
    }));
    const error = await apiRequest({ method: 'POST', path: '/auth/login-sms', body: {}, responseSchema: okSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad phone',
      fields: [{ field: 'body.phone', message: 'Expected a Ukrainian number' }],
    });
  });

  it.each([404, 429, 500, 503, 599])('raises on HTTP %i even without an error body', async (status) => {
    stubFetch(() => ({ status, body: { whatever: true } }));
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: okSchema })).rejects.toMatchObject({
      status,
      code: 'http_error',
    });
  });

  it('raises invalid_response when a 200 answer does not match the contract', async () => {
    stubFetch(() => ({ body: { ok: 'yes' } }));
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: okSchema })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('loads a schema given as a loader and checks the answer with it, in development and the tests', async () => {
    stubFetch(() => ({ body: { ok: 'yes' } }));
    const load = vi.fn(() => Promise.resolve(okSchema));
    expect(answersChecked()).toBe(true);
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: load })).rejects.toMatchObject({
      code: 'invalid_response',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('in the production build, neither loads nor applies the schema: the answer is returned as sent', async () => {
    vi.stubEnv('DEV', false);
    const answer = { ok: 'as sent', extra: 1 };
    stubFetch(() => ({ body: answer }));
    const load = vi.fn(() => Promise.resolve(okSchema));
    expect(answersChecked()).toBe(false);
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: load })).resolves.toEqual(answer);
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: okSchema })).resolves.toEqual(answer);
    expect(load).not.toHaveBeenCalled();
    // Errors are read as always: the status decides, and the error body names the code.
    stubFetch(() => ({ status: 409, body: { error: { code: 'conflict', message: 'taken' } } }));
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: load })).rejects.toMatchObject({ status: 409 });
  });

  it('turns a network failure into network_error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: okSchema })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});

describe('session rejection hook', () => {
  it('calls the unauthorized handler on 401 while logged in', async () => {
    logIn();
    const handler = vi.fn();
    onUnauthorized(handler);
    stubFetch(() => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Session expired' } } }));
    await expect(apiRequest({ method: 'GET', path: '/user/get-user', responseSchema: okSchema })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(handler).toHaveBeenCalledOnce();
  });

  it('calls it for UNAUTHORIZED_IN_APP answers too', async () => {
    logIn();
    const handler = vi.fn();
    onUnauthorized(handler);
    stubFetch(() => ({ status: 403, body: { error: { code: 'UNAUTHORIZED_IN_APP', message: 'Unknown session' } } }));
    await expect(
      apiRequest({ method: 'POST', path: '/cert/get-auth', body: {}, responseSchema: okSchema }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED_IN_APP',
    });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('leaves anonymous visitors and API-key failures alone', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    stubFetch(() => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Wrong code' } } }));
    await expect(apiRequest({ method: 'POST', path: '/auth/confirm-sms', body: {}, responseSchema: okSchema })).rejects.toThrow();
    logIn();
    stubFetch(() => ({ status: 401, body: { error: { code: 'invalid_api_key', message: 'No key' } } }));
    await expect(apiRequest({ method: 'GET', path: '/x', responseSchema: okSchema })).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('withProduct', () => {
  it('adds the active brand as product', () => {
    useBrandStore.setState({ brand: 'ogo' });
    expect(withProduct({ phone: '+380671234567' })).toEqual({ phone: '+380671234567', product: 'ogo' });
    useBrandStore.setState({ brand: 'glo' });
  });
});

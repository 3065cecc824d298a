import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIpostCourierService } from './http.ts';
import { createLocalCourierService, type LocalCourierService } from './local.ts';
import { CourierError, courierTokenCache, sendAddressWithRetry, type CourierAddress, type CourierService } from './provider.ts';

// 10:00 Kyiv time on a winter day (UTC+2).
const start = new Date('2026-11-20T08:00:00Z');
const today = '2026-11-20';
const tomorrow = '2026-11-21';

const address = (overrides: Partial<CourierAddress> = {}): CourierAddress => ({
  city: 'Київ',
  street: 'вул. Хрещатик, 22',
  flat: '15',
  delivery_date: tomorrow,
  delivery_time_from: '10:00',
  delivery_time_to: '13:00',
  order_id: '1001',
  comment: 'Домофон 15',
  ...overrides,
});

describe('createLocalCourierService', () => {
  let clock: Date;
  let service: LocalCourierService;
  beforeEach(() => {
    clock = start;
    service = createLocalCourierService({ now: () => clock, tokenTtlMs: 60_000 });
  });

  it('issues tokens that expire', async () => {
    const { token, expiresAt } = await service.auth();
    expect(expiresAt.getTime()).toBe(start.getTime() + 60_000);
    expect(await service.cityAvailable(token, 'Київ')).toBe(true);
    clock = new Date(start.getTime() + 60_000);
    await expect(service.cityAvailable(token, 'Київ')).rejects.toMatchObject({ code: 'token_expired', status: 422 });
    await expect(service.cityAvailable('forged', 'Київ')).rejects.toMatchObject({ code: 'invalid_token', status: 422 });
  });

  it('serves its cities whatever the case or the "м." prefix, and no others', async () => {
    const { token } = await service.auth();
    for (const city of ['Київ', 'київ', 'м. Львів', 'ОДЕСА', 'Дніпро', 'Харків'])
      expect(await service.cityAvailable(token, city), city).toBe(true);
    for (const city of ['Полтава', 'Запоріжжя', 'Київська']) expect(await service.cityAvailable(token, city), city).toBe(false);
  });

  it('accepts a valid address once and answers a resend of the same order with the same reference', async () => {
    const { token } = await service.auth();
    const first = await service.sendAddress(token, address());
    expect(first).toEqual({ accepted: true, reference: expect.stringMatching(/^LOC-/) });
    expect(await service.sendAddress(token, address())).toEqual(first);
    expect(service.accepted.size).toBe(1);
    await expect(service.sendAddress(token, address({ street: 'вул. Інша, 1' }))).rejects.toMatchObject({
      code: 'duplicate_order',
    });
  });

  it.each([
    ['a date that is not YYYY-MM-DD', { delivery_date: '21.11.2026' }, 'invalid_date'],
    ['a date that does not exist', { delivery_date: '2026-02-30' }, 'invalid_date'],
    ['a date in the past', { delivery_date: '2026-11-19' }, 'invalid_date'],
    ['a date too far ahead', { delivery_date: '2027-01-20' }, 'invalid_date'],
    ['a time that is not HH:MM', { delivery_time_from: '9:00' }, 'invalid_time'],
    ['an hour that does not exist', { delivery_time_to: '25:00' }, 'invalid_time'],
    ['a window that ends before it starts', { delivery_time_from: '14:00', delivery_time_to: '12:00' }, 'invalid_time'],
    ['a window outside opening hours', { delivery_time_from: '06:00', delivery_time_to: '09:00' }, 'invalid_time'],
    [
      'a window already over today',
      { delivery_date: today, delivery_time_from: '08:00', delivery_time_to: '09:30' },
      'invalid_time',
    ],
    ['an empty street', { street: '  ' }, 'invalid_field'],
    ['a missing order id', { order_id: '' }, 'invalid_field'],
    ['a city it does not serve', { city: 'Полтава' }, 'city_not_served'],
  ])('refuses %s with 422', async (_name, overrides, code) => {
    const { token } = await service.auth();
    const error = await service.sendAddress(token, address(overrides)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CourierError);
    expect(error).toMatchObject({ code, status: 422 });
    expect(service.accepted.size).toBe(0);
  });

  it('accepts a window later today', async () => {
    const { token } = await service.auth();
    expect(kyivCalendarDate(start)).toBe(today);
    await expect(
      service.sendAddress(token, address({ delivery_date: today, delivery_time_from: '09:00', delivery_time_to: '12:00' })),
    ).resolves.toMatchObject({
      accepted: true,
    });
  });
});

/**
 * A local stand-in for iPost's HTTP API: the local service behind the chosen paths, refusals as 422 {code, message};
 * `override` replaces the answer for one path to play a broken server.
 */
let server: Server;
let baseUrl = '';
let backend: LocalCourierService;
let clock = start;
const received: { path?: string; authorization?: string; body: unknown }[] = [];
let override: ((path: string) => { status: number; body: string } | undefined) | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', async () => {
      const body = text ? JSON.parse(text) : undefined;
      received.push({ path: request.url, authorization: request.headers.authorization, body });
      const reply = (status: number, payload: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      const forced = override?.(request.url ?? '');
      if (forced) return response.writeHead(forced.status, { 'content-type': 'application/json' }).end(forced.body);
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      try {
        if (request.url === '/public/v1/auth') {
          if (body.login !== 'shop' || body.password !== 'secret')
            return reply(422, { code: 'invalid_credentials', message: 'Wrong login' });
          const issued = await backend.auth();
          return reply(200, { token: issued.token, expires_at: issued.expiresAt.toISOString() });
        }
        if (request.url === '/public/v1/cities/available')
          return reply(200, { available: await backend.cityAvailable(token, body.city) });
        if (request.url === '/public/v1/orders/address')
          return reply(200, { reference: (await backend.sendAddress(token, body)).reference });
        return reply(404, { message: 'not found' });
      } catch (error) {
        if (error instanceof CourierError) return reply(422, { code: error.code, message: error.message });
        return reply(500, { message: 'internal' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/public/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock = start;
  backend = createLocalCourierService({ now: () => clock, tokenTtlMs: 60_000 });
  received.length = 0;
  override = undefined;
});

const ipost = (password = 'secret') =>
  createIpostCourierService({ baseUrl, login: 'shop', password, timeoutMs: 2000, now: () => clock });

describe('createIpostCourierService', () => {
  it('authenticates, checks a city and sends the address with a bearer token as JSON', async () => {
    const service = ipost();
    const { token, expiresAt } = await service.auth();
    expect(expiresAt.getTime()).toBe(start.getTime() + 60_000);
    expect(await service.cityAvailable(token, 'Львів')).toBe(true);
    expect(await service.cityAvailable(token, 'Полтава')).toBe(false);
    const sent = await service.sendAddress(token, address());
    expect(sent).toEqual({ accepted: true, reference: backend.accepted.get('1001')?.reference });
    expect(received.map((entry) => entry.path)).toEqual([
      '/public/v1/auth',
      '/public/v1/cities/available',
      '/public/v1/cities/available',
      '/public/v1/orders/address',
    ]);
    expect(received[0]).toMatchObject({ authorization: undefined, body: { login: 'shop', password: 'secret' } });
    expect(received[3]).toMatchObject({ authorization: `Bearer ${token}`, body: address() });
  });

  it('maps a 422 {code, message} to a CourierError with that code', async () => {
    await expect(ipost('wrong').auth()).rejects.toMatchObject({
      code: 'invalid_credentials',
      status: 422,
      message: 'Wrong login',
    });
    const { token } = await ipost().auth();
    await expect(ipost().sendAddress(token, address({ delivery_date: '2026-13-01' }))).rejects.toMatchObject({
      code: 'invalid_date',
      status: 422,
    });
  });

  it('reads a token lifetime given in seconds', async () => {
    override = (path) =>
      path.endsWith('/auth') ? { status: 200, body: JSON.stringify({ token: 't', expires_in: 3600 }) } : undefined;
    expect((await ipost().auth()).expiresAt.getTime()).toBe(start.getTime() + 3_600_000);
  });

  it.each([
    ['a token without expiry', '/auth', { status: 200, body: JSON.stringify({ token: 't' }) }, 'malformed'],
    ['a body that is not JSON', '/cities/available', { status: 200, body: '<html>' }, 'malformed'],
    [
      'an answer of the wrong shape',
      '/cities/available',
      { status: 200, body: JSON.stringify({ available: 'yes' }) },
      'malformed',
    ],
    ['a server error', '/orders/address', { status: 500, body: 'oops' }, 'http'],
    ['a 422 without {code, message}', '/orders/address', { status: 422, body: '{}' }, 'http'],
  ])('rejects %s', async (_name, path, reply, code) => {
    override = (requested) => (requested.endsWith(path) ? reply : undefined);
    const service = ipost();
    const call =
      path === '/auth'
        ? service.auth()
        : path === '/cities/available'
          ? service.cityAvailable('t', 'Київ')
          : service.sendAddress('t', address());
    await expect(call).rejects.toMatchObject({ code });
  });

  it('rejects an unreachable server as unreachable', async () => {
    const closed = createIpostCourierService({
      baseUrl: 'http://127.0.0.1:1/public/v1',
      login: 'shop',
      password: 'secret',
      timeoutMs: 1000,
    });
    await expect(closed.auth()).rejects.toMatchObject({ code: 'unreachable' });
  });
});

describe('sendAddressWithRetry', () => {
  const noDelay = () => vi.fn(async (_ms: number) => {});

  it('sends once with the cached token when it works', async () => {
    const service = ipost();
    const getToken = courierTokenCache(service, { now: () => clock });
    await getToken({ fresh: false });
    const delay = noDelay();
    await expect(sendAddressWithRetry(service, getToken, address(), { delay })).resolves.toMatchObject({ accepted: true });
    expect(delay).not.toHaveBeenCalled();
    expect(received.filter((entry) => entry.path?.endsWith('/auth'))).toHaveLength(1);
  });

  it('retries once after 1 s with a fresh token when the first send fails', async () => {
    const service = ipost();
    const tokenAt = (ms: number) => new Date(start.getTime() + ms);
    // The cache thinks the token is still good (its clock lags), but iPost has already expired it.
    const getToken = courierTokenCache(service, { now: () => start, marginMs: 0 });
    const stale = await getToken({ fresh: false });
    clock = tokenAt(61_000);
    const delay = noDelay();
    const result = await sendAddressWithRetry(service, getToken, address(), { delay });
    expect(result).toMatchObject({ accepted: true });
    expect(delay).toHaveBeenCalledExactlyOnceWith(1000);
    const sends = received.filter((entry) => entry.path?.endsWith('/orders/address'));
    expect(sends).toHaveLength(2);
    expect(sends[0]?.authorization).toBe(`Bearer ${stale}`);
    expect(sends[1]?.authorization).not.toBe(`Bearer ${stale}`);
    expect(received.filter((entry) => entry.path?.endsWith('/auth'))).toHaveLength(2);
  });

  it('gives up after the one retry with the second error', async () => {
    const service: CourierService = {
      name: 'failing',
      auth: vi.fn(async () => ({ token: `t${Math.random()}`, expiresAt: new Date(Date.now() + 60_000) })),
      cityAvailable: async () => true,
      sendAddress: vi
        .fn()
        .mockRejectedValueOnce(new CourierError('unreachable', 'first'))
        .mockRejectedValueOnce(new CourierError('invalid_date', 'second', 422)),
    };
    const delay = noDelay();
    await expect(sendAddressWithRetry(service, courierTokenCache(service), address(), { delay })).rejects.toMatchObject({
      message: 'second',
    });
    expect(service.sendAddress).toHaveBeenCalledTimes(2);
    expect(service.auth).toHaveBeenCalledTimes(2);
    expect(delay).toHaveBeenCalledOnce();
  });

  it('waits a real second by default', async () => {
    const service = createLocalCourierService({ now: () => start });
    let calls = 0;
    const flaky: CourierService = {
      ...service,
      sendAddress: (token, input) =>
        calls++ === 0 ? Promise.reject(new CourierError('unreachable', 'x')) : service.sendAddress(token, input),
    };
    const began = Date.now();
    await sendAddressWithRetry(flaky, courierTokenCache(flaky, { now: () => start }), address());
    expect(Date.now() - began).toBeGreaterThanOrEqual(990);
  });
});

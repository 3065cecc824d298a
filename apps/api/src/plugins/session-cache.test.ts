import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationListener } from '@loyalty/db/client';
import { sessions, type SessionRow } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { createAccount, type TestAccount } from '../modules/user/test-accounts.ts';
import { SessionCache } from './session-cache.ts';
import { findLiveSession, hashSessionToken, watchSessionChanges } from './session.ts';

const row = (phone: string, id = 'a5d7c3f4-0000-4000-8000-000000000001'): SessionRow => ({
  id,
  tokenHash: `hash-of-${id}`,
  phone,
  gloCustomerId: 1,
  ogoCustomerId: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  lastSeenAt: new Date('2026-11-01T00:00:00Z'),
  absoluteExpiresAt: new Date('2027-01-01T00:00:00Z'),
  revokedAt: null,
  userAgent: '',
  ip: '',
});

describe('SessionCache', () => {
  it('keeps nothing until news can arrive, and drops everything when it cannot', () => {
    const cache = new SessionCache();
    cache.keep('a', row('+380670000001'), cache.startLookup());
    expect(cache.get('a')).toBeUndefined();

    cache.setListening(true);
    cache.keep('a', row('+380670000001'), cache.startLookup());
    expect(cache.get('a')?.phone).toBe('+380670000001');

    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    // What was kept before the loss is gone: news sent meanwhile was never heard.
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a look-up that news overtook', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const lookup = cache.startLookup();
    // The row was read; before it is kept, a revocation of any session is heard.
    cache.forget('other');
    cache.keep('a', row('+380670000001'), lookup);
    expect(cache.get('a')).toBeUndefined();

    const next = cache.startLookup();
    cache.keep('a', row('+380670000001'), next);
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets one token, or every session of a phone, and keeps the seen time this process wrote', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    cache.keep('a', row('+380670000001', 'a'), cache.startLookup());
    cache.keep('b', row('+380670000001', 'b'), cache.startLookup());
    cache.keep('c', row('+380670000002', 'c'), cache.startLookup());

    const seen = new Date('2026-11-02T00:00:00Z');
    cache.touched('c', seen);
    expect(cache.get('c')?.lastSeenAt).toEqual(seen);

    cache.forget('c');
    expect(cache.get('c')).toBeUndefined();
    cache.forgetPhone('+380670000001');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cache = new SessionCache({ maxEntries: 2, ttlMs: 1_000 });
    cache.setListening(true);
    for (const key of ['a', 'b', 'c']) cache.keep(key, row('+380670000001', key), cache.startLookup());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('watchSessionChanges', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A channel whose notices come back while `delivering` is true (a pooler in transaction mode drops them). */
  function fakeChannel() {
    const state = { delivering: true, listener: undefined as NotificationListener | undefined, warnings: 0, infos: 0 };
    return {
      state,
      channel: {
        listen: async (_name: string, listener: NotificationListener) => {
          state.listener = listener;
          listener.onListening(true);
          return async () => undefined;
        },
        send: async (payload: string) => {
          if (state.delivering) state.listener?.onNotification(payload);
        },
        log: { warn: () => void (state.warnings += 1), info: () => void (state.infos += 1) },
      },
    };
  }

  it('keeps sessions only while its own probe comes back, and says when that stops and starts again', async () => {
    vi.useFakeTimers();
    const { state, channel } = fakeChannel();
    const cache = new SessionCache();
    const stop = await watchSessionChanges(channel, cache, 1_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.active).toBe(true);

    cache.keep('a', row('+380670000001'), cache.startLookup());
    state.listener?.onNotification('a');
    expect(cache.get('a')).toBeUndefined();

    // Notices stop arriving without the connection saying so: the next probe is unheard for a whole period.
    state.delivering = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cache.active).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cache.active).toBe(false);
    expect(state.warnings).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.warnings).toBe(1);

    state.delivering = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cache.active).toBe(true);
    expect(state.infos).toBe(1);

    // A lost listening connection stops keeping at once; back when LISTEN is in place and a probe returned.
    state.listener?.onListening(false);
    expect(cache.active).toBe(false);
    state.listener?.onListening(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.active).toBe(true);
    await stop();
  });

  it('never keeps sessions when its probes never come back', async () => {
    vi.useFakeTimers();
    const { state, channel } = fakeChannel();
    state.delivering = false;
    const cache = new SessionCache();
    const stop = await watchSessionChanges(channel, cache, 1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cache.active).toBe(false);
    expect(state.warnings).toBe(1);
    await stop();
  });
});

/** Waits for news that travels through the database: at once on PGlite, within milliseconds on PostgreSQL. */
async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(condition(), 'the change notice did not arrive within 5 s').toBe(true), {
    timeout: 5_000,
    interval: 10,
  });
}

describe('sessions kept in memory by the API', () => {
  let testApp: TestApp;
  let person: TestAccount;

  beforeAll(async () => {
    testApp = await buildTestApp();
    person = await createAccount(testApp, { phone: '+380677770001' });
  });
  afterAll(() => testApp.close());

  const balance = (account: TestAccount) =>
    testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=glo', headers: account.headers });

  it('keeps a session after its first call and answers the next ones from memory', async () => {
    await until(() => testApp.app.sessionCache.active);
    expect((await balance(person)).statusCode).toBe(200);
    expect(testApp.app.sessionCache.get(hashSessionToken(person.token))?.phone).toBe(person.phone);
    expect((await balance(person)).statusCode).toBe(200);
  });

  it('looks a session up only on the routes that can have one', async () => {
    await until(() => testApp.app.sessionCache.active);
    const probing = await createAccount(testApp, { phone: '+380677770007' });
    const kept = () => testApp.app.sessionCache.get(hashSessionToken(probing.token));
    // The health probe, the docs, an operator's and a back-office call: the bearer token is no customer's session there.
    for (const url of ['/api/health', '/api/docs/json', '/api/ops/commands', '/api/admin/audit']) {
      await testApp.app.inject({ method: 'GET', url, headers: probing.headers });
      expect(kept(), url).toBeUndefined();
    }
    expect((await balance(probing)).statusCode).toBe(200);
    expect(kept()?.phone).toBe(probing.phone);
  });

  it('refuses a kept session at once when the database revokes it, whoever wrote the change', async () => {
    const other = await createAccount(testApp, { phone: '+380677770002' });
    expect((await balance(other)).statusCode).toBe(200);
    expect(testApp.app.sessionCache.get(hashSessionToken(other.token))).toBeDefined();

    // As an operator's SQL or another process would: not through this process's routes.
    await testApp.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSessionToken(other.token)));
    await until(() => testApp.app.sessionCache.get(hashSessionToken(other.token)) === undefined);
    expect((await balance(other)).statusCode).toBe(401);
  });

  it('refuses a kept session after logout, and after sign-out everywhere', async () => {
    const leaving = await createAccount(testApp, { phone: '+380677770003' });
    expect((await balance(leaving)).statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: leaving.headers, payload: {} });
    expect(logout.statusCode).toBe(200);
    expect((await balance(leaving)).statusCode).toBe(401);

    const everywhere = await createAccount(testApp, { phone: '+380677770004' });
    expect((await balance(everywhere)).statusCode).toBe(200);
    const cleared = await testApp.app.inject({ method: 'POST', url: '/api/auth/token-clear', headers: everywhere.headers });
    expect(cleared.statusCode).toBe(200);
    expect((await balance(everywhere)).statusCode).toBe(401);
  });

  it('sees a brand record that joined a kept session', async () => {
    const gloOnly = await createAccount(testApp, { phone: '+380677770005', brands: ['glo'] });
    const ogoBalance = () => testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=ogo', headers: gloOnly.headers });
    expect((await ogoBalance()).statusCode).toBe(404);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/create-customer',
      headers: gloOnly.headers,
      payload: { variant: 'ogo', first_name: 'Тарас', last_name: 'Шевченко', email: 'taras@example.com', phone: gloOnly.phone },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await ogoBalance()).statusCode).toBe(200);
  });

  it('writes the seen time once a minute and asks the database again when a kept session looks idle', async () => {
    const cache = testApp.app.sessionCache;
    const lifetime = testApp.config.session;
    const db = testApp.database.db;
    const idle = await createAccount(testApp, { phone: '+380677770006' });
    const tokenHash = hashSessionToken(idle.token);
    const seenInDatabase = async () =>
      (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]?.at;
    const start = (await seenInDatabase())!;

    expect(await findLiveSession(db, idle.token, lifetime, new Date(start.getTime() + 1_000), cache)).toBeDefined();
    expect(cache.get(tokenHash)).toBeDefined();
    expect(await seenInDatabase()).toEqual(start);

    const minuteLater = new Date(start.getTime() + 61_000);
    expect(await findLiveSession(db, idle.token, lifetime, minuteLater, cache)).toBeDefined();
    expect(await seenInDatabase()).toEqual(minuteLater);
    expect(cache.get(tokenHash)?.lastSeenAt).toEqual(minuteLater);

    // Past the idle window of the kept seen time, with nobody using it in between: the database refuses it too.
    const idleLater = new Date(minuteLater.getTime() + (lifetime.idleDays + 1) * 86_400_000);
    expect(await findLiveSession(db, idle.token, lifetime, idleLater, cache)).toBeUndefined();
  });

  it('reads sessions from the database while change notices cannot arrive', async () => {
    const cache = testApp.app.sessionCache;
    cache.setListening(false);
    try {
      expect((await balance(person)).statusCode).toBe(200);
      expect(cache.get(hashSessionToken(person.token))).toBeUndefined();
      // Revoked while nothing is kept: refused at once, by the database.
      await testApp.database.db.execute(
        sql`update sessions set revoked_at = now() where token_hash = ${hashSessionToken(person.token)}`,
      );
      expect((await balance(person)).statusCode).toBe(401);
    } finally {
      cache.setListening(true);
    }
  });
});

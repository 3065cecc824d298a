// Who is calling: the session behind a bearer token or the `session` cookie, and the ownership checks routes use.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@loyalty/contracts/brand';
import { unauthorizedInAppCode } from '@loyalty/contracts/certificates';
import type { DatabaseHandle, Executor } from '@loyalty/db/client';
import { sessions, type SessionRow } from '@loyalty/db/schema';
import type { AppConfig } from '../config.ts';
import { resolveAppSecret } from '../modules/auth/app-secret.ts';
import { preparedQuery } from './prepared.ts';
import { SessionCache, sessionChangeChannel } from './session-cache.ts';
import { guardAppliesToPath } from './api-paths.ts';
import { HttpError } from './errors.ts';

/** The signed-in person: one phone, and their customer record in each brand (null where they have none). */
export interface SessionContext {
  id: string;
  phone: string;
  customerIds: { glo: number | null; ogo: number | null };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the caller, or null (no token, or an unknown, expired or revoked one). */
    session: SessionContext | null;
    /** The raw token the live session was found by (for logout and check-token); null without a session. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** APP_SECRET, or the generated one (see modules/auth/app-secret.ts). */
    appSecret: string;
    /** The sessions this process has looked up (plugins/session-cache.ts); routes that change a session forget it. */
    sessionCache: SessionCache;
  }
}

export const sessionCookieName = 'session';

/** The wire form of a token: 32 random bytes as base64url (256 bits, unguessable). */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Seen-time writes are skipped within this window: one write a minute per active session is plenty for idle expiry. */
const touchIntervalMs = 60_000;
const dayMs = 86_400_000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked sessions table does not let anyone sign in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
  return request.session;
}

/**
 * Spec section 8: the calls whose refusal logs the app out (certificate auth, the certificate list, get-metafields)
 * answer a missing session with UNAUTHORIZED_IN_APP instead of `unauthorized`.
 */
export function requireSessionInApp(request: FastifyRequest): SessionContext {
  if (!request.session) throw new HttpError(401, unauthorizedInAppCode, 'Sign in first.');
  return request.session;
}

/** The session person's customer id in `brand`; 404 when they have no record there. */
export function ownCustomerId(session: SessionContext, brand: Brand): number {
  const id = session.customerIds[brand];
  if (id === null) throw new HttpError(404, 'not_found', `There is no ${brand} customer record for this account.`);
  return id;
}

/**
 * Object-level authorization: `id` must be the session person's own customer id, of `brand` when given, else of either
 * brand. Returns the brand the id belongs to. Anything else is 403, never a hint whether the id exists.
 */
export function assertOwnCustomer(session: SessionContext, brand: Brand | null, id: number): Brand {
  if (brand !== null) {
    if (session.customerIds[brand] === id) return brand;
  } else {
    if (session.customerIds.glo === id) return 'glo';
    if (session.customerIds.ogo === id) return 'ogo';
  }
  throw new HttpError(403, 'forbidden', 'This customer id is not yours.');
}

export function sessionContextOf(row: Pick<SessionRow, 'id' | 'phone' | 'gloCustomerId' | 'ogoCustomerId'>): SessionContext {
  return { id: row.id, phone: row.phone, customerIds: { glo: row.gloCustomerId, ogo: row.ogoCustomerId } };
}

export type SessionLifetime = AppConfig['session'];

/** When a session started at `createdAt` dies however active it is. */
export function absoluteExpiryOf(createdAt: Date, lifetime: SessionLifetime): Date {
  return new Date(createdAt.getTime() + lifetime.maxDays * dayMs);
}

/** Every authenticated call looks its session up: a prepared statement (plugins/prepared.ts). */
const liveSessionQuery = preparedQuery((executor) =>
  executor
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

function isLive(row: SessionRow, now: Date, idleCutoff: Date): boolean {
  return row.revokedAt === null && row.absoluteExpiresAt > now && row.lastSeenAt > idleCutoff;
}

/**
 * The live session of a token: not revoked, used within the idle window, before its absolute expiry. Refreshes its
 * seen time (at most once a minute). Undefined for anything else. With a cache, a session this process has looked up
 * recently is answered without a round trip (its expiry is still checked here).
 */
export async function findLiveSession(
  executor: Executor,
  token: string,
  lifetime: SessionLifetime,
  now: Date = new Date(),
  cache?: SessionCache,
): Promise<SessionRow | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const tokenHash = hashSessionToken(token);
  const idleCutoff = new Date(now.getTime() - lifetime.idleDays * dayMs);
  let row = cache?.get(tokenHash);
  // A kept row that looks idle may have been used through another process since: the database says.
  if (!row || !isLive(row, now, idleCutoff)) {
    const lookup = cache?.startLookup() ?? 0;
    [row] = await liveSessionQuery(executor).execute({ tokenHash, now, idleCutoff });
    if (!row) return undefined;
    cache?.keep(tokenHash, row, lookup);
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
    // Conditional, so parallel requests of one client write once.
    await executor
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, new Date(now.getTime() - touchIntervalMs))));
    cache?.touched(tokenHash, now);
  }
  return row;
}

/** The token a request carries: `Authorization: Bearer …` (the client's local storage), else the cookie. */
export function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return token;
  }
  const cookie = request.cookies[sessionCookieName];
  return cookie ? cookie : null;
}

export function setSessionCookie(reply: FastifyReply, config: Pick<AppConfig, 'secureCookies' | 'session'>, token: string): void {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: config.session.maxDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<AppConfig, 'secureCookies'>): void {
  reply.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies });
}

/** How often each process checks that change notices reach it: it sends itself one and must hear it by the next. */
export const sessionNoticeProbeMs = 5_000;
const probePrefix = 'probe:';

/** Where session change notices come from (the database handle in the app; a fake in tests). */
export interface SessionNoticeChannel {
  listen: DatabaseHandle['listen'];
  /** Sends a notice on the channel through the pool, as any writer would. */
  send(payload: string): Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Keeps `cache` in use only while change notices are known to arrive: the listening connection is up, and the probe
 * this process sent itself through the pool came back within one period. That also catches a listening connection
 * that died without a word, and a pooler in transaction mode between the app and PostgreSQL, through which LISTEN
 * hears nothing (docs/scaling.md).
 */
export async function watchSessionChanges(
  channel: SessionNoticeChannel,
  cache: SessionCache,
  probeMs: number = sessionNoticeProbeMs,
): Promise<() => Promise<void>> {
  const ownProbe = `${probePrefix}${randomBytes(8).toString('hex')}:`;
  let connected = false;
  let sent = 0;
  let heard = 0;
  let missing = false;

  const noticesMissing = () => {
    cache.setListening(false);
    if (missing) return;
    missing = true;
    // Calls still work without the notices, one round trip slower each: worth a warning, not an error.
    channel.log.warn(
      'Session change notices are not arriving (a lost connection, or a pooler in transaction mode in front of PostgreSQL): sessions are read from the database until they do.',
    );
  };
  const noticesArriving = () => {
    if (!cache.active) cache.setListening(true);
    if (!missing) return;
    missing = false;
    channel.log.info('Session change notices are back: sessions are kept in memory again.');
  };

  const probe = () => {
    // The last probe did not come back within a whole period.
    if (sent > heard) noticesMissing();
    sent += 1;
    channel.send(`${ownProbe}${sent}`).catch(() => undefined);
  };

  const stopListening = await channel.listen(sessionChangeChannel, {
    onNotification: (payload) => {
      if (payload.startsWith(probePrefix)) {
        if (!payload.startsWith(ownProbe)) return;
        heard = Math.max(heard, Number(payload.slice(ownProbe.length)) || 0);
        if (connected && heard === sent) noticesArriving();
        return;
      }
      cache.forget(payload);
    },
    onListening: (listening) => {
      connected = listening;
      if (listening) probe();
      else noticesMissing();
    },
  });
  const timer = setInterval(probe, probeMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await stopListening();
  };
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  const resolved = await resolveAppSecret(app.config);
  app.decorate('appSecret', resolved.secret);
  if (resolved.source !== 'env' && app.config.isProduction) {
    app.log.warn(
      { file: resolved.file, source: resolved.source },
      'APP_SECRET is unset, so a generated one is used. Set APP_SECRET, the same on every API process.',
    );
  }

  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);

  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  const stopNotices = await watchSessionChanges(
    {
      listen: (name, listener) => app.database.listen(name, listener),
      send: (payload) => app.database.db.execute(sql`select pg_notify(${sessionChangeChannel}, ${payload})`),
      log: app.log,
    },
    cache,
  );
  app.addHook('onClose', stopNotices);

  // preHandler: after the API key check and validation, so rejected calls never cost a session lookup.
  const lookUpSession = async (request: FastifyRequest) => {
    const token = presentedToken(request);
    if (!token) return;
    const row = await findLiveSession(app.database.db, token, app.config.session, new Date(), cache);
    if (!row) return;
    request.session = sessionContextOf(row);
    request.sessionToken = token;
  };
  // Only on the routes that can have a session, decided by the route's pattern when it is registered (the
  // health probe, the docs, the operator's and the back-office's calls, whose bearer token is the ops or a staff
  // token, and the web app's files then run no preHandler stage at all). First, before a route's own preHandlers.
  app.addHook('onRoute', (route) => {
    if (!guardAppliesToPath(route.url, 'session')) return;
    route.preHandler = [lookUpSession, ...[route.preHandler ?? []].flat()];
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['config', 'db', 'errors', 'security-headers'] });

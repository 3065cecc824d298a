// Who is calling: the session behind a bearer token or the `session` cookie, and the ownership checks routes use.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { sessions, type SessionRow } from '@loyalty/db/schema';
import type { AppConfig } from '../config.ts';
import { resolveAppSecret } from '../modules/auth/app-secret.ts';
import { preparedQuery } from './prepared.ts';
import { isApiPath, pathnameOf } from './api-paths.ts';
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

/**
 * The live session of a token: not revoked, used within the idle window, before its absolute expiry. Refreshes its
 * seen time (at most once a minute). Undefined for anything else.
 */
export async function findLiveSession(
  executor: Executor,
  token: string,
  lifetime: SessionLifetime,
  now: Date = new Date(),
): Promise<SessionRow | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const idleCutoff = new Date(now.getTime() - lifetime.idleDays * dayMs);
  const [row] = await liveSessionQuery(executor).execute({ tokenHash: hashSessionToken(token), now, idleCutoff });
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
    // Conditional, so parallel requests of one client write once.
    await executor
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, new Date(now.getTime() - touchIntervalMs))));
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

  // preHandler: after the API key check and validation, so rejected calls never cost a session lookup.
  app.addHook('preHandler', async (request) => {
    const path = pathnameOf(request.url);
    // Operator calls carry the ops token in the same header, back-office calls a staff token: neither is a session.
    if (!isApiPath(path) || path.startsWith('/api/ops/') || path.startsWith('/api/admin/')) return;
    const token = presentedToken(request);
    if (!token) return;
    const row = await findLiveSession(app.database.db, token, app.config.session);
    if (!row) return;
    request.session = sessionContextOf(row);
    request.sessionToken = token;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['config', 'db', 'errors', 'security-headers'] });

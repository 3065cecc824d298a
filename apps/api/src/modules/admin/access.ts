// Who may call each /api/admin route: every route names its access in its config, one preHandler enforces
// it on the server, and the table of all of them (collected as the routes are registered) drives the role-matrix test
// and the back-office's menu. admin may do everything; the other roles what their route lists. Every /api/admin answer
// is marked no-store, and a change sent by another site's page is refused before anything else.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@loyalty/contracts/admin';
import type { StaffAccountRow } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import type { AuditActor } from '../audit/service.ts';
import { loginLimits, staffDeviceCookieName } from './login-limit.ts';
import { findStaffSession, staffSessionMaxHours } from './staff.ts';

/** 'public': no session (sign-in); 'staff': any signed-in staff; else the roles besides admin that may call it. */
export type AdminAccess = 'public' | 'staff' | readonly StaffRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    adminAccess?: AdminAccess;
    /** Allowed while the account must still change its generated password (me, logout, password). */
    allowedBeforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    staff: { sessionId: string; account: StaffAccountRow } | null;
  }
  interface FastifyInstance {
    adminRoutes: { method: string; url: string; access: AdminAccess }[];
  }
}

export const staffCookieName = 'staff_session';
/** Sent only with back-office API calls. */
const staffCookiePath = '/api/admin';

export function setStaffCookie(reply: FastifyReply, secure: boolean, token: string): void {
  reply.setCookie(staffCookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: staffCookiePath,
    secure,
    maxAge: staffSessionMaxHours * 3600,
  });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(staffCookieName, { httpOnly: true, sameSite: 'strict', path: staffCookiePath, secure });
}

/** Marks the browser as one that signed in to the account (login-limit.ts); sent back only to the sign-in call. */
export function setStaffDeviceCookie(reply: FastifyReply, secure: boolean, token: string): void {
  reply.setCookie(staffDeviceCookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/admin/auth/login',
    secure,
    maxAge: loginLimits.deviceDays * 86_400,
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a change must be refused as sent from another site, or null. The session cookie is SameSite=Strict, but a
 * sibling subdomain is "same-site", a bearer token is not a cookie, and older browsers ignore the attribute: so every
 * change (POST, PATCH, PUT, DELETE, bodiless ones included) must come from the back-office's own origin. That origin is
 * PUBLIC_URL's when it is set (the one address the app is served at), else the request's own scheme and Host (a
 * development server, or the Vite proxy, which keeps the browser's Host). A call without Origin and Sec-Fetch-Site is
 * not from a browser page (scripts with a bearer token, curl) and passes.
 */
export function crossSiteChangeReason(request: FastifyRequest, publicOrigin: string | undefined): string | null {
  if (safeMethods.has(request.method)) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const own = publicOrigin ?? originOf(`${request.protocol}://${request.host}`);
  return own !== null && originOf(origin) === own ? null : `Origin ${origin.slice(0, 100)} is not ${own ?? 'this server'}`;
}

/** The origin of a URL as the URL standard writes it (default ports dropped, host in lower case); null if none ("null"). */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function presentedStaffToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[staffCookieName] ?? null;
}

export function requireStaff(request: FastifyRequest): { sessionId: string; account: StaffAccountRow } {
  if (!request.staff) throw new DomainError('unauthorized', 'Sign in to the back-office first.');
  return request.staff;
}

export function actorOf(request: FastifyRequest): AuditActor {
  const { account } = requireStaff(request);
  return { type: 'staff', staffId: account.id, name: account.email, role: account.role, requestId: String(request.id) };
}

export function roleAllows(access: AdminAccess, role: StaffRole): boolean {
  if (access === 'public' || access === 'staff') return true;
  return role === 'admin' || access.includes(role);
}

async function adminAccessPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('staff', null);
  app.decorate('adminRoutes', []);
  const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : undefined;
  // onRequest, before the body is read and before the session is looked up: a refused call costs nothing. The answer
  // (errors too) is never stored by a browser or a proxy: back-office answers hold customers' personal data.
  async function guardAdminRequest(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    const reason = crossSiteChangeReason(request, publicOrigin);
    if (reason) throw new DomainError('cross_site_request', `Back-office changes come from its own pages only (${reason}).`);
  }
  // preValidation: a caller without the right session learns nothing from validation errors (401/403 come first).
  // One per route, with the route's own access and password-change rule.
  const staffCheckFor = (access: AdminAccess, allowedBeforePasswordChange: boolean) =>
    async function checkStaffAccess(request: FastifyRequest) {
      const token = presentedStaffToken(request);
      if (token) {
        const found = await findStaffSession(app.database.db, token);
        if (found) request.staff = { sessionId: found.sessionId, account: found.staff };
      }
      if (access === 'public') return;
      const { account } = requireStaff(request);
      if (account.mustChangePassword && !allowedBeforePasswordChange) {
        throw new DomainError('password_change_required', 'Change the generated password first.');
      }
      if (!roleAllows(access, account.role)) {
        throw new DomainError('forbidden', `The ${account.role} role cannot do this.`);
      }
    };
  app.addHook('onRoute', (route) => {
    const access = route.config?.adminAccess;
    if (route.url.startsWith('/api/admin/') && !access) throw new Error(`${route.method} ${route.url} names no adminAccess`);
    if (!access) return;
    // Only on the routes that name an access: every other call, the customers' included, runs no such stage.
    // First, before a route's own preValidation hooks.
    const check = staffCheckFor(access, route.config?.allowedBeforePasswordChange === true);
    route.preValidation = [check, ...[route.preValidation ?? []].flat()];
    route.onRequest = [guardAdminRequest, ...[route.onRequest ?? []].flat()];
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url, access });
    }
  });
}

export default fp(adminAccessPlugin, { name: 'admin-access', dependencies: ['config', 'db', 'errors'] });

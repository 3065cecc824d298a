// Staff sign-in: login, logout, who am I, password change, and the optional TOTP second factor (set up,
// turn on, turn off), each change needing the password again and audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, clearStaffCookie, requireStaff, setStaffCookie, setStaffDeviceCookie } from '../access.ts';
import { loginLimits, staffDeviceCookieName } from '../login-limit.ts';
import { changeStaffPassword, disableTotp, enableTotp, loginStaff, logoutStaff, setUpTotp, staffOf } from '../staff.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-auth';
import { routeOf } from '../../../lib/endpoint-route.ts';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const secure = app.config.secureCookies;

  app.route({
    ...(await routeOf(endpoints.adminPostAuthLogin, {
      tags: ['admin'],
      summary: 'Staff sign-in: a session cookie (HttpOnly, SameSite=Strict, path /api/admin) and the same token',
      description:
        'Sessions end after 30 idle minutes and 12 hours after sign-in. Each try is counted before the password is ' +
        `checked: ${loginLimits.perAccountAndNetwork} failures for an account from one network (IPv4 address or ` +
        `IPv6 /64) or ${loginLimits.perNetwork} from one network in ${loginLimits.windowMinutes} minutes, or ` +
        `${loginLimits.perAccount} for an account from all unknown browsers in ${loginLimits.accountWindowMinutes} ` +
        `minutes, answer 429 with Retry-After; a browser that signed in to the account before (the ` +
        `${staffDeviceCookieName} cookie, ${loginLimits.deviceDays} days) is limited to ` +
        `${loginLimits.perDevice} failures on its own instead. A wrong e-mail, password, a disabled account and a ` +
        'missing, wrong or already used `totp` (when the second factor is on) are all one 401 `invalid_credentials`.',
    })),
    config: { adminAccess: 'public' },
    handler: async (request, reply) => {
      const { staff, token, deviceToken } = await loginStaff(db, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        deviceToken: request.cookies[staffDeviceCookieName],
        requestId: String(request.id),
      });
      setStaffCookie(reply, secure, token);
      if (deviceToken) setStaffDeviceCookie(reply, secure, deviceToken);
      return { staff, token };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostAuthLogout, {
      tags: ['admin'],
      summary: 'Ends this staff session (audited)',
    })),
    config: { adminAccess: 'staff', allowedBeforePasswordChange: true },
    handler: async (request, reply) => {
      await logoutStaff(db, requireStaff(request).sessionId, actorOf(request));
      clearStaffCookie(reply, secure);
      return { ok: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetAuthMe, {
      tags: ['admin'],
      summary: 'The signed-in staff account',
    })),
    config: { adminAccess: 'staff', allowedBeforePasswordChange: true },
    handler: async (request) => ({ staff: staffOf(requireStaff(request).account) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostAuthPassword, {
      tags: ['admin'],
      summary: 'Changes the password; the account’s other sessions end',
      description:
        'The new password has at least 12 characters, is not the e-mail and is not common or trivial (zxcvbn score ' +
        'of 3 or more): else 400 naming `new_password`. A wrong `current_password` is 400 naming it, and counts as a ' +
        'failed sign-in (429 past the limits of sign-in).',
    })),
    config: { adminAccess: 'staff', allowedBeforePasswordChange: true },
    handler: async (request) => {
      const { sessionId, account } = requireStaff(request);
      const staff = await changeStaffPassword(
        db,
        account,
        {
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
          keepSessionId: sessionId,
          ip: request.ip,
        },
        actorOf(request),
      );
      return { staff };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostAuthTotpSetup, {
      tags: ['admin'],
      summary: 'A new TOTP secret to add to an authenticator app; it takes effect when turned on with its code',
      description:
        'Needs `current_password`, and while the second factor is on also a current `code` (without one: 409). ' +
        'A wrong password or code is one 400 naming both, counted as a failed sign-in. The second factor in use ' +
        'stays until /totp/enable confirms the new secret. Audited.',
    })),
    config: { adminAccess: 'staff' },
    handler: async (request) => {
      const { secret, otpauthUrl } = await setUpTotp(
        db,
        requireStaff(request).account,
        { currentPassword: request.body.current_password, code: request.body.code, ip: request.ip },
        actorOf(request),
      );
      return { secret, otpauth_url: otpauthUrl };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostAuthTotpEnable, {
      tags: ['admin'],
      summary: 'Turns the second factor on with a current code of the secret set up; the account’s other sessions end',
      description: 'The code cannot then sign in: each code is accepted once. 409 when no secret was set up. Audited.',
    })),
    config: { adminAccess: 'staff' },
    handler: async (request) => {
      const { sessionId, account } = requireStaff(request);
      const staff = await enableTotp(db, account, { code: request.body.code, keepSessionId: sessionId }, actorOf(request));
      return { staff };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostAuthTotpDisable, {
      tags: ['admin'],
      summary: 'Turns the second factor off with the password and a current code; the account’s other sessions end',
      description: '409 when it is off. A wrong password or code is one 400 naming both, counted as a failed sign-in. Audited.',
    })),
    config: { adminAccess: 'staff' },
    handler: async (request) => {
      const { sessionId, account } = requireStaff(request);
      const staff = await disableTotp(
        db,
        account,
        { currentPassword: request.body.current_password, code: request.body.code, ip: request.ip, keepSessionId: sessionId },
        actorOf(request),
      );
      return { staff };
    },
  });
};

export default adminAuthRoutes;

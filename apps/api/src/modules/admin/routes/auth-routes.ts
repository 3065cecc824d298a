// Staff sign-in (issue 16): login, logout, who am I, password change, and the optional TOTP second factor.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChangePasswordBodySchema,
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
  adminOkSchema,
  adminTotpEnableBodySchema,
  adminTotpSetupResponseSchema,
} from '@loyalty/contracts/admin';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { actorOf, clearStaffCookie, requireStaff, setStaffCookie } from '../access.ts';
import { changeStaffPassword, enableTotp, loginStaff, revokeStaffSession, setUpTotp, staffOf } from '../staff.ts';
import { adminErrors } from './errors.ts';

const errors = { ...adminErrors, 429: errorResponseSchema };

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const secure = app.config.secureCookies;

  app.post(
    '/api/admin/auth/login',
    {
      config: { adminAccess: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in: a session cookie (HttpOnly, SameSite=Strict, path /api/admin) and the same token',
        description:
          'Sessions end after 30 idle minutes and 12 hours after sign-in. Five failures per account or twenty per IP in ' +
          '15 minutes answer 429. A wrong e-mail, password or a disabled account are one 401 `invalid_credentials`; ' +
          'with the second factor on, a missing or wrong `totp` is 401 `totp_required`.',
        body: adminLoginBodySchema,
        response: { 200: adminLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await loginStaff(db, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      setStaffCookie(reply, secure, result.token);
      return result;
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      config: { adminAccess: 'staff', allowedBeforePasswordChange: true },
      schema: { tags: ['admin'], summary: 'Ends this staff session', response: { 200: adminOkSchema, ...errors } },
    },
    async (request, reply) => {
      await revokeStaffSession(db, requireStaff(request).sessionId);
      clearStaffCookie(reply, secure);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      config: { adminAccess: 'staff', allowedBeforePasswordChange: true },
      schema: { tags: ['admin'], summary: 'The signed-in staff account', response: { 200: adminMeResponseSchema, ...errors } },
    },
    async (request) => ({ staff: staffOf(requireStaff(request).account) }),
  );

  app.post(
    '/api/admin/auth/password',
    {
      config: { adminAccess: 'staff', allowedBeforePasswordChange: true },
      schema: {
        tags: ['admin'],
        summary: 'Changes the password (at least 12 characters); the account’s other sessions end',
        body: adminChangePasswordBodySchema,
        response: { 200: adminMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sessionId, account } = requireStaff(request);
      const staff = await changeStaffPassword(
        db,
        account,
        { currentPassword: request.body.current_password, newPassword: request.body.new_password, keepSessionId: sessionId },
        actorOf(request),
      );
      return { staff };
    },
  );

  app.post(
    '/api/admin/auth/totp/setup',
    {
      config: { adminAccess: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'A new TOTP secret to add to an authenticator app (required at sign-in once enabled with a code)',
        response: { 200: adminTotpSetupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { secret, otpauthUrl } = await setUpTotp(db, requireStaff(request).account);
      return { secret, otpauth_url: otpauthUrl };
    },
  );

  app.post(
    '/api/admin/auth/totp/enable',
    {
      config: { adminAccess: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'Turns the second factor on with a current code of the new secret',
        body: adminTotpEnableBodySchema,
        response: { 200: adminMeResponseSchema, ...errors },
      },
    },
    async (request) => ({ staff: await enableTotp(db, requireStaff(request).account, request.body.code, actorOf(request)) }),
  );
};

export default adminAuthRoutes;

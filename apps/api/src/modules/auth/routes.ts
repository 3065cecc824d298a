// Auth calls of spec section 7 (thin: validation by the contracts, rules in service.ts) and the development outboxes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import {
  clearSessionCookie,
  findLiveSession,
  hashSessionToken,
  requireSession,
  setSessionCookie,
} from '../../plugins/session.ts';
import { listMailOutbox } from '../../providers/mail/service.ts';
import { listSmsOutbox } from '../../providers/sms/service.ts';
import * as auth from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/auth';
import { routeOf } from '../../lib/endpoint-route.ts';

/** Per-IP budgets of the calls that guess at something (a code, an address, a listed phone), on top of the global one. */

function metaOf(request: FastifyRequest): auth.RequestMeta {
  return { ip: request.ip, userAgent: auth.cutUserAgent(request.headers['user-agent']) };
}

/** Answers that carry or depend on a session token must never be stored by a cache. */
function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): auth.AuthDeps => ({
    db: app.database.db,
    config: app.config,
    secret: app.appSecret,
    sms: app.sms,
    campaigns: app.campaigns,
  });
  /** Per-IP budget of a code-guessing call: `times` the AUTH_RATE_LIMIT_PER_MINUTE base. */
  const guessingBudget = (times: number) => ({
    rateLimit: { max: times * app.config.authRateLimitPerMinute, timeWindow: '1 minute' },
  });

  app.route({
    ...(await routeOf(endpoints.loginSms, {
      tags: ['auth'],
      summary: 'Send a login code by SMS',
      description:
        'Same answer for registered and unknown phones. 429 resend_too_soon (Retry-After) within OTP_RESEND_SECONDS, ' +
        '429 limit_reached past the per-phone and per-IP caps, 503 sms_unavailable when the gateway fails.',
    })),
    config: guessingBudget(1),
    handler: async (request) => {
      return auth.sendLoginCode(deps(), request.body, metaOf(request));
    },
  });

  app.route({
    ...(await routeOf(endpoints.confirmSms, {
      tags: ['auth'],
      summary: 'Confirm the SMS code',
      description:
        'A known phone gets a session (token in the body and the HttpOnly `session` cookie); an unknown one a ' +
        'registration ticket. 400 invalid_code for a wrong, expired, used or exhausted code, with `attemptsLeft`: ' +
        'the wrong tries the code still allows (0: ask for a new code).',
    })),
    config: guessingBudget(3),
    handler: async (request, reply) => {
      noStore(reply);
      const result = await auth.confirmLoginCode(deps(), request.body, metaOf(request));
      if (result.session) {
        setSessionCookie(reply, app.config, result.session.token);
        app.metrics.logins.inc({ method: 'sms' });
      }
      return result.body;
    },
  });

  app.route({
    ...(await routeOf(endpoints.testLogin, {
      tags: ['auth'],
      summary: 'Sign in a listed test phone without SMS',
      description: 'Only phones in TEST_LOGIN_PHONES (non-digits stripped), 403 otherwise. Answers as confirm-sms.',
    })),
    config: guessingBudget(1),
    handler: async (request, reply) => {
      noStore(reply);
      const result = await auth.testLogin(deps(), request.body, metaOf(request));
      if (result.session) {
        setSessionCookie(reply, app.config, result.session.token);
        app.metrics.logins.inc({ method: 'test_login' });
      }
      return result.body;
    },
  });

  app.route({
    ...(await routeOf(endpoints.registration, {
      tags: ['auth'],
      summary: 'Register the person of a confirmed phone',
      description:
        'Creates the customer record in both brands. 400 invalid_ticket, 400 under_age (body.birth_date), ' +
        '409 email_taken (body.email). Repeating it with the same ticket changes nothing.',
    })),
    config: guessingBudget(2),
    handler: async (request) => auth.register(deps(), request.body, metaOf(request)),
  });

  app.route({
    ...(await routeOf(endpoints.regAuth, {
      tags: ['auth'],
      summary: 'Sign in after registration',
      description: 'Spends the registration ticket and starts a session. 400 invalid_ticket.',
    })),
    config: guessingBudget(2),
    handler: async (request, reply) => {
      noStore(reply);
      const session = await auth.registrationSignIn(deps(), request.body, metaOf(request));
      setSessionCookie(reply, app.config, session.token);
      app.metrics.logins.inc({ method: 'registration' });
      return session.response;
    },
  });

  app.route({
    ...(await routeOf(endpoints.checkEmail, {
      tags: ['auth'],
      summary: 'Is this email well-formed and free?',
    })),
    config: guessingBudget(2),
    handler: async (request) => auth.checkEmail(deps(), request.body.email, request.session),
  });

  app.route({
    ...(await routeOf(endpoints.createCustomer, {
      tags: ['auth'],
      summary: "Add the person's record in the other brand",
      description: "403 when phone is not the session's or a tag is not client-writable; 409 customer_exists, email_taken.",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const answer = await auth.createCustomer(deps(), session, request.body);
      // The new record joined the person's sessions: the next call, whichever process takes it, must see it. Every
      // process hears of it from the database; this one forgets at once, before it answers.
      app.sessionCache.forgetPhone(session.phone);
      return answer;
    },
  });

  app.route({
    ...(await routeOf(endpoints.sendBotStat, {
      tags: ['auth'],
      summary: 'Record a login statistic for the messenger bot',
    })),
    handler: async (request) => auth.recordBotStat(deps(), requireSession(request), request.body, metaOf(request)),
  });

  app.route({
    ...(await routeOf(endpoints.logout, {
      tags: ['auth'],
      summary: 'Sign out',
      description:
        "Revokes the session and clears the cookie. `token`, when sent, must be the caller's own (403 otherwise). " +
        'Without a live session it only clears the cookie (logging out twice is not an error).',
    })),
    handler: async (request, reply) => {
      noStore(reply);
      const given = request.body?.token;
      const session = request.session;
      if (session) {
        if (given !== undefined && given !== request.sessionToken) {
          throw new HttpError(403, 'forbidden', 'This token is not the one of your session.');
        }
        await auth.logout(deps(), session, metaOf(request));
        if (request.sessionToken) app.sessionCache.forget(hashSessionToken(request.sessionToken));
      } else if (given !== undefined) {
        // The cookie is gone but the client still holds its token: whoever holds a token may end its session.
        const row = await findLiveSession(app.database.db, given, app.config.session);
        if (row) {
          await auth.revokeByToken(deps(), row, metaOf(request));
          app.sessionCache.forget(row.tokenHash);
        }
      }
      clearSessionCookie(reply, app.config);
      return { success: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.tokenClear, {
      tags: ['auth'],
      summary: 'Sign out everywhere',
      description: "Revokes every session of the person and clears this client's cookie.",
    })),
    handler: async (request, reply) => {
      noStore(reply);
      const session = requireSession(request);
      const result = await auth.clearAllSessions(deps(), session, metaOf(request));
      app.sessionCache.forgetPhone(session.phone);
      clearSessionCookie(reply, app.config);
      return result;
    },
  });

  app.route({
    ...(await routeOf(endpoints.checkToken, {
      tags: ['auth'],
      summary: 'Is the session still alive?',
      description:
        'Always code 200: with the token and ids while the session lives, without a token once it is gone (the ' +
        "client then logs out). Ids that are not the session's answer 403.",
    })),
    handler: async (request, reply) => {
      noStore(reply);
      const session = request.session;
      if (!session || !request.sessionToken) return { code: 200 as const };
      auth.assertClientShopIds(session, request.body ?? {});
      return { code: 200 as const, token: request.sessionToken, shopIds: session.customerIds };
    },
  });

  app.route({
    ...(await routeOf(endpoints.getOgoToken, {
      tags: ['auth'],
      summary: 'A short-lived ogoAuthApiToken of the session',
      description: 'Signed, names the session and its ogo customer, valid one hour. 404 without an ogo record.',
    })),
    handler: async (request, reply) => {
      noStore(reply);
      return auth.ogoAuthApiToken(deps(), requireSession(request));
    },
  });

  app.route({
    ...(await routeOf(endpoints.mloginGlo, {
      tags: ['auth'],
      summary: 'Full-site link of the glo shop (Multipass)',
    })),
    handler: async (request, reply) => {
      noStore(reply);
      return auth.multipassUrl(deps(), requireSession(request), 'glo', request.body);
    },
  });

  app.route({
    ...(await routeOf(endpoints.mlogin, {
      tags: ['auth'],
      summary: 'Full-site link of a brand shop (Multipass)',
      description: 'ogoAuthApiToken, when sent, must be valid for the session (403 otherwise).',
    })),
    handler: async (request, reply) => {
      noStore(reply);
      const { product, ...input } = request.body;
      return auth.multipassUrl(deps(), requireSession(request), product, input);
    },
  });

  // The outboxes let the app be used and tested without gateways: their pages exist only while an outbox is the
  // provider, and never in production (a staging site's accepted outbox included).
  if (!app.config.isProduction && app.config.sms.provider === 'outbox') {
    app.route({
      ...(await routeOf(endpoints.smsOutbox, {
        tags: ['development'],
        summary: 'SMS stored by the outbox provider (not in production)',
      })),
      handler: async (request) => {
        const rows = await listSmsOutbox(app.database.db, request.query.phone);
        return { messages: rows.map((row) => ({ phone: row.phone, body: row.body, createdAt: row.createdAt.toISOString() })) };
      },
    });
  }
  if (!app.config.isProduction && app.config.mail.provider === 'outbox') {
    app.route({
      ...(await routeOf(endpoints.mailOutbox, {
        tags: ['development'],
        summary: 'Mail stored by the outbox provider (not in production)',
      })),
      handler: async (request) => {
        const rows = await listMailOutbox(app.database.db, request.query.to);
        return {
          messages: rows.map((row) => ({
            to: row.recipient,
            subject: row.subject,
            body: row.body,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    });
  }
};

export default authRoutes;

// XP calls of spec section 7 (Common): get-balance and get-bonus-history of the session's customer in a brand.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { pointsExpiryEveryMs, pointsExpiryQueue, runPointsExpiry } from './expiry.ts';
import { getBalance, getBonusHistory } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/loyalty';
import { routeOf } from '../../lib/endpoint-route.ts';

const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { months, reminderMinXp } = app.config.pointsExpiry;

  // The daily expiry and its reminders, only when the operator turned expiry on.
  app.jobs.register(pointsExpiryQueue, async (_job, { log }) => {
    const report = await runPointsExpiry(db, { months, reminderMinXp });
    if (report.expired.length > 0 || report.reminders.length > 0) {
      log.info(
        { asOf: report.asOf, customers: report.expired.length, xp: report.totalExpired, reminders: report.reminders.length },
        'points expired',
      );
    }
  });
  if (months > 0) app.jobs.every(pointsExpiryQueue, pointsExpiryEveryMs);

  app.route({
    ...(await routeOf(endpoints.getBalance, {
      tags: ['loyalty'],
      summary: 'XP balance of the signed-in customer in brand `v`',
      description:
        '0 before the first entry; 404 when the person has no record in that brand. `expiring` lists the points that ' +
        'expire in the next 90 days by date, soonest first (empty when POINTS_EXPIRY_MONTHS is 0).',
    })),
    handler: async (request) => {
      // The customer comes from the session only: there is no id to pass, so nobody can read another balance.
      const customerId = ownCustomerId(requireSession(request), request.query.v);
      return getBalance(db, customerId, app.config.pointsExpiry.months);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getBonusHistory, {
      tags: ['loyalty'],
      summary: 'XP history of the signed-in customer in brand `shop`, newest first',
      description:
        'Keyset pages: pass `next_cursor` of a page as `cursor` for the next one (null on the last page). `limit` 1 to ' +
        '100 ledger entries, default 20. One row per fact: the entries one scan wrote (its code, its level\'s extra XP, ' +
        'the campaigns it triggered) are one row with their sum and `parts`; a page never splits a row, so it may carry ' +
        'a few entries more than `limit`. `summary` totals the whole ledger (earned, spent, current balance).',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.shop);
      return getBonusHistory(db, customerId, { cursor: request.query.cursor, limit: request.query.limit });
    },
  });
};

export default loyaltyRoutes;

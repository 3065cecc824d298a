// The customer's tier (GET /api/user/get-tier) and the daily recalculation of every customer's level (decision 0060).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brands } from '@loyalty/contracts/brand';
import type { TierResponse } from '@loyalty/contracts/tiers';
import * as endpoints from '@loyalty/contracts/endpoints/tiers';
import { routeOf } from '../../lib/endpoint-route.ts';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { customerTierProgress, recalculateAllTiers } from './service.ts';

export const tierRecalculationQueue = 'tiers:recalculate';
const dayMs = 86_400_000;

const tierRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Credits and orders move levels up as they happen; the daily run moves down those whose window or grace ran out.
  app.jobs.register(tierRecalculationQueue, async (_job, { log }) => {
    const report = await recalculateAllTiers(db, brands);
    log.info(report, 'tiers recalculated');
  });
  app.jobs.every(tierRecalculationQueue, dayMs);

  app.route({
    ...(await routeOf(endpoints.getTier, {
      tags: ['loyalty'],
      summary: "The signed-in customer's tier in brand `v`: level, progress to the next one and the benefits",
      description:
        '`enabled` false when the brand runs no tiers. `set_name` is the programme\'s name («Клуб glo»). `value` is the ' +
        'measure over the last `window_days` (XP for xp_earned, kopiyky for money_spent); `next.missing` what is left ' +
        'to the next level ("ще 340 XP до Золотого"); a customer who falls below their level keeps it `grace_days` more.',
    })),
    handler: async (request): Promise<TierResponse> => {
      const customerId = ownCustomerId(requireSession(request), request.query.v);
      const progress = await customerTierProgress(db, customerId, request.query.v);
      if (!progress) return {
          enabled: false,
          set_name: null,
          measure: null,
          window_days: null,
          grace_days: null,
          value: 0,
          tier: null,
          next: null,
          levels: [],
        };
      const levelView = (level: (typeof progress.levels)[number]) => ({
        id: level.id,
        name: level.name,
        rank: level.rank,
        threshold: level.threshold,
        benefits: {
          earning_multiplier_bp: level.earningMultiplierBp,
          free_delivery: level.freeDelivery,
          reward_ids: level.rewardIds,
        },
      });
      const held = progress.tier && progress.levels.find((level) => level.id === progress.tier?.level.id);
      return {
        enabled: true,
        set_name: progress.setName,
        measure: progress.measure,
        window_days: progress.windowDays,
        grace_days: progress.graceDays,
        value: progress.value,
        tier:
          held && progress.tier
            ? {
                ...levelView(held),
                since: progress.tier.since.toISOString(),
                grace_until: progress.tier.graceUntil?.toISOString() ?? null,
              }
            : null,
        next: progress.next && { id: progress.next.level.id, name: progress.next.level.name, missing: progress.next.missing },
        levels: progress.levels.map(levelView),
      };
    },
  });
};

export default tierRoutes;

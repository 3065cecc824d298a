// Tier sets, their levels and a customer's tier (decision 0060): marketing (and admin) change them, support reads.
// Every change commits with its audit entry (modules/tiers/staff.ts, assignTier).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TierHistoryRow } from '@loyalty/db/schema';
import * as endpoints from '@loyalty/contracts/endpoints/admin-tier';
import { routeOf } from '../../../lib/endpoint-route.ts';
import { assignTier, customerTierAndHistory } from '../../tiers/service.ts';
import {
  changeTierLevel,
  changeTierSet,
  createTierLevel,
  createTierSet,
  removeTierLevel,
  removeTierSet,
  requireTierSet,
  tierSetView,
  tierSetViews,
} from '../../tiers/staff.ts';
import { actorOf } from '../access.ts';

const readers = ['marketing', 'support'] as const;
const writers = ['marketing'] as const;

function historyView(entry: TierHistoryRow) {
  return {
    from_level_id: entry.fromLevelId,
    from_name: entry.fromName,
    to_level_id: entry.toLevelId,
    to_name: entry.toName,
    reason: entry.reason,
    staff_id: entry.staffId,
    at: entry.at.toISOString(),
  };
}

const adminTierRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function customerTierAnswer(customerId: number) {
    const { brand, tier, history } = await customerTierAndHistory(db, customerId);
    return {
      brand,
      tier: tier && {
        level_id: tier.level.id,
        name: tier.level.name,
        rank: tier.level.rank,
        since: tier.since.toISOString(),
        grace_until: tier.graceUntil?.toISOString() ?? null,
        manual: tier.manual,
      },
      history: history.map(historyView),
    };
  }

  app.route({
    ...(await routeOf(endpoints.adminGetTierSets, { tags: ['admin'], summary: 'Tier sets of both brands with their levels' })),
    config: { adminAccess: readers },
    handler: async () => ({ tier_sets: await tierSetViews(db) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostTierSets, {
      tags: ['admin'],
      summary: "Creates a brand's tier set (one per brand: 409 conflict for a second)",
    })),
    config: { adminAccess: writers },
    handler: async (request, reply) =>
      reply.code(201).send({ tier_set: await createTierSet(db, request.body, actorOf(request)) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminGetTierSetsById, { tags: ['admin'], summary: 'One tier set with its levels and their members' })),
    config: { adminAccess: readers },
    handler: async (request) => ({ tier_set: await tierSetView(db, await requireTierSet(db, request.params.id)) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchTierSetsById, { tags: ['admin'], summary: "Changes a tier set's name, measure, window or grace" })),
    config: { adminAccess: writers },
    handler: async (request) => ({ tier_set: await changeTierSet(db, request.params.id, request.body, actorOf(request)) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminDeleteTierSetsById, {
      tags: ['admin'],
      summary: 'Deletes a tier set, its levels and the levels customers hold in it (the history keeps their names)',
    })),
    config: { adminAccess: writers },
    handler: async (request) => {
      await removeTierSet(db, request.params.id, actorOf(request));
      return { deleted: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostTierSetsByIdLevels, {
      tags: ['admin'],
      summary: 'Adds a level: ranks and thresholds must rise together (400 naming rank or threshold)',
    })),
    config: { adminAccess: writers },
    handler: async (request, reply) =>
      reply.code(201).send({ level: await createTierLevel(db, request.params.id, request.body, actorOf(request)) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchTierSetsByIdLevelsByLevelId, { tags: ['admin'], summary: "Changes a level's name, threshold, rank or benefits" })),
    config: { adminAccess: writers },
    handler: async (request) => ({
      level: await changeTierLevel(db, request.params.id, request.params.level_id, request.body, actorOf(request)),
    }),
  });

  app.route({
    ...(await routeOf(endpoints.adminDeleteTierSetsByIdLevelsByLevelId, {
      tags: ['admin'],
      summary: 'Deletes a level; its customers are placed again by the next recalculation',
    })),
    config: { adminAccess: writers },
    handler: async (request) => {
      await removeTierLevel(db, request.params.id, request.params.level_id, actorOf(request));
      return { deleted: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetCustomersByIdTier, { tags: ['admin'], summary: "A customer's tier and its history, newest first" })),
    config: { adminAccess: readers },
    handler: async (request) => customerTierAnswer(request.params.id),
  });

  app.route({
    ...(await routeOf(endpoints.adminPutCustomersByIdTier, {
      tags: ['admin'],
      summary: 'Assigns a level by hand (it holds until removed) or removes the assignment (level_id null)',
      description: 'Audited with the reason. A level of the other brand answers 404 like a missing one.',
    })),
    config: { adminAccess: writers },
    handler: async (request) => {
      await assignTier(db, request.params.id, request.body.level_id, request.body.reason, actorOf(request));
      return customerTierAnswer(request.params.id);
    },
  });
};

export default adminTierRoutes;

// /api/admin/campaigns: marketing (and admin) create drafts and run them, support reads. Every change commits with its
// audit entry and drops this app's cached list of running campaigns.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@loyalty/contracts/endpoints/admin-campaign';
import { notFound } from '../../lib/domain-error.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { actorOf } from '../admin/access.ts';
import { previewCampaign, type PreviewInput } from './preview.ts';
import { findCampaign } from './repository.ts';
import { campaignResults } from './results.ts';
import {
  assertDraftOfBrand,
  campaignView,
  createCampaignDraft,
  listCampaignViews,
  moveCampaign,
  updateCampaignDraft,
  type CampaignMove,
} from './service.ts';

const readers = ['support', 'marketing'] as const;
const runners = ['marketing'] as const;

const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetCampaigns, {
      tags: ['admin'],
      summary: 'Campaigns, newest first, by status and brand, with their spent budget and members so far',
    })),
    config: { adminAccess: readers },
    handler: async (request) => {
      const { status, brand, page, per_page: perPage } = request.query;
      const found = await listCampaignViews(db, { status, brand }, { page, perPage });
      return { ...found, page, per_page: perPage };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetCampaignsById, { tags: ['admin'], summary: 'One campaign' })),
    config: { adminAccess: readers },
    handler: async (request) => ({ campaign: await campaignView(db, request.params.id) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostCampaignsPreview, {
      tags: ['admin'],
      summary: 'Replays a draft over the last 30 days of facts of its brand and trigger',
      description:
        'The same rules the campaigns engine applies (conditions, limits in the Kyiv calendar, first time only, the ' +
        "Nth scan of the month, the effect, the budget spent in fact order); the draft's dates are not applied. The " +
        'holdout of an unsaved draft is an estimate. A referral first order is the paid order that settled the referral, ' +
        "the inviter's fact; a custom event is the ops command's record of it (campaigns:event, from migration 0032).",
    })),
    config: { adminAccess: readers },
    handler: async (request) => {
      const draft = request.body;
      await assertDraftOfBrand(db, draft);
      const input: PreviewInput = {
        id: 0,
        brand: draft.brand,
        trigger: draft.trigger,
        conditions: draft.conditions,
        limits: draft.limits,
        effect: draft.effect,
        extraEffects: draft.extra_effects ?? [],
        budgetXp: draft.budget_xp,
        holdoutPercent: draft.holdout_percent,
      };
      return previewCampaign(db, input);
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetCampaignsByIdPreview, {
      tags: ['admin'],
      summary: "Replays a saved campaign's rules over the last 30 days, with its own holdout",
    })),
    config: { adminAccess: readers },
    handler: async (request) => {
      const row = await findCampaign(db, request.params.id);
      if (!row) throw notFound('There is no such campaign.');
      return previewCampaign(db, {
        id: row.id,
        brand: row.brand,
        trigger: row.trigger,
        conditions: row.conditions,
        limits: row.limits,
        effect: row.effect,
        extraEffects: row.extraEffects,
        budgetXp: row.budgetXp,
        holdoutPercent: Number(row.holdoutPercent),
      });
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetCampaignsByIdResults, {
      tags: ['admin'],
      summary: 'Treated against holdout since each member joined: scans, orders and revenue per customer',
      description:
        "Each difference (treated − holdout) with Welch's 95 % interval; significant when it excludes 0. A group " +
        'of fewer than 2 customers has no interval (null bounds and a reason).',
    })),
    config: { adminAccess: readers },
    handler: async (request) => campaignResults(db, request.params.id),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostCampaigns, {
      tags: ['admin'],
      summary: 'Creates a campaign as a draft',
      description:
        'A trigger, conditions, per-customer limits, an effect (fixed XP, or a multiplier of the base XP of a scan ' +
        'trigger, a push or SMS message, a reward unlocked) and `extra_effects` beside it (XP and a message…), ' +
        'dates, a budget and a holdout share. 400 validation_failed names the field (a reward or segment of another ' +
        'brand too).',
    })),
    config: { adminAccess: runners },
    handler: async (request, reply) => {
      const id = await createCampaignDraft(db, request.body, actorOf(request));
      reply.code(201);
      return { campaign: await campaignView(db, id) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPutCampaignsById, {
      tags: ['admin'],
      summary: "Replaces a draft's rules",
      description: '409 conflict once it is no longer a draft.',
    })),
    config: { adminAccess: runners },
    handler: async (request) => {
      await updateCampaignDraft(db, request.params.id, request.body, actorOf(request));
      return { campaign: await campaignView(db, request.params.id) };
    },
  });

  const moves: [CampaignMove, typeof endpoints.adminPostCampaignsByIdActivate, string][] = [
    [
      'activate',
      endpoints.adminPostCampaignsByIdActivate,
      'Runs a draft or a paused campaign: scheduled until its start, active from then',
    ],
    ['pause', endpoints.adminPostCampaignsByIdPause, 'Pauses a running or scheduled campaign: no credit until activated again'],
    ['end', endpoints.adminPostCampaignsByIdEnd, 'Ends a campaign for good'],
  ];
  for (const [move, endpoint, summary] of moves) {
    app.route({
      ...(await routeOf(endpoint, {
        tags: ['admin'],
        summary,
        description: '409 conflict from a status this move cannot leave.',
      })),
      config: { adminAccess: runners },
      handler: async (request) => {
        await moveCampaign(db, request.params.id, move, request.body.reason, actorOf(request));
        app.campaigns.invalidate();
        return { campaign: await campaignView(db, request.params.id) };
      },
    });
  }
};

export default adminCampaignRoutes;

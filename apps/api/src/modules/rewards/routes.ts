// Exchange calls (/exchange and its product pages): rewards of a brand and buying one with the session customer's XP.
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { getMyRedemptions, getReward, getRewardList, redeemReward } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/rewards';
import { routeOf } from '../../lib/endpoint-route.ts';

const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.list, {
      tags: ['exchange'],
      summary: 'Rewards of brand `product` that can be bought with XP',
      description:
        'Inactive rewards are listed too, with `inactive_reason`. `affordable` compares the price with the balance of ' +
        "the session's customer; `stock` null means unlimited.",
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getRewardList(db, request.query.product, customerId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.reward, {
      tags: ['exchange'],
      summary: 'One reward of brand `product`',
      description: "404 for an unknown id or another brand's reward.",
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getReward(db, request.query.product, customerId, request.query.id);
    },
  });

  app.route({
    ...(await routeOf(endpoints.redeem, {
      tags: ['exchange'],
      summary: "Buys a reward with the session customer's XP, to be sent free to a Nova Poshta branch",
      description:
        'All or nothing: a unit of stock, the redemption with its delivery and the XP debit. `delivery` is a branch ' +
        "of a city by their Refs (/api/novaposhta); the stored names and number are the directory's. A missing field " +
        'is 400 naming it; a city or branch the directory does not know (or a branch of another city) 422 ' +
        '`unknown_delivery_place` naming `body.delivery.cityRef` or `body.delivery.branchRef`. 409 `reward_inactive` ' +
        '(the message is the reason), `out_of_stock` or `insufficient_xp`; 404 for an unknown reward or one of another ' +
        'brand. An optional `Idempotency-Key` header makes a retry answer the first redemption (another reward under ' +
        'the key: 422).',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      const { delivery, recipient } = request.body;
      return redeemReward(
        db,
        request.body.product,
        customerId,
        request.body.reward_id,
        { cityRef: delivery.cityRef, branchRef: delivery.branchRef, recipient },
        app.delivery.directory(),
        idempotencyKeyOf(request),
      );
    },
  });

  app.route({
    ...(await routeOf(endpoints.redemptions, {
      tags: ['exchange'],
      summary: "The session customer's rewards of brand `product` («Мої нагороди»), newest first",
      description:
        'Each with its hand-over status: placed (being prepared), sent (with `waybill_number`), received, or cancelled ' +
        '(its XP came back).',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getMyRedemptions(db, request.query.product, customerId);
    },
  });
};

export default rewardRoutes;

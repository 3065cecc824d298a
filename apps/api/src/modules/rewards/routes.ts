// Exchange calls (/exchange and its product pages): rewards of a brand and buying one with the session customer's XP.
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import {
  exchangeListQuerySchema,
  exchangeListResponseSchema,
  exchangeRewardQuerySchema,
  exchangeRewardResponseSchema,
  redeemRewardBodySchema,
  redeemRewardResponseSchema,
} from '@loyalty/contracts/points';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { getReward, getRewardList, redeemReward } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/exchange/list',
    {
      schema: {
        tags: ['exchange'],
        summary: 'Rewards of brand `product` that can be bought with XP',
        description:
          'Inactive rewards are listed too, with `inactive_reason`. `affordable` compares the price with the balance of ' +
          "the session's customer; `stock` null means unlimited.",
        querystring: exchangeListQuerySchema,
        response: { 200: exchangeListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getRewardList(db, request.query.product, customerId);
    },
  );

  app.get(
    '/api/exchange/reward',
    {
      schema: {
        tags: ['exchange'],
        summary: 'One reward of brand `product`',
        description: "404 for an unknown id or another brand's reward.",
        querystring: exchangeRewardQuerySchema,
        response: { 200: exchangeRewardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getReward(db, request.query.product, customerId, request.query.id);
    },
  );

  app.post(
    '/api/exchange/redeem',
    {
      schema: {
        tags: ['exchange'],
        summary: "Buys a reward with the session customer's XP",
        description:
          'All or nothing: a unit of stock, the redemption and the XP debit. 409 `reward_inactive` (the message is the ' +
          'reason), `out_of_stock` or `insufficient_xp`; 404 for an unknown reward or one of another brand. An optional ' +
          '`Idempotency-Key` header makes a retry answer the first redemption (another reward under the key: 422).',
        body: redeemRewardBodySchema,
        response: { 200: redeemRewardResponseSchema, ...errors, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return redeemReward(db, request.body.product, customerId, request.body.reward_id, idempotencyKeyOf(request));
    },
  );
};

export default rewardRoutes;

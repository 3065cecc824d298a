// Delivery calls: Nova Poshta city and branch search (from app.delivery's directory) and the iPost courier calls, plus
// the directory refresh job (the `delivery:refresh` operator command is in ops/commands).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { requireSession } from '../../plugins/session.ts';
import {
  branchAnswer,
  cityAnswer,
  courierCityAvailable,
  createIpostHandleSigner,
  ensureCourierToken,
  requireIpostHandle,
  sendOrderAddress,
} from './service.ts';
import { estimateDelivery } from './estimate.ts';
import * as endpoints from '@loyalty/contracts/endpoints/delivery';
import { routeOf } from '../../lib/endpoint-route.ts';

export const directoryRefreshQueue = 'delivery:refresh-directory';

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signer = createIpostHandleSigner(app.appSecret);

  if (app.delivery.canRefresh) {
    app.jobs.register(directoryRefreshQueue, async () => {
      await app.delivery.refreshNow('job');
    });
    app.jobs.every(directoryRefreshQueue, app.config.novaPoshta.refreshHours * 3_600_000);
  }

  app.route({
    ...(await routeOf(endpoints.cities, {
      tags: ['delivery'],
      summary: 'Nova Poshta cities by name',
      description:
        'An empty query lists the six popular cities in the order of the spec (Київ, Харків, Одеса, Дніпро, Запоріжжя, ' +
        "Львів); otherwise exact and prefix matches come first. Pass a city's `city_id` to /api/novaposhta/branches.",
    })),
    handler: async (request) => {
      requireSession(request);
      const cities = app.delivery.directory().searchCities(request.body.query, request.body.limit);
      return { cities: cities.map(cityAnswer) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.branches, {
      tags: ['delivery'],
      summary: 'Nova Poshta branches of a city',
      description: "cityRef is the city's `city_id`. A number query finds that branch first. 404 for an unknown city.",
    })),
    handler: async (request) => {
      requireSession(request);
      const directory = app.delivery.directory();
      const { cityRef, query, limit } = request.body;
      if (!directory.city(cityRef)) throw new HttpError(404, 'not_found', 'No such Nova Poshta city.');
      return { branches: directory.branches(cityRef, query, limit).map(branchAnswer) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.estimate, {
      tags: ['delivery'],
      summary: "Nova Poshta's tariff for the cart to a branch of a city",
      description:
        'What the recipient would pay the carrier (shipping option 1; the order\'s shipping line stays 0). The server ' +
        "weighs and values the lines from the catalogue and sends from its own city (NOVAPOSHTA_SENDER_CITY_REF) through " +
        "Nova Poshta's InternetDocument/getDocumentPrice. `estimate` is null when the carrier does not answer. 404 for an " +
        "unknown city, 400 naming the line of a variant that is not the brand's.",
    })),
    handler: async (request) => {
      requireSession(request);
      const { product, ...body } = request.body;
      return estimateDelivery(
        {
          db,
          directory: app.delivery.directory(),
          tariff: app.delivery.tariff,
          senderCityRef: app.config.novaPoshta.senderCityRef,
          log: request.log,
        },
        product,
        body,
      );
    },
  });

  app.route({
    ...(await routeOf(endpoints.auth, {
      tags: ['delivery'],
      summary: 'A handle for the iPost calls of this session',
      description:
        "The token is the server's handle bound to the session, valid for an hour; iPost's own token never leaves the " +
        'server. 502 `courier_unavailable` when iPost cannot be reached.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      await ensureCourierToken(app.delivery.courierToken, request.log);
      const handle = signer.issue(session.id);
      return { token: handle.token, expired_at: handle.expiresAt.toISOString() };
    },
  });

  app.route({
    ...(await routeOf(endpoints.cityAvailable, {
      tags: ['delivery'],
      summary: 'Whether the iPost courier serves a city',
      description: '401 `ipost_token_invalid` for a handle of another session or an expired one.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      requireIpostHandle(signer, request.body.token, session);
      const available = await courierCityAvailable(
        app.delivery.courier,
        app.delivery.courierToken,
        request.body.city,
        request.log,
      );
      return { available };
    },
  });

  app.route({
    ...(await routeOf(endpoints.sendAddress, {
      tags: ['delivery'],
      summary: "Hands an iPost order's address to the courier",
      description:
        "The address sent is the order's own stored delivery; the body's fields are only validated. 403 for an order " +
        "that is not the session's, 409 `not_courier_order` for one not delivered by iPost, 502 `courier_unavailable` " +
        'after the retry failed too. Repeating after success answers the recorded result.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const body = request.body;
      requireIpostHandle(signer, body.token, session);
      return sendOrderAddress(
        db,
        app.delivery.courier,
        app.delivery.courierToken,
        session,
        {
          orderId: body.order_id,
          deliveryDate: body.delivery_date,
          deliveryTimeFrom: body.delivery_time_from,
          deliveryTimeTo: body.delivery_time_to,
        },
        request.log,
      );
    },
  });
};

export default deliveryRoutes;

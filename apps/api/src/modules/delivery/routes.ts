// Delivery calls: Nova Poshta city and branch search (from app.delivery's directory) and the iPost courier calls, plus
// the directory refresh job (the `delivery:refresh` operator command is in ops/commands).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import {
  ipostAuthResponseSchema,
  ipostCityAvailableBodySchema,
  ipostCityAvailableResponseSchema,
  ipostSendAddressBodySchema,
  ipostSendAddressResponseSchema,
  listBranchesBodySchema,
  listBranchesResponseSchema,
  searchCitiesBodySchema,
  searchCitiesResponseSchema,
} from '@loyalty/contracts/delivery';
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

export const directoryRefreshQueue = 'delivery:refresh-directory';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signer = createIpostHandleSigner(app.appSecret);

  if (app.delivery.canRefresh) {
    app.jobs.register(directoryRefreshQueue, async () => {
      await app.delivery.refreshNow('job');
    });
    app.jobs.every(directoryRefreshQueue, app.config.novaPoshta.refreshHours * 3_600_000);
  }

  app.post(
    '/api/novaposhta/cities',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Nova Poshta cities by name',
        description:
          'An empty query lists the six popular cities in the order of the spec (Київ, Харків, Одеса, Дніпро, Запоріжжя, ' +
          "Львів); otherwise exact and prefix matches come first. Pass a city's `city_id` to /api/novaposhta/branches.",
        body: searchCitiesBodySchema,
        response: { 200: searchCitiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSession(request);
      const cities = app.delivery.directory().searchCities(request.body.query, request.body.limit);
      return { cities: cities.map(cityAnswer) };
    },
  );

  app.post(
    '/api/novaposhta/branches',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Nova Poshta branches of a city',
        description: "cityRef is the city's `city_id`. A number query finds that branch first. 404 for an unknown city.",
        body: listBranchesBodySchema,
        response: { 200: listBranchesResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      requireSession(request);
      const directory = app.delivery.directory();
      const { cityRef, query, limit } = request.body;
      if (!directory.city(cityRef)) throw new HttpError(404, 'not_found', 'No such Nova Poshta city.');
      return { branches: directory.branches(cityRef, query, limit).map(branchAnswer) };
    },
  );

  app.post(
    '/api/ipost/auth',
    {
      schema: {
        tags: ['delivery'],
        summary: 'A handle for the iPost calls of this session',
        description:
          "The token is the server's handle bound to the session, valid for an hour; iPost's own token never leaves the " +
          'server. 502 `courier_unavailable` when iPost cannot be reached.',
        response: { 200: ipostAuthResponseSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await ensureCourierToken(app.delivery.courierToken, request.log);
      const handle = signer.issue(session.id);
      return { token: handle.token, expired_at: handle.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/ipost/city-available',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Whether the iPost courier serves a city',
        description: '401 `ipost_token_invalid` for a handle of another session or an expired one.',
        body: ipostCityAvailableBodySchema,
        response: { 200: ipostCityAvailableResponseSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/ipost/send-address',
    {
      schema: {
        tags: ['delivery'],
        summary: "Hands an iPost order's address to the courier",
        description:
          "The address sent is the order's own stored delivery; the body's fields are only validated. 403 for an order " +
          "that is not the session's, 409 `not_courier_order` for one not delivered by iPost, 502 `courier_unavailable` " +
          'after the retry failed too. Repeating after success answers the recorded result.',
        body: ipostSendAddressBodySchema,
        response: {
          200: ipostSendAddressResponseSchema,
          ...errors,
          403: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
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
  );
};

export default deliveryRoutes;

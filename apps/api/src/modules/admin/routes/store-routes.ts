// Sales points (/go-buy) and brand stores (/glo-studio) for marketing: a brand's list by kind, searched and paged, and
// a store created, edited or deleted, each change with its audit entry (modules/stores/staff.ts, docs/decisions/0085).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStore, deleteStore, listStoresForStaff, updateStore } from '../../stores/staff.ts';
import { actorOf } from '../access.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-store';
import { routeOf } from '../../../lib/endpoint-route.ts';

// Who edits the catalogue and the content edits where customers buy.
const marketing = ['marketing'] as const;

const fieldsNote =
  '`hours` in the one format the app reads (docs/decisions/0082: «Пн–Пт 10:00–20:00, Сб–Нд вихідний»), `phone` empty ' +
  'or +380XXXXXXXXX (stored grouped, «+380 44 390 12 01»), `latitude` 44–53 and `longitude` 22–41 (Ukraine). The ' +
  'customer lists read the table on every call; an open app shows a change within five minutes (its cache).';

const adminStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetStores, {
      tags: ['admin'],
      summary: "A brand's sales points and brand stores, by kind, paged",
      description:
        '`q` matches part of the name or city, ignoring case, literally. `sort` position (kind, then place), name or city.',
    })),
    config: { adminAccess: marketing },
    handler: async (request) => listStoresForStaff(db, request.query),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostStores, {
      tags: ['admin'],
      summary: 'Adds a sales point or brand store (last in its list unless `position` is given)',
      description: fieldsNote,
    })),
    config: { adminAccess: marketing },
    handler: async (request) => createStore(db, request.body, actorOf(request)),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchStoresByBrandById, {
      tags: ['admin'],
      summary: "Edits or moves a store of `brand` (404 for another brand's id)",
      description: fieldsNote,
    })),
    config: { adminAccess: marketing },
    handler: async (request) => updateStore(db, request.params, request.body, actorOf(request)),
  });

  app.route({
    ...(await routeOf(endpoints.adminDeleteStoresByBrandById, {
      tags: ['admin'],
      summary: "Deletes a store of `brand` (404 for another brand's id); nothing else refers to stores",
    })),
    config: { adminAccess: marketing },
    handler: async (request) => {
      await deleteStore(db, request.params, actorOf(request));
      return { ok: true as const };
    },
  });
};

export default adminStoreRoutes;

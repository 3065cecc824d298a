// Device calls: GET /api/get-devices (spec section 7, code and data.asset) and POST /api/device-reg.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { getDevices, registerDevice } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/devices';
import { routeOf } from '../../lib/endpoint-route.ts';

const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.getDevices, {
      tags: ['devices'],
      summary: "Devices registered by the session's customer of brand `product`",
      description: 'Oldest registration first. The client keeps the answer 14400 s (spec section 9).',
    })),
    handler: async (request) => getDevices(db, ownCustomerId(requireSession(request), request.query.product)),
  });

  app.route({
    ...(await routeOf(endpoints.deviceReg, {
      tags: ['devices'],
      summary: 'Registers a device by serial number',
      description:
        'serial_number: 10–20 letters and digits, spaces and dashes dropped, upper-cased. purchased_on: YYYY-MM-DD, ' +
        'not before 2015, not after today (Kyiv). warranty_until = purchased_on + the model warranty (12 months). ' +
        'A serial registered by another account is 409 `serial_taken`, by this one 409 `already_registered`.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const customerId = ownCustomerId(session, request.body.product);
      const own = [session.customerIds.glo, session.customerIds.ogo].filter((id): id is number => id !== null);
      return registerDevice(
        db,
        customerId,
        {
          brand: request.body.product,
          serialNumber: request.body.serial_number,
          model: request.body.model,
          purchasedOn: request.body.purchased_on,
        },
        own,
      );
    },
  });
};

export default deviceRoutes;

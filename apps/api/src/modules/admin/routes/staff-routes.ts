// Staff management (admin only): list, create with a generated password, change role, disable or enable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAccounts } from '@loyalty/db/schema';
import { actorOf } from '../access.ts';
import { createStaff, staffOf, updateStaff } from '../staff.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-staff';
import { routeOf } from '../../../lib/endpoint-route.ts';
const adminOnly = [] as const;

const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetStaff, {
      tags: ['admin'],
      summary: 'Every staff account',
    })),
    config: { adminAccess: adminOnly },
    handler: async () => ({ staff: (await db.select().from(staffAccounts).orderBy(staffAccounts.email)).map(staffOf) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostStaff, {
      tags: ['admin'],
      summary: 'Creates a staff account; the generated password is shown once and must be changed at first sign-in',
    })),
    config: { adminAccess: adminOnly },
    handler: async (request) => createStaff(db, request.body, actorOf(request)),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchStaffById, {
      tags: ['admin'],
      summary: 'Changes a staff account’s role, or disables (ending its sessions) or enables it',
    })),
    config: { adminAccess: adminOnly },
    handler: async (request) => ({ staff: await updateStaff(db, request.params.id, request.body, actorOf(request)) }),
  });
};

export default adminStaffRoutes;

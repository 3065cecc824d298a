// Staff management (admin only): list, create with a generated password, change role, disable or enable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateStaffBodySchema,
  adminCreateStaffResponseSchema,
  adminMeResponseSchema,
  adminStaffListResponseSchema,
  adminUpdateStaffBodySchema,
  staffIdParamsSchema,
} from '@loyalty/contracts/admin';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { staffAccounts } from '@loyalty/db/schema';
import { actorOf } from '../access.ts';
import { createStaff, staffOf, updateStaff } from '../staff.ts';
import { adminErrors } from './errors.ts';

const errors = adminErrors;
const adminOnly = [] as const;

const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/staff',
    {
      config: { adminAccess: adminOnly },
      schema: { tags: ['admin'], summary: 'Every staff account', response: { 200: adminStaffListResponseSchema, ...errors } },
    },
    async () => ({ staff: (await db.select().from(staffAccounts).orderBy(staffAccounts.email)).map(staffOf) }),
  );

  app.post(
    '/api/admin/staff',
    {
      config: { adminAccess: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Creates a staff account; the generated password is shown once and must be changed at first sign-in',
        body: adminCreateStaffBodySchema,
        response: { 200: adminCreateStaffResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => createStaff(db, request.body, actorOf(request)),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      config: { adminAccess: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Changes a staff account’s role, or disables (ending its sessions) or enables it',
        params: staffIdParamsSchema,
        body: adminUpdateStaffBodySchema,
        response: { 200: adminMeResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => ({ staff: await updateStaff(db, request.params.id, request.body, actorOf(request)) }),
  );
};

export default adminStaffRoutes;

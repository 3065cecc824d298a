// The moderators' age-verification queue: requests by status, the document photo, approve or reject with a
// reason; the customer is told by SMS either way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, count, desc, eq } from 'drizzle-orm';
import { idParamsSchema } from '@loyalty/contracts/ids';
import { ageVerificationRequests } from '@loyalty/db/schema';
import { customerRecordsOfPhones } from '../../user/repository.ts';
import { approveVerification, rejectVerification, verificationPhoto } from '../../verification/service.ts';
import type { FastifyReply } from 'fastify';
import { actorOf } from '../access.ts';
import { sendCsv } from '../csv-reply.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-verification';
import { routeOf } from '../../../lib/endpoint-route.ts';
const moderator = ['moderator'] as const;

const approvedSms = 'glo·ogo: твій вік підтверджено. Дякуємо! Тепер тобі доступні всі можливості застосунку.';
function rejectedSms(reason: string): string {
  return `glo·ogo: документ для підтвердження віку не прийнято. Причина: ${reason}. Надішли нове фото в застосунку.`;
}

const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The SMS after a decision: the decision stands even if the gateway is down (logged for the moderator). */
  async function tell(phone: string, text: string, requestId: number) {
    await app.sms.send({ phone, text, ip: '' }).catch((error: unknown) => {
      app.log.warn({ err: error, requestId }, 'the verification SMS could not be sent');
    });
  }

  app.route({
    ...(await routeOf(endpoints.adminGetVerifications, {
      tags: ['admin'],
      summary: 'Age verification requests, newest first; `status` pending (default), approved, rejected or all',
    })),
    config: { adminAccess: moderator },
    handler: async (request, reply) => {
      const { status, format, sort } = request.query;
      const { page, perPage } =
        format === 'csv' ? { page: 1, perPage: 100_000 } : { page: request.query.page, perPage: request.query.per_page };
      const where = status === 'all' ? undefined : eq(ageVerificationRequests.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: ageVerificationRequests.id,
            phone: ageVerificationRequests.phone,
            status: ageVerificationRequests.status,
            createdAt: ageVerificationRequests.createdAt,
            reviewedAt: ageVerificationRequests.reviewedAt,
            reason: ageVerificationRequests.rejectionReason,
            firstName: ageVerificationRequests.firstName,
            lastName: ageVerificationRequests.lastName,
            birthDate: ageVerificationRequests.birthDate,
            documentType: ageVerificationRequests.documentType,
          })
          .from(ageVerificationRequests)
          .where(where)
          .orderBy(
            ...(sort === 'created_at'
              ? [asc(ageVerificationRequests.createdAt), asc(ageVerificationRequests.id)]
              : [desc(ageVerificationRequests.createdAt), desc(ageVerificationRequests.id)]),
          )
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(ageVerificationRequests).where(where),
      ]);
      if (format === 'csv') {
        return sendCsv(
          reply as unknown as FastifyReply,
          'verifications.csv',
          [
            'id',
            'phone',
            'status',
            'created_at',
            'reviewed_at',
            'reason',
            'first_name',
            'last_name',
            'birth_date',
            'document_type',
          ],
          rows.map((row) => [
            row.id,
            row.phone,
            row.status,
            row.createdAt.toISOString(),
            row.reviewedAt?.toISOString() ?? '',
            row.reason ?? '',
            row.firstName,
            row.lastName,
            row.birthDate,
            row.documentType,
          ]),
        );
      }
      // The records of the page's phones (one per brand), with the name and birth date given at registration.
      const phones = [...new Set(rows.map((row) => row.phone))];
      const records = await customerRecordsOfPhones(db, phones);
      return {
        requests: rows.map((row) => ({
          id: row.id,
          phone: row.phone,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          reviewed_at: row.reviewedAt?.toISOString() ?? null,
          reason: row.reason ?? '',
          first_name: row.firstName,
          last_name: row.lastName,
          birth_date: row.birthDate,
          document_type: row.documentType,
          customers: records
            .filter((record) => record.phone === row.phone)
            .map((record) => ({
              id: record.id,
              brand: record.brand,
              first_name: record.firstName,
              last_name: record.lastName,
              birth_date: record.birthDate,
            })),
        })),
        total: total?.value ?? 0,
        page,
        per_page: perPage,
      };
    },
  });

  app.get(
    '/api/admin/verifications/:id/photo',
    {
      config: { adminAccess: moderator },
      schema: { tags: ['admin'], summary: 'The document photo of a request', params: idParamsSchema },
    },
    async (request, reply) => {
      const { photo, photoMime } = await verificationPhoto(db, request.params.id);
      return reply.type(photoMime).header('cache-control', 'no-store').send(photo);
    },
  );

  app.route({
    ...(await routeOf(endpoints.adminPostVerificationsByIdApprove, {
      tags: ['admin'],
      summary: 'Approves a pending request: the person is age-verified in both brands and told by SMS',
    })),
    config: { adminAccess: moderator },
    handler: async (request) => {
      const { request: decided } = await approveVerification(db, request.params.id, new Date(), actorOf(request));
      await tell(decided.phone, approvedSms, decided.id);
      return { ok: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostVerificationsByIdReject, {
      tags: ['admin'],
      summary: 'Rejects a pending request with the reason the customer reads (in the app and by SMS)',
    })),
    config: { adminAccess: moderator },
    handler: async (request) => {
      const decided = await rejectVerification(db, request.params.id, request.body.reason, new Date(), actorOf(request));
      await tell(decided.phone, rejectedSms(request.body.reason), decided.id);
      return { ok: true as const };
    },
  });
};

export default adminVerificationRoutes;

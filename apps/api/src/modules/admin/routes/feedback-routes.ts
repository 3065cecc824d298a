// Customers' feedback on orders for moderators: newest first by shop, with its photos; CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { serialIdParamSchema } from '@loyalty/contracts/ids';
import { feedback, feedbackPhotos } from '@loyalty/db/schema';
import { customerFieldOf } from '../../user/repository.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { sendCsv } from '../csv-reply.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-feedback';
import { routeOf } from '../../../lib/endpoint-route.ts';

const moderator = ['moderator'] as const;

const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetFeedback, {
      tags: ['admin'],
      summary: 'Feedback on orders and offline orders, newest first, by shop; `format=csv` for all of it',
    })),
    config: { adminAccess: moderator },
    handler: async (request, reply) => {
      const { shop, format } = request.query;
      const { page, perPage } =
        format === 'csv' ? { page: 1, perPage: 100_000 } : { page: request.query.page, perPage: request.query.per_page };
      const where = shop ? eq(feedback.shop, shop) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: feedback, phone: customerFieldOf('phone', feedback.customerId) })
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(feedback).where(where),
      ]);
      const ids = rows.map((row) => row.entry.id);
      const photos =
        ids.length === 0
          ? []
          : await db
              .select({ id: feedbackPhotos.id, feedbackId: feedbackPhotos.feedbackId })
              .from(feedbackPhotos)
              .where(inArray(feedbackPhotos.feedbackId, ids));
      const items = rows.map(({ entry, phone }) => ({
        id: entry.id,
        shop: entry.shop,
        phone,
        order_id: entry.orderId,
        offline_order_id: entry.offlineOrderId,
        rating: entry.rating,
        text: entry.text,
        photo_ids: photos.filter((photo) => photo.feedbackId === entry.id).map((photo) => photo.id),
        created_at: entry.createdAt.toISOString(),
      }));
      if (format === 'csv') {
        return sendCsv(
          reply as unknown as FastifyReply,
          'feedback.csv',
          ['id', 'created_at', 'shop', 'phone', 'order_id', 'offline_order_id', 'rating', 'photos', 'text'],
          items.map((item) => [
            item.id,
            item.created_at,
            item.shop,
            item.phone,
            item.order_id,
            item.offline_order_id,
            item.rating,
            item.photo_ids.length,
            item.text,
          ]),
        );
      }
      return { feedback: items, total: total?.value ?? 0, page, per_page: perPage };
    },
  });

  app.get(
    '/api/admin/feedback/:id/photos/:photoId',
    {
      config: { adminAccess: moderator },
      schema: {
        tags: ['admin'],
        summary: 'A photo attached to feedback',
        params: z.object({ id: serialIdParamSchema, photoId: serialIdParamSchema }),
      },
    },
    async (request, reply) => {
      const [photo] = await db
        .select({ bytes: feedbackPhotos.bytes, contentType: feedbackPhotos.contentType })
        .from(feedbackPhotos)
        .where(and(eq(feedbackPhotos.id, request.params.photoId), eq(feedbackPhotos.feedbackId, request.params.id)))
        .limit(1);
      if (!photo) throw new HttpError(404, 'not_found', 'No such photo.');
      return reply.type(photo.contentType).header('cache-control', 'no-store').send(photo.bytes);
    },
  );
};

export default adminFeedbackRoutes;

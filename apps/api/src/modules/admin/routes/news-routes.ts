// News for marketing: list (drafts too), one item, create, edit, publish/unpublish, send as a push, and the
// server's sanitised preview of rich text (exactly what the app will show).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sanitizePageHtml } from '../../content/sanitize.ts';
import { markNewsAsPush } from '../../push/news.ts';
import type { FastifyReply } from 'fastify';
import { actorOf } from '../access.ts';
import { sendCsv } from '../csv-reply.ts';
import { recordAudit } from '../../audit/service.ts';
import { createNews, findNewsForStaff, listNewsForStaff, newsItemOf, updateNews } from '../../content/news.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-news';
import { routeOf } from '../../../lib/endpoint-route.ts';

const marketing = ['marketing'] as const;

const adminNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetNews, {
      tags: ['admin'],
      summary: 'News of both brands (drafts too), last edited first',
    })),
    config: { adminAccess: marketing },
    handler: async (request, reply) => {
      const { brand, page, per_page: perPage, format, sort } = request.query;
      if (format === 'csv') {
        const all = await listNewsForStaff(db, brand, { page: 1, perPage: 100_000 }, sort);
        return sendCsv(
          reply as unknown as FastifyReply,
          'news.csv',
          ['id', 'brand', 'title', 'summary', 'published', 'published_at', 'push', 'updated_at'],
          all.news.map((item) => [
            item.id,
            item.brand,
            item.title,
            item.summary,
            item.published ? 'yes' : 'no',
            item.published_at,
            item.push ? 'yes' : 'no',
            item.updated_at,
          ]),
        );
      }
      return { ...(await listNewsForStaff(db, brand, { page, perPage }, sort)), page, per_page: perPage };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetNewsById, {
      tags: ['admin'],
      summary: 'One news item',
    })),
    config: { adminAccess: marketing },
    handler: async (request) => newsItemOf(await findNewsForStaff(db, request.params.id)),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostNews, {
      tags: ['admin'],
      summary: 'Creates a news item (a draft unless `published`); the body is sanitised before it is stored',
    })),
    config: { adminAccess: marketing },
    handler: async (request) => newsItemOf(await createNews(db, request.body, actorOf(request))),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchNewsById, {
      tags: ['admin'],
      summary: 'Edits a news item; `published` true shows it in the app (dated now), false takes it out',
    })),
    config: { adminAccess: marketing },
    handler: async (request) => newsItemOf(await updateNews(db, request.params.id, request.body, actorOf(request))),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostNewsByIdPush, {
      tags: ['admin'],
      summary: "Sends a published item as a push notification to its brand's subscribed customers, once",
      description:
        'An item for segments goes only to customers in any of them (membership at the send). The audit entry names ' +
        'the segments and their member counts now.',
    })),
    config: { adminAccess: marketing },
    // The push is queued and audited in one transaction: both commit or neither.
    handler: async (request) =>
      db.transaction(async (tx) => {
        const result = await markNewsAsPush(tx, request.params.id);
        await recordAudit(tx, actorOf(request), {
          action: 'news.push',
          targetType: 'news',
          targetId: request.params.id,
          after: result,
        });
        return { queued: result.queued };
      }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostContentPreview, {
      tags: ['admin'],
      summary: 'Rich text as the app will show it: sanitised to the content allowlist',
    })),
    config: { adminAccess: marketing },
    handler: async (request) => ({ html: sanitizePageHtml(request.body.html) }),
  });
};

export default adminNewsRoutes;

// Content calls of spec section 7: a brand's static page by id, its HTML sanitised on the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import { getFaq, getNews, getNewsItem, getPage } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/content';
import { routeOf } from '../../lib/endpoint-route.ts';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await routeOf(endpoints.getPageById, {
      tags: ['content'],
      summary: 'A static page of the brand',
      description:
        '`id` is the page slug. The user agreement is public; other pages need a session, and the rules an ' +
        'age-verified person. body_html carries only allowlisted markup.',
    })),
    handler: async (request) => getPage(app.database.db, request.session, request.body.product, request.body.id),
  });

  app.route({
    ...(await routeOf(endpoints.getFaq, {
      tags: ['content'],
      summary: 'The FAQ list of a brand and topic',
      description:
        'Topics: general and velo (/faq), invite-friend (/invite-friend/faq), subscription (/subscription/faq). ' +
        "Entries are plain text in the brand's order; an empty list when the brand has none. Needs a session.",
    })),
    handler: async (request) => {
      requireSession(request);
      return getFaq(app.database.db, request.body.product, request.body.topic);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getNews, {
      tags: ['content'],
      summary: "A page of the brand's news, newest first",
      description:
        '`offset` counts the items already shown; pages hold 10 items; `has_more` says whether more follow. An item ' +
        "for segments is listed only for a customer in any of them (the caller's record in the brand).",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return getNews(app.database.db, request.body.product, session.customerIds[request.body.product], request.body.offset);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getNewsItem, {
      tags: ['content'],
      summary: 'One news item of the brand',
      description:
        "404 for an unknown id, another brand's item, or an item for segments the caller is not in. body_html " +
        'carries only allowlisted markup.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return getNewsItem(app.database.db, request.body.product, session.customerIds[request.body.product], request.body.id);
    },
  });
};

export default contentRoutes;

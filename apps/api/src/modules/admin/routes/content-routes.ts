// Content for marketing: the brand pages (rules, vocabularies, support…) edited with the same sanitised
// rich text as news, and the FAQ entries per brand and topic (create, edit, order, delete). Every change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminFaqBodySchema,
  adminFaqItemSchema,
  adminFaqPatchSchema,
  adminFaqResponseSchema,
  adminOkSchema,
  adminPageParamsSchema,
  adminPagePatchSchema,
  adminPageSchema,
  adminPagesResponseSchema,
} from '@loyalty/contracts/admin';
import { brandSchema } from '@loyalty/contracts/brand';
import { contentPages, faqItems, type ContentPageRow, type FaqItemRow } from '@loyalty/db/schema';
import { HttpError } from '../../../plugins/errors.ts';
import { sanitizePageHtml } from '../../content/sanitize.ts';
import { actorOf } from '../access.ts';
import { recordAudit } from '../../audit/service.ts';
import { adminErrors } from './errors.ts';

const errors = adminErrors;
const marketing = ['marketing'] as const;

const pageOf = (row: ContentPageRow) => ({
  id: row.id,
  brand: row.brand,
  slug: row.slug,
  title: row.title,
  body_html: row.bodyHtml,
  updated_at: row.updatedAt.toISOString(),
});
const faqOf = (row: FaqItemRow) => ({
  id: row.id,
  brand: row.brand,
  topic: row.topic,
  title: row.title,
  text: row.text,
  position: row.position,
});

const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/pages',
    {
      config: { adminAccess: marketing },
      schema: { tags: ['admin'], summary: 'The brand pages', response: { 200: adminPagesResponseSchema, ...errors } },
    },
    async () => ({
      pages: (await db.select().from(contentPages).orderBy(asc(contentPages.brand), asc(contentPages.slug))).map(pageOf),
    }),
  );

  app.patch(
    '/api/admin/pages/:id',
    {
      config: { adminAccess: marketing },
      schema: {
        tags: ['admin'],
        summary: "Edits a page's title or body (sanitised to the content allowlist)",
        params: adminPageParamsSchema,
        body: adminPagePatchSchema,
        response: { 200: adminPageSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contentPages)
          .where(eq(contentPages.id, request.params.id))
          .for('update')
          .limit(1);
        if (!before) throw new HttpError(404, 'not_found', `There is no page ${request.params.id}.`);
        const [after] = await tx
          .update(contentPages)
          .set({
            ...(request.body.title !== undefined ? { title: request.body.title } : {}),
            ...(request.body.body_html !== undefined ? { bodyHtml: sanitizePageHtml(request.body.body_html) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(contentPages.id, before.id))
          .returning();
        if (!after) throw new Error('page vanished under its lock');
        await recordAudit(tx, actorOf(request), {
          action: 'page.update',
          targetType: 'page',
          targetId: `${before.brand}/${before.slug}`,
          before: { title: before.title, length: before.bodyHtml.length },
          after: { title: after.title, length: after.bodyHtml.length },
        });
        return pageOf(after);
      }),
  );

  app.get(
    '/api/admin/faq',
    {
      config: { adminAccess: marketing },
      schema: {
        tags: ['admin'],
        summary: 'FAQ entries of a brand, by topic and position',
        querystring: z.object({ brand: brandSchema }),
        response: { 200: adminFaqResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: (
        await db
          .select()
          .from(faqItems)
          .where(eq(faqItems.brand, request.query.brand))
          .orderBy(asc(faqItems.topic), asc(faqItems.position), asc(faqItems.id))
      ).map(faqOf),
    }),
  );

  app.post(
    '/api/admin/faq',
    {
      config: { adminAccess: marketing },
      schema: {
        tags: ['admin'],
        summary: 'Adds a FAQ entry',
        body: adminFaqBodySchema,
        response: { 200: adminFaqItemSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(faqItems).values(request.body).returning();
        if (!row) throw new Error('faq insert returned no row');
        await recordAudit(tx, actorOf(request), { action: 'faq.create', targetType: 'faq', targetId: row.id, after: faqOf(row) });
        return faqOf(row);
      }),
  );

  app.patch(
    '/api/admin/faq/:id',
    {
      config: { adminAccess: marketing },
      schema: {
        tags: ['admin'],
        summary: 'Edits or moves a FAQ entry',
        params: adminPageParamsSchema,
        body: adminFaqPatchSchema,
        response: { 200: adminFaqItemSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, request.params.id)).for('update').limit(1);
        if (!before) throw new HttpError(404, 'not_found', `There is no FAQ entry ${request.params.id}.`);
        const [after] = await tx.update(faqItems).set(request.body).where(eq(faqItems.id, before.id)).returning();
        if (!after) throw new Error('faq entry vanished under its lock');
        await recordAudit(tx, actorOf(request), {
          action: 'faq.update',
          targetType: 'faq',
          targetId: before.id,
          before: faqOf(before),
          after: faqOf(after),
        });
        return faqOf(after);
      }),
  );

  app.delete(
    '/api/admin/faq/:id',
    {
      config: { adminAccess: marketing },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a FAQ entry',
        params: adminPageParamsSchema,
        response: { 200: adminOkSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(faqItems)
          .where(and(eq(faqItems.id, request.params.id)))
          .returning();
        if (!removed) throw new HttpError(404, 'not_found', `There is no FAQ entry ${request.params.id}.`);
        await recordAudit(tx, actorOf(request), {
          action: 'faq.delete',
          targetType: 'faq',
          targetId: removed.id,
          before: faqOf(removed),
        });
        return { ok: true as const };
      }),
  );
};

export default adminContentRoutes;

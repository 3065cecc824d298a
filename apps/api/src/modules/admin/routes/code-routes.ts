// Pack-code batches for marketing: the batches with issued and redeemed counts, a new batch, its codes as
// CSV (to send to the printer), and importing a printer's CSV. The same service functions as `ops codes:*`; each change
// commits with its audit entry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { lockKey } from '@loyalty/db/locks';
import { packCodes } from '@loyalty/db/schema';
import { HttpError } from '../../../plugins/errors.ts';
import { generatePackCodes, importPackCodes, packCodeCsvColumns } from '../../loyalty/codes.ts';
import { actorOf } from '../access.ts';
import { recordAudit } from '../../audit/service.ts';
import { sendCsv } from '../csv-reply.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-code';
import { routeOf } from '../../../lib/endpoint-route.ts';
const marketing = ['marketing'] as const;

const adminCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetPackCodesBatches, {
      tags: ['admin'],
      summary: 'Pack-code batches per brand: codes issued and redeemed, XP range, first created',
    })),
    config: { adminAccess: marketing },
    handler: async () => {
      const rows = await db
        .select({
          brand: packCodes.brand,
          batch: packCodes.batch,
          kind: sql<string>`min(${packCodes.kind})`,
          issued: sql<number>`count(*)::int`,
          redeemed: sql<number>`count(${packCodes.redeemedAt})::int`,
          xpMin: sql<number>`min(${packCodes.xp})::int`,
          xpMax: sql<number>`max(${packCodes.xp})::int`,
          createdAt: sql<string>`min(${packCodes.createdAt})`,
        })
        .from(packCodes)
        .groupBy(packCodes.brand, packCodes.batch)
        .orderBy(sql`min(${packCodes.createdAt}) desc`);
      return {
        batches: rows.map((row) => ({
          brand: row.brand,
          batch: row.batch,
          kind: row.kind,
          issued: Number(row.issued),
          redeemed: Number(row.redeemed),
          xp_min: Number(row.xpMin),
          xp_max: Number(row.xpMax),
          created_at: new Date(row.createdAt).toISOString(),
        })),
      };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostPackCodesBatches, {
      tags: ['admin'],
      summary: 'Creates a batch of new unique codes (its CSV is then downloaded from the batch)',
    })),
    config: { adminAccess: marketing },
    handler: async (request) => {
      const { brand, xp, count, kind, variant_id: variantId, batch } = request.body;
      // The codes and their audit entry commit together, and the name check is under the same lock, so two
      // parallel requests cannot both create the batch.
      const rows = await db.transaction(async (tx) => {
        await lockKey(tx, `pack-code-batch:${brand}/${batch}`);
        const [existing] = await tx
          .select({ code: packCodes.code })
          .from(packCodes)
          .where(and(eq(packCodes.brand, brand), eq(packCodes.batch, batch)))
          .limit(1);
        if (existing) throw new HttpError(409, 'conflict', `The ${brand} batch "${batch}" exists already: choose another name.`);
        const made = await generatePackCodes(tx, { brand, xp, kind, variantId, batch }, count);
        await recordAudit(tx, actorOf(request), {
          action: 'pack-codes.generate',
          targetType: 'pack-code-batch',
          targetId: `${brand}/${batch}`,
          after: { count: made.length, xp, kind, variantId },
        });
        return made;
      });
      return { batch, brand, count: rows.length };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetPackCodesBatchCsv, {
      tags: ['admin'],
      summary: "A batch's codes as CSV (code,brand,xp,kind,variant,batch)",
    })),
    config: { adminAccess: marketing },
    handler: async (request, reply) => {
      const rows = await db
        .select()
        .from(packCodes)
        .where(and(eq(packCodes.brand, request.params.brand), eq(packCodes.batch, request.params.batch)))
        .orderBy(packCodes.id);
      if (rows.length === 0)
        throw new HttpError(404, 'not_found', `There is no ${request.params.brand} batch "${request.params.batch}".`);
      await recordAudit(db, actorOf(request), {
        action: 'pack-codes.export',
        targetType: 'pack-code-batch',
        targetId: `${request.params.brand}/${request.params.batch}`,
        after: { count: rows.length },
      });
      return sendCsv(
        reply as unknown as FastifyReply,
        `${request.params.brand}-${request.params.batch}.csv`,
        packCodeCsvColumns,
        rows.map((row) => [row.code, row.brand, row.xp, row.kind, row.variantId, row.batch]),
      );
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostPackCodesImport, {
      tags: ['admin'],
      summary: 'Imports codes from a CSV (header with `code`; optional brand, xp, kind, variant, batch); all or nothing',
    })),
    config: { adminAccess: marketing },
    bodyLimit: 12 * 1024 * 1024,
    handler: async (request) => {
      const { csv, brand, xp, kind, batch } = request.body;
      return db.transaction(async (tx) => {
        const result = await importPackCodes(tx, csv, {
          ...(brand ? { brand } : {}),
          ...(xp ? { xp } : {}),
          ...(kind ? { kind } : {}),
          ...(batch ? { batch } : {}),
        });
        await recordAudit(tx, actorOf(request), {
          action: 'pack-codes.import',
          targetType: 'pack-code-batch',
          targetId: batch ?? '',
          after: result,
        });
        return result;
      });
    },
  });
};

export default adminCodeRoutes;

// Catalogue extras for marketing: rewards (price, stock, on/off with the reason customers read), offers
// (text and dates), certificate partners with their stock, and the certificates CSV import of `ops certificates:import`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import { certificatePartners, certificates, offers, rewards, type OfferRow, type RewardRow } from '@loyalty/db/schema';
import { HttpError } from '../../../plugins/errors.ts';
import { importCertificateCsv } from '../../certificates/import.ts';
import { sanitizePageHtml } from '../../content/sanitize.ts';
import { assertSegmentsOfBrand } from '../../segments/service.ts';
import { actorOf } from '../access.ts';
import { recordAudit } from '../../audit/service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-catalogue';
import { routeOf } from '../../../lib/endpoint-route.ts';
const marketing = ['marketing'] as const;

const rewardOf = (row: RewardRow) => ({
  id: row.id,
  brand: row.brand,
  title: row.title,
  description: row.description,
  image_src: row.imageSrc,
  xp_price: row.xpPrice,
  active: row.active,
  inactive_reason: row.inactiveReason,
  stock: row.stock,
  position: row.position,
});
const offerOf = (row: OfferRow) => ({
  id: row.id,
  brand: row.brand,
  title: row.title,
  body_html: row.bodyHtml,
  image_src: row.imageSrc,
  valid_from: row.validFrom.toISOString(),
  valid_to: row.validTo.toISOString(),
  position: row.position,
  segment_ids: row.segmentIds,
});

const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetRewards, {
      tags: ['admin'],
      summary: 'Rewards of both brands',
    })),
    config: { adminAccess: marketing },
    handler: async () => ({
      rewards: (await db.select().from(rewards).orderBy(asc(rewards.brand), asc(rewards.position), asc(rewards.id))).map(
        rewardOf,
      ),
    }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostRewards, {
      tags: ['admin'],
      summary: 'Adds a reward (last in its brand unless moved)',
    })),
    config: { adminAccess: marketing },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const { image_src: imageSrc, xp_price: xpPrice, ...rest } = request.body;
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${rewards.position}), 0)::int` })
          .from(rewards)
          .where(eq(rewards.brand, rest.brand));
        const [row] = await tx
          .insert(rewards)
          .values({ ...rest, imageSrc, xpPrice, position: Number(last?.position ?? 0) + 1 })
          .returning();
        if (!row) throw new Error('reward insert returned no row');
        await recordAudit(tx, actorOf(request), {
          action: 'reward.create',
          targetType: 'reward',
          targetId: row.id,
          after: rewardOf(row),
        });
        return rewardOf(row);
      }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchRewardsById, {
      tags: ['admin'],
      summary: 'Edits a reward: price, stock (null: unlimited), on/off with the reason customers read, order',
    })),
    config: { adminAccess: marketing },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(rewards).where(eq(rewards.id, request.params.id)).for('update').limit(1);
        if (!before) throw new HttpError(404, 'not_found', `There is no reward ${request.params.id}.`);
        const { xp_price: xpPrice, inactive_reason: inactiveReason, ...rest } = request.body;
        const [after] = await tx
          .update(rewards)
          .set({
            ...rest,
            ...(xpPrice !== undefined ? { xpPrice } : {}),
            ...(inactiveReason !== undefined ? { inactiveReason } : {}),
          })
          .where(eq(rewards.id, before.id))
          .returning();
        if (!after) throw new Error('reward vanished under its lock');
        await recordAudit(tx, actorOf(request), {
          action: 'reward.update',
          targetType: 'reward',
          targetId: before.id,
          before: rewardOf(before),
          after: rewardOf(after),
        });
        return rewardOf(after);
      }),
  });

  app.route({
    ...(await routeOf(endpoints.adminGetOffers, {
      tags: ['admin'],
      summary: 'Offers of both brands',
    })),
    config: { adminAccess: marketing },
    handler: async () => ({
      offers: (await db.select().from(offers).orderBy(asc(offers.brand), asc(offers.position), asc(offers.id))).map(offerOf),
    }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostOffers, {
      tags: ['admin'],
      summary: 'Adds an offer shown on /offers between its dates (text sanitised), to everyone or to its segments',
      description:
        "`segment_ids`: segments of the offer's brand (400 naming `segment_ids` for another brand's or a missing one).",
    })),
    config: { adminAccess: marketing },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const {
          body_html: bodyHtml,
          image_src: imageSrc,
          valid_from: validFrom,
          valid_to: validTo,
          segment_ids: segmentIds,
          ...rest
        } = request.body;
        await assertSegmentsOfBrand(tx, rest.brand, segmentIds);
        const [row] = await tx
          .insert(offers)
          .values({
            ...rest,
            bodyHtml: sanitizePageHtml(bodyHtml),
            imageSrc,
            validFrom: new Date(validFrom),
            validTo: new Date(validTo),
            segmentIds: [...new Set(segmentIds)],
          })
          .returning();
        if (!row) throw new Error('offer insert returned no row');
        await recordAudit(tx, actorOf(request), {
          action: 'offer.create',
          targetType: 'offer',
          targetId: row.id,
          after: { title: row.title, validFrom, validTo, segmentIds: row.segmentIds },
        });
        return offerOf(row);
      }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchOffersById, {
      tags: ['admin'],
      summary: "Edits an offer's title, text (sanitised), dates, order or segments",
      description: "`segment_ids`: segments of the offer's brand, [] for everyone (400 naming `segment_ids` otherwise).",
    })),
    config: { adminAccess: marketing },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(offers).where(eq(offers.id, request.params.id)).for('update').limit(1);
        if (!before) throw new HttpError(404, 'not_found', `There is no offer ${request.params.id}.`);
        const { body_html: bodyHtml, valid_from: validFrom, valid_to: validTo, segment_ids: segmentIds, ...rest } = request.body;
        if (segmentIds !== undefined) await assertSegmentsOfBrand(tx, before.brand, segmentIds);
        const from = validFrom ? new Date(validFrom) : before.validFrom;
        const to = validTo ? new Date(validTo) : before.validTo;
        if (from >= to)
          throw new HttpError(400, 'validation_failed', 'The offer must end after it starts.', [
            { field: 'valid_to', message: 'must be after valid_from' },
          ]);
        const [after] = await tx
          .update(offers)
          .set({
            ...rest,
            ...(bodyHtml !== undefined ? { bodyHtml: sanitizePageHtml(bodyHtml) } : {}),
            validFrom: from,
            validTo: to,
            ...(segmentIds !== undefined ? { segmentIds: [...new Set(segmentIds)] } : {}),
          })
          .where(eq(offers.id, before.id))
          .returning();
        if (!after) throw new Error('offer vanished under its lock');
        await recordAudit(tx, actorOf(request), {
          action: 'offer.update',
          targetType: 'offer',
          targetId: before.id,
          before: { title: before.title, validFrom: before.validFrom, validTo: before.validTo, segmentIds: before.segmentIds },
          after: { title: after.title, validFrom: after.validFrom, validTo: after.validTo, segmentIds: after.segmentIds },
        });
        return offerOf(after);
      }),
  });

  async function partnerRows() {
    const rows = await db
      .select({
        partner: certificatePartners,
        available: sql<number>`count(${certificates.id}) filter (where ${certificates.status} = 'available' and ${certificates.deletedAt} is null)::int`,
        issued: sql<number>`count(${certificates.id}) filter (where ${certificates.status} <> 'available')::int`,
      })
      .from(certificatePartners)
      .leftJoin(certificates, eq(certificates.partnerId, certificatePartners.id))
      .groupBy(certificatePartners.id)
      .orderBy(asc(certificatePartners.position), asc(certificatePartners.id));
    return rows.map((row) => ({
      id: row.partner.id,
      slug: row.partner.slug,
      name: row.partner.name,
      category_id: row.partner.categoryId,
      active: row.partner.active,
      available: Number(row.available),
      issued: Number(row.issued),
    }));
  }

  app.route({
    ...(await routeOf(endpoints.adminGetCertificates, {
      tags: ['admin'],
      summary: 'Certificate partners with codes available and issued',
    })),
    config: { adminAccess: marketing },
    handler: async () => ({ partners: await partnerRows() }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchCertificatesPartnersById, {
      tags: ['admin'],
      summary: 'Shows or hides a partner in the app',
    })),
    config: { adminAccess: marketing },
    handler: async (request) => {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(certificatePartners)
          .where(eq(certificatePartners.id, request.params.id))
          .for('update')
          .limit(1);
        if (!before) throw new HttpError(404, 'not_found', `There is no partner ${request.params.id}.`);
        await tx.update(certificatePartners).set({ active: request.body.active }).where(eq(certificatePartners.id, before.id));
        await recordAudit(tx, actorOf(request), {
          action: 'certificate-partner.update',
          targetType: 'certificate-partner',
          targetId: before.slug,
          before: { active: before.active },
          after: { active: request.body.active },
        });
      });
      const partner = (await partnerRows()).find((row) => row.id === request.params.id);
      if (!partner) throw new HttpError(404, 'not_found', `There is no partner ${request.params.id}.`);
      return partner;
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostCertificatesImport, {
      tags: ['admin'],
      summary:
        'Imports partners (slug,category_id,name,description) or stock (partner_slug,nominal_uah,xp_price,code,bar_code,valid_until)',
    })),
    config: { adminAccess: marketing },
    bodyLimit: 12 * 1024 * 1024,
    handler: async (request) => {
      // The rows and their audit entry commit together.
      return db.transaction(async (tx) => {
        const result = await importCertificateCsv(tx, request.body.kind, request.body.csv);
        await recordAudit(tx, actorOf(request), {
          action: `certificates.import-${request.body.kind}`,
          targetType: 'certificates',
          after: {
            rows: result.rows,
            inserted: result.inserted,
            updated: result.updated,
            duplicates: result.duplicates,
            bad: result.bad.length,
          },
        });
        return result;
      });
    },
  });
};

export default adminCatalogueRoutes;

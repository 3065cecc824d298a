// Segments (decision 0060): marketing (and admin) write them, support reads them, their live count and members' CSV.
// Every change commits with its audit entry (modules/segments/service.ts).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SegmentRulesWire } from '@loyalty/contracts/admin';
import * as endpoints from '@loyalty/contracts/endpoints/admin-segment';
import type { SegmentRow } from '@loyalty/db/schema';
import type { SegmentRules } from '@loyalty/domain/segments';
import { spreadsheetSafe } from '@loyalty/domain/spreadsheet-cell';
import { routeOf } from '../../../lib/endpoint-route.ts';
import {
  assertRulesOfBrand,
  countSegmentRules,
  createSegment,
  deleteSegment,
  listSegments,
  requireSegment,
  segmentMembers,
  updateSegment,
} from '../../segments/service.ts';
import { actorOf } from '../access.ts';

const readers = ['marketing', 'support'] as const;
const writers = ['marketing'] as const;

/** The wire's snake_case rules as domain's SegmentRules, and back: the same conditions, named for each side. */
export function rulesFromWire(wire: SegmentRulesWire): SegmentRules {
  const rules: SegmentRules = {};
  if (wire.last_scan_more_than_days !== undefined) rules.lastScanMoreThanDays = wire.last_scan_more_than_days;
  if (wire.tier_level_ids !== undefined) rules.tierLevelIds = wire.tier_level_ids;
  if (wire.last_delivery_cities !== undefined) rules.lastDeliveryCities = wire.last_delivery_cities;
  if (wire.orders_count !== undefined) rules.ordersCount = wire.orders_count;
  if (wire.balance !== undefined) rules.balance = wire.balance;
  if (wire.registered !== undefined) rules.registered = wire.registered;
  if (wire.campaign_member !== undefined) rules.campaignMember = wire.campaign_member;
  return rules;
}

function rulesToWire(rules: SegmentRules): SegmentRulesWire {
  const wire: SegmentRulesWire = {};
  if (rules.lastScanMoreThanDays !== undefined) wire.last_scan_more_than_days = rules.lastScanMoreThanDays;
  if (rules.tierLevelIds !== undefined) wire.tier_level_ids = rules.tierLevelIds;
  if (rules.lastDeliveryCities !== undefined) wire.last_delivery_cities = rules.lastDeliveryCities;
  if (rules.ordersCount !== undefined) wire.orders_count = rules.ordersCount;
  if (rules.balance !== undefined) wire.balance = rules.balance;
  if (rules.registered !== undefined) wire.registered = rules.registered;
  if (rules.campaignMember !== undefined) wire.campaign_member = rules.campaignMember;
  return wire;
}

function segmentView(segment: SegmentRow) {
  return {
    id: segment.id,
    brand: segment.brand,
    name: segment.name,
    rules: rulesToWire(segment.rules),
    updated_at: segment.updatedAt.toISOString(),
  };
}

const adminSegmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetSegments, { tags: ['admin'], summary: 'Segments, of one brand when `brand` is given' })),
    config: { adminAccess: readers },
    handler: async (request) => ({ segments: (await listSegments(db, request.query.brand)).map(segmentView) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostSegments, {
      tags: ['admin'],
      summary: 'Creates a segment: rules are checked (400 naming the field), tier levels must be of its brand',
    })),
    config: { adminAccess: writers },
    handler: async (request, reply) => {
      const rules = rulesFromWire(request.body.rules);
      await assertRulesOfBrand(db, request.body.brand, rules);
      const segment = await createSegment(db, { brand: request.body.brand, name: request.body.name, rules }, actorOf(request));
      return reply.code(201).send({ segment: segmentView(segment) });
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostSegmentsCount, {
      tags: ['admin'],
      summary: 'The live count of rules being edited, before they are saved',
    })),
    config: { adminAccess: readers },
    handler: async (request) => {
      const rules = rulesFromWire(request.body.rules);
      await assertRulesOfBrand(db, request.body.brand, rules);
      return { count: await countSegmentRules(db, request.body.brand, rules) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetSegmentsById, { tags: ['admin'], summary: 'One segment' })),
    config: { adminAccess: readers },
    handler: async (request) => ({ segment: segmentView(await requireSegment(db, request.params.id)) }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPatchSegmentsById, { tags: ['admin'], summary: "Changes a segment's name or rules" })),
    config: { adminAccess: writers },
    handler: async (request) => {
      const segment = await requireSegment(db, request.params.id);
      const rules = request.body.rules === undefined ? undefined : rulesFromWire(request.body.rules);
      if (rules) await assertRulesOfBrand(db, segment.brand, rules);
      const changed = await updateSegment(
        db,
        segment.id,
        { ...(request.body.name !== undefined ? { name: request.body.name } : {}), ...(rules ? { rules } : {}) },
        actorOf(request),
      );
      return { segment: segmentView(changed) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminDeleteSegmentsById, { tags: ['admin'], summary: 'Deletes a segment' })),
    config: { adminAccess: writers },
    handler: async (request) => {
      await deleteSegment(db, request.params.id, actorOf(request));
      return { deleted: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetSegmentsByIdCount, { tags: ['admin'], summary: "The segment's members now (one query)" })),
    config: { adminAccess: readers },
    handler: async (request) => {
      const segment = await requireSegment(db, request.params.id);
      return { count: await countSegmentRules(db, segment.brand, segment.rules) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetSegmentsByIdMembersCsv, {
      tags: ['admin'],
      summary: "The segment's members as CSV (id, phone, first name, last name, registered), streamed page by page",
    })),
    config: { adminAccess: readers },
    handler: async (request, reply) => {
      const segment = await requireSegment(db, request.params.id);
      async function* records() {
        yield ['id', 'phone', 'first_name', 'last_name', 'registered_at'];
        for await (const member of segmentMembers(db, segment)) {
          yield [
            member.id,
            spreadsheetSafe(member.phone),
            spreadsheetSafe(member.firstName),
            spreadsheetSafe(member.lastName),
            member.registeredAt.toISOString(),
          ];
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="segment-${segment.id}.csv"`)
        // A stream is sent as it is (not serialized): the response schema types the body as the CSV text it becomes.
        .send(Readable.from(records()).pipe(stringify()) as unknown as string);
    },
  });
};

export default adminSegmentRoutes;

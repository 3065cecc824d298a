// Segments (decision 0060): this module owns the segments table. A segment's rules compile to ONE query over the
// brand's customers (user's customerSelectionSql) whose predicates come from each table's owner: scans, tiers, orders,
// the XP account. The count is live; members are streamed in keyset pages as CSV.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Database, type Executor } from '@loyalty/db/client';
import { segments, type SegmentRow } from '@loyalty/db/schema';
import { addCalendarDays, kyivDayStart } from '@loyalty/domain/kyiv-time';
import { lastScanCutoff, normalisedCity, type SegmentRules } from '@loyalty/domain/segments';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { campaignIdsOfBrand, treatedMemberOfSql } from '../campaigns/repository.ts';
import { balanceOfSql } from '../loyalty/repository.ts';
import { lastDeliveryCitySql } from '../orders/repository.ts';
import { creditedScanSinceSql } from '../scan/repository.ts';
import { findTierSetOfBrand, levelsOfSet, tierLevelInSql } from '../tiers/repository.ts';
import { customerSelectionSql, type CustomerSelection } from '../user/repository.ts';

type Shape = Parameters<typeof customerSelectionSql>[2];

/** The rules as one statement: the customers table's own conditions and the other owners' predicates on its id. */
export function segmentQuery(brand: Brand, rules: SegmentRules, shape: Shape, now = new Date()): SQL {
  const selection: CustomerSelection = {
    brand,
    ordersCount: rules.ordersCount,
    registeredFrom: rules.registered?.from === undefined ? undefined : kyivDayStart(rules.registered.from),
    registeredUntil: rules.registered?.to === undefined ? undefined : kyivDayStart(addCalendarDays(rules.registered.to, 1)),
  };
  const predicates = (customerId: SQL): SQL[] => {
    const found: SQL[] = [];
    if (rules.lastScanMoreThanDays !== undefined) {
      found.push(sql`not ${creditedScanSinceSql(customerId, lastScanCutoff(now, rules.lastScanMoreThanDays))}`);
    }
    if (rules.tierLevelIds !== undefined) found.push(tierLevelInSql(customerId, rules.tierLevelIds));
    if (rules.lastDeliveryCities !== undefined) {
      const cities = rules.lastDeliveryCities.map((city) => sql`${normalisedCity(city)}`);
      found.push(sql`${lastDeliveryCitySql(customerId)} in (${sql.join(cities, sql`, `)})`);
    }
    if (rules.balance?.min !== undefined) found.push(sql`${balanceOfSql(customerId)} >= ${rules.balance.min}`);
    if (rules.balance?.max !== undefined) found.push(sql`${balanceOfSql(customerId)} <= ${rules.balance.max}`);
    if (rules.campaignMember !== undefined) found.push(treatedMemberOfSql(customerId, rules.campaignMember));
    return found;
  };
  return customerSelectionSql(selection, predicates, shape);
}

export async function countSegmentRules(executor: Executor, brand: Brand, rules: SegmentRules): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(executor, segmentQuery(brand, rules, { kind: 'count' }));
  return Number(row?.count ?? 0);
}

export interface SegmentMember {
  id: number;
  phone: string;
  firstName: string;
  lastName: string;
  registeredAt: Date;
}

async function memberPage(executor: Executor, segment: SegmentRow, afterId: number, limit: number): Promise<SegmentMember[]> {
  const rows = await queryRows<{ id: number; phone: string; first_name: string; last_name: string; created_at: string | Date }>(
    executor,
    segmentQuery(segment.brand, segment.rules, { kind: 'cards', afterId, limit }),
  );
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    registeredAt: new Date(row.created_at),
  }));
}

/** Every member of a segment, in pages of `pageSize` by id: the CSV streams these without holding them all. */
export async function* segmentMembers(executor: Executor, segment: SegmentRow, pageSize = 1000): AsyncGenerator<SegmentMember> {
  let afterId = 0;
  for (;;) {
    const page = await memberPage(executor, segment, afterId, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    afterId = page[page.length - 1]!.id;
  }
}

/** Whether a customer is in a segment now: for campaigns with a segment condition. */
export async function segmentMembership(executor: Executor, segmentId: number, customerId: number): Promise<boolean> {
  return (await segmentsOfCustomer(executor, customerId, [segmentId])).has(segmentId);
}

/**
 * The segments among `segmentIds` a customer is in now, in two statements whatever their number: the segments' rows,
 * then one `union all` of each segment's query narrowed to the customer. Offers and news ask it once per request for
 * every segment their page names. No customer (no record in the brand) is in none.
 */
export async function segmentsOfCustomer(
  executor: Executor,
  customerId: number | null,
  segmentIds: readonly number[],
): Promise<Set<number>> {
  const wanted = [...new Set(segmentIds)];
  if (customerId === null || wanted.length === 0) return new Set();
  const rows = await executor.select().from(segments).where(inArray(segments.id, wanted));
  if (rows.length === 0) return new Set();
  const branches = rows.map(
    (segment) =>
      sql`select ${segment.id}::int as id where exists (${segmentQuery(segment.brand, segment.rules, { kind: 'cards', limit: 1, only: customerId })})`,
  );
  const found = await queryRows<{ id: number }>(executor, sql.join(branches, sql` union all `));
  return new Set(found.map((row) => Number(row.id)));
}

/** Which of `customerIds` are in any of the segments: one statement for a page of a push's recipients. */
export async function customersInSegments(
  executor: Executor,
  segmentRows: readonly SegmentRow[],
  customerIds: readonly number[],
): Promise<Set<number>> {
  if (segmentRows.length === 0 || customerIds.length === 0) return new Set();
  const branches = segmentRows.map((segment) =>
    segmentQuery(segment.brand, segment.rules, { kind: 'cards', limit: customerIds.length, among: customerIds }),
  );
  const found = await queryRows<{ id: number }>(
    executor,
    sql`select distinct u.id from (${sql.join(
      branches.map((branch) => sql`(${branch})`),
      sql` union all `,
    )}) u`,
  );
  return new Set(found.map((row) => Number(row.id)));
}

/** The segments of these ids, in id order (missing ones left out). */
export async function segmentsByIds(executor: Executor, ids: readonly number[]): Promise<SegmentRow[]> {
  if (ids.length === 0) return [];
  return executor
    .select()
    .from(segments)
    .where(inArray(segments.id, [...ids]))
    .orderBy(asc(segments.id));
}

/** Segment ids an offer or a news item names must be the brand's own: a 400 naming `field` otherwise. */
export async function assertSegmentsOfBrand(
  executor: Executor,
  brand: Brand,
  ids: readonly number[],
  field = 'segment_ids',
): Promise<void> {
  if (ids.length === 0) return;
  const known = new Set((await segmentsByIds(executor, ids)).filter((row) => row.brand === brand).map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new DomainError('validation_failed', 'Those segments are not of this brand.', [
      { field, message: `Unknown segments: ${unknown.join(', ')}` },
    ]);
  }
}

export async function findSegment(executor: Executor, id: number): Promise<SegmentRow | undefined> {
  const [row] = await executor.select().from(segments).where(eq(segments.id, id)).limit(1);
  return row;
}

export async function requireSegment(executor: Executor, id: number): Promise<SegmentRow> {
  const segment = await findSegment(executor, id);
  if (!segment) throw notFound('No such segment.');
  return segment;
}

export async function listSegments(executor: Executor, brand: Brand | undefined): Promise<SegmentRow[]> {
  return executor
    .select()
    .from(segments)
    .where(and(brand === undefined ? undefined : eq(segments.brand, brand)))
    .orderBy(asc(segments.id));
}

export interface SegmentInput {
  brand: Brand;
  name: string;
  rules: SegmentRules;
}

export async function createSegment(db: Database, input: SegmentInput, actor: AuditActor): Promise<SegmentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(segments).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'segment.create', targetType: 'segment', targetId: row.id, after: row });
    return row;
  });
}

export async function updateSegment(
  db: Database,
  id: number,
  input: Partial<Pick<SegmentInput, 'name' | 'rules'>>,
  actor: AuditActor,
): Promise<SegmentRow> {
  return db.transaction(async (tx) => {
    const before = await requireSegment(tx, id);
    const [row] = await tx
      .update(segments)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(segments.id, id))
      .returning();
    if (!row) throw notFound('No such segment.');
    await recordAudit(tx, actor, { action: 'segment.update', targetType: 'segment', targetId: id, before, after: row });
    return row;
  });
}

export async function deleteSegment(db: Database, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await requireSegment(tx, id);
    await tx.delete(segments).where(eq(segments.id, id));
    await recordAudit(tx, actor, { action: 'segment.delete', targetType: 'segment', targetId: id, before });
  });
}

/** Rules that name tier levels or campaigns must name the segment's brand's: a 400 naming the field otherwise. */
export async function assertRulesOfBrand(executor: Executor, brand: Brand, rules: SegmentRules): Promise<void> {
  if (rules.campaignMember !== undefined) {
    const known = await campaignIdsOfBrand(executor, brand, rules.campaignMember);
    const unknown = rules.campaignMember.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new DomainError('validation_failed', 'The rules name campaigns this brand does not have.', [
        { field: 'rules.campaign_member', message: `Unknown campaigns: ${unknown.join(', ')}` },
      ]);
    }
  }
  if (rules.tierLevelIds === undefined) return;
  const set = await findTierSetOfBrand(executor, brand);
  const known = new Set(set ? (await levelsOfSet(executor, set.id)).map((level) => level.id) : []);
  const unknown = rules.tierLevelIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new DomainError('validation_failed', 'The rules name tier levels this brand does not have.', [
      { field: 'rules.tier_level_ids', message: `Unknown levels: ${unknown.join(', ')}` },
    ]);
  }
}

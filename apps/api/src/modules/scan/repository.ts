// SQL of scanning: claiming pack codes, the scans log and its monthly counts, manager attribution, multi-scan uploads.
import { and, count, desc, eq, gte, sql, sum, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { ScanChannel, ScanKind, ScanOutcome } from '@loyalty/contracts/scan';
import { queryRows, type Executor } from '@loyalty/db/client';
import {
  customerManagers,
  multiscanUploads,
  scans,
  type CustomerManagerRow,
  type MultiscanUploadRow,
  type ScanRow,
  type UploadStatus,
} from '@loyalty/db/schema';

export interface RedemptionRow {
  /** 'balance_limit': the credit would pass maxXpBalance; the code stays unclaimed and no scan is recorded. */
  outcome: ScanOutcome | 'balance_limit';
  xp: number;
  balance: number | null;
  packCodeId: number | null;
  kind: ScanKind | null;
  /** Of a credited code (else null), what campaign conditions ask of the fact, read in the same statement. */
  fact: {
    variantId: number | null;
    productId: number | null;
    categoryId: number | null;
    /** The code's number among the customer's credited scans of the Kyiv month. */
    monthScan: number;
    /** Whether it is the customer's first credited scan ever. */
    firstScan: boolean;
  } | null;
}

/**
 * One scan in one statement: the database function redeem_pack_code (packages/db/sql) takes the customer's scan lock
 * (advisory, 'SCAN' and the customer id: parallel scans of one customer cannot both pass the monthly count), counts
 * the month, claims the code with one conditional update (a code credits once, ever), credits it through xp_move and
 * records the scan whatever its outcome. A statement is its own transaction: nothing is held open between round trips.
 */
export async function redeemPackCode(
  executor: Executor,
  input: {
    customerId: number;
    brand: Brand;
    code: string;
    channel: ScanChannel;
    uploadId: string | null;
    monthStart: Date;
    monthlyLimit: number;
    reason: string;
    note: string;
  },
): Promise<RedemptionRow> {
  const rows = await queryRows<{
    outcome: RedemptionRow['outcome'];
    xp: number;
    // bigint: a string from node-postgres.
    balance: number | string | null;
    pack_code_id: number | null;
    kind: ScanKind | null;
    variant_id: number | null;
    product_id: number | null;
    category_id: number | null;
    month_scan: number | null;
    first_scan: boolean | null;
  }>(
    executor,
    sql`select * from redeem_pack_code(${input.customerId}, ${input.brand}, ${input.code}, ${input.channel},
      ${input.uploadId}, ${input.monthStart.toISOString()}, ${input.monthlyLimit}, ${input.reason}, ${input.note})`,
  );
  const row = rows[0];
  if (!row) throw new Error('redeem_pack_code returned no row');
  return {
    outcome: row.outcome,
    xp: row.xp,
    balance: row.balance === null ? null : Number(row.balance),
    packCodeId: row.pack_code_id,
    kind: row.kind,
    fact:
      row.outcome === 'credited'
        ? {
            variantId: row.variant_id,
            productId: row.product_id,
            categoryId: row.category_id,
            monthScan: Number(row.month_scan),
            firstScan: row.first_scan === true,
          }
        : null,
  };
}

/** Credited scans of a customer since `since` (of one kind when given) and the XP they credited. */
export async function creditedScansSince(
  executor: Executor,
  customerId: number,
  since: Date,
  kind?: ScanKind,
): Promise<{ scans: number; xp: number }> {
  const [row] = await executor
    .select({ scans: count(), xp: sum(scans.xp) })
    .from(scans)
    .where(
      and(
        eq(scans.customerId, customerId),
        eq(scans.outcome, 'credited'),
        gte(scans.createdAt, since),
        kind ? eq(scans.kind, kind) : undefined,
      ),
    );
  return { scans: Number(row?.scans ?? 0), xp: Number(row?.xp ?? 0) };
}

/** Whether the customer has any credited scan: their first is used (a first-time campaign no longer applies). */
export async function hasCreditedScan(executor: Executor, customerId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.customerId, customerId), eq(scans.outcome, 'credited')))
    .limit(1);
  return rows.length > 0;
}

export interface NewScan {
  customerId: number;
  brand: Brand;
  code: string;
  packCodeId: number | null;
  kind: ScanKind | null;
  outcome: ScanOutcome;
  xp: number;
  channel: ScanChannel;
  uploadId: string | null;
}

export async function insertScan(executor: Executor, scan: NewScan): Promise<ScanRow> {
  const [row] = await executor.insert(scans).values(scan).returning();
  if (!row) throw new Error('scan not inserted');
  return row;
}

export async function scanHistoryPage(
  executor: Executor,
  customerId: number,
  options: { offset: number; limit: number },
): Promise<{ rows: ScanRow[]; total: number }> {
  const rows = await executor
    .select()
    .from(scans)
    .where(eq(scans.customerId, customerId))
    .orderBy(desc(scans.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await executor.select({ value: count() }).from(scans).where(eq(scans.customerId, customerId));
  return { rows, total: Number(total?.value ?? 0) };
}

/** Scans already recorded for a multi-scan upload (a retried job reuses them instead of redeeming again). */
export async function scansOfUpload(executor: Executor, uploadId: string): Promise<ScanRow[]> {
  return executor.select().from(scans).where(eq(scans.uploadId, uploadId)).orderBy(scans.id);
}

/** Inserts the attribution unless the customer has one; answers the row that holds either way. */
export async function saveManagerOnce(
  executor: Executor,
  input: { customerId: number; brand: Brand; managerId: string; managerFrom: string },
): Promise<{ row: CustomerManagerRow; created: boolean }> {
  const [inserted] = await executor
    .insert(customerManagers)
    .values(input)
    .onConflictDoNothing({ target: customerManagers.customerId })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await executor
    .select()
    .from(customerManagers)
    .where(eq(customerManagers.customerId, input.customerId))
    .limit(1);
  if (!existing) throw new Error('manager attribution conflicted but cannot be read');
  return { row: existing, created: false };
}

export async function insertUpload(
  executor: Executor,
  input: { customerId: number; brand: Brand; image: Buffer; imageMime: string },
): Promise<MultiscanUploadRow> {
  const [row] = await executor.insert(multiscanUploads).values(input).returning();
  if (!row) throw new Error('upload not inserted');
  return row;
}

export async function findUpload(executor: Executor, id: string): Promise<MultiscanUploadRow | undefined> {
  const [row] = await executor.select().from(multiscanUploads).where(eq(multiscanUploads.id, id)).limit(1);
  return row;
}

export async function updateUpload(
  executor: Executor,
  id: string,
  changes: { status: UploadStatus; codesFound?: number; creditedXp?: number; error?: string | null; processed?: boolean },
): Promise<void> {
  await executor
    .update(multiscanUploads)
    .set({
      status: changes.status,
      ...(changes.codesFound !== undefined ? { codesFound: changes.codesFound } : {}),
      ...(changes.creditedXp !== undefined ? { creditedXp: changes.creditedXp } : {}),
      ...(changes.error !== undefined ? { error: changes.error } : {}),
      ...(changes.processed ? { processedAt: sql`now()` } : {}),
    })
    .where(eq(multiscanUploads.id, id));
}

/** How many multi-scan photos the customer uploaded since `since`. */
export async function uploadsSince(executor: Executor, customerId: number, since: Date): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(multiscanUploads)
    .where(and(eq(multiscanUploads.customerId, customerId), gte(multiscanUploads.createdAt, since)));
  return Number(row?.value ?? 0);
}

/** True when the customer has a credited scan at or after `since`: for segments' "last scan more than N days ago". */
export function creditedScanSinceSql(customerId: SQL, since: Date): SQL {
  // Served by scans_customer_outcome_created_idx (customer_id, outcome, created_at).
  return sql`exists (select 1 from ${scans} s
    where s.customer_id = ${customerId} and s.outcome = 'credited' and s.created_at >= ${since})`;
}

/** A credited scan as a campaign preview replays it: its time in microseconds since the epoch, exact for paging. */
export interface CreditedScanFact {
  id: number;
  customerId: number;
  atUs: number;
  xp: number;
  kind: ScanKind | null;
  variantId: number | null;
  productId: number | null;
  categoryId: number | null;
}

/**
 * One keyset page of a brand's credited scans in [from, to), in (created_at, id) order, on
 * scans_credited_brand_created_idx; the code's place in the catalogue only when asked (a join per row otherwise saved).
 */
export async function creditedScanFactsPage(
  executor: Executor,
  input: { brand: Brand; from: Date; to: Date; after: { atUs: number; id: number } | null; limit: number; catalogue: boolean },
): Promise<CreditedScanFact[]> {
  const after = input.after
    ? sql`and (s.created_at, s.id) > (timestamptz 'epoch' + ${input.after.atUs}::int8 * interval '1 microsecond', ${input.after.id}::int8)`
    : sql``;
  const catalogue = input.catalogue
    ? sql`pc.variant_id, v.product_id, p.collection_id as category_id
          from scans s
          left join pack_codes pc on pc.id = s.pack_code_id
          left join product_variants v on v.id = pc.variant_id
          left join products p on p.id = v.product_id`
    : sql`null::int as variant_id, null::int as product_id, null::int as category_id from scans s`;
  const rows = await queryRows<{
    id: number | string;
    customer_id: number;
    at_us: number | string;
    xp: number;
    kind: ScanKind | null;
    variant_id: number | null;
    product_id: number | null;
    category_id: number | null;
  }>(
    executor,
    sql`select s.id, s.customer_id, (extract(epoch from s.created_at) * 1000000)::int8 as at_us, s.xp, s.kind, ${catalogue}
        where s.brand = ${input.brand} and s.outcome = 'credited'
          and s.created_at >= ${input.from.toISOString()} and s.created_at < ${input.to.toISOString()} ${after}
        order by s.created_at, s.id
        limit ${input.limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    customerId: row.customer_id,
    atUs: Number(row.at_us),
    xp: row.xp,
    kind: row.kind,
    variantId: row.variant_id,
    productId: row.product_id,
    categoryId: row.category_id,
  }));
}

/** Of these customers, each one's credited scans in [from, to): a preview's starting counts (first scan, Nth of month). */
export async function creditedScanCountsOf(
  executor: Executor,
  customerIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  // scans_customer_outcome_created_idx: one range probe per customer.
  const rows = await queryRows<{ customer_id: number; scans: number | string }>(
    executor,
    sql`select s.customer_id, count(*) as scans from scans s
        where s.customer_id = any(${`{${customerIds.join(',')}}`}::int[]) and s.outcome = 'credited'
          and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()}
        group by s.customer_id`,
  );
  return new Map(rows.map((row) => [row.customer_id, Number(row.scans)]));
}

/** A customer's credited scans in [from, to): a campaign's results per member (scans_customer_outcome_created_idx). */
export function creditedScansBetweenSql(customerId: SQL, from: SQL, to: SQL): SQL {
  return sql`(select count(*) from ${scans} s
    where s.customer_id = ${customerId} and s.outcome = 'credited' and s.created_at >= ${from} and s.created_at < ${to})`;
}

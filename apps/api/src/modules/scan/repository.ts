// SQL of scanning: claiming pack codes, the scans log and its monthly counts, manager attribution, multi-scan uploads.
import { and, count, desc, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { ScanChannel, ScanKind, ScanOutcome } from '@loyalty/contracts/scan';
import type { Executor, Transaction } from '@loyalty/db/client';
import {
  customerManagers,
  multiscanUploads,
  packCodes,
  scans,
  type CustomerManagerRow,
  type MultiscanUploadRow,
  type ScanRow,
  type UploadStatus,
} from '@loyalty/db/schema';

/** First key of the two-key advisory locks of scanning; the second is the customer id. ("SCAN" in ASCII.) */
const scanLockNamespace = 0x5343_414e;

/**
 * Serialises one customer's redemptions until the transaction ends, so the monthly count read after it cannot be
 * outdated by a parallel scan of the same customer. Other customers never wait on it.
 */
export async function lockCustomerScans(tx: Transaction, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${scanLockNamespace}::integer, ${customerId}::integer)`);
}

export interface ClaimedPackCode {
  id: number;
  xp: number;
  kind: ScanKind;
}

/**
 * The one conditional update that makes a code credited once, ever: a parallel claim of the same row waits for this
 * one and then finds redeemed_at set, so it updates nothing.
 */
export async function claimPackCode(
  tx: Transaction,
  input: { code: string; brand: Brand; customerId: number },
): Promise<ClaimedPackCode | undefined> {
  const [row] = await tx
    .update(packCodes)
    .set({ redeemedByCustomerId: input.customerId, redeemedAt: sql`now()` })
    .where(and(eq(packCodes.code, input.code), eq(packCodes.brand, input.brand), isNull(packCodes.redeemedAt)))
    .returning({ id: packCodes.id, xp: packCodes.xp, kind: packCodes.kind });
  return row;
}

export async function findPackCode(
  executor: Executor,
  code: string,
  brand: Brand,
): Promise<{ id: number; xp: number; kind: ScanKind; redeemed: boolean } | undefined> {
  const [row] = await executor
    .select({ id: packCodes.id, xp: packCodes.xp, kind: packCodes.kind, redeemedAt: packCodes.redeemedAt })
    .from(packCodes)
    .where(and(eq(packCodes.code, code), eq(packCodes.brand, brand)))
    .limit(1);
  return row ? { id: row.id, xp: row.xp, kind: row.kind, redeemed: row.redeemedAt !== null } : undefined;
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

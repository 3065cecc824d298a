// The customer's oral (velo pouch) status, read from their velo scans and velo order lines of the ogo record.
import { and, eq, max } from 'drizzle-orm';
import type { VeloOralStatus } from '@loyalty/contracts/velo';
import type { Executor } from '@loyalty/db/client';
import { scans } from '@loyalty/db/schema';
import { lastVeloOrderAt } from '../orders/repository.ts';

/** How recent a velo purchase or scan must be for the status to be active. */
export const activeOralDays = 90;

/**
 * '' when the customer never scanned a velo pack nor ordered velo, 'active' when the latest was within 90 days,
 * 'lapsed' otherwise. Failed orders do not count; refused scans (unknown or already used codes) do not either.
 */
export async function oralStatusOf(executor: Executor, customerId: number, now: Date = new Date()): Promise<VeloOralStatus> {
  const [scan] = await executor
    .select({ at: max(scans.createdAt) })
    .from(scans)
    .where(and(eq(scans.customerId, customerId), eq(scans.kind, 'velo'), eq(scans.outcome, 'credited')));
  const orderAt = await lastVeloOrderAt(executor, customerId);
  const latest = [scan?.at, orderAt]
    .filter((value): value is Date => value instanceof Date || typeof value === 'string')
    .map((value) => new Date(value).getTime())
    .reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
  if (!Number.isFinite(latest)) return '';
  return now.getTime() - latest <= activeOralDays * 86_400_000 ? 'active' : 'lapsed';
}

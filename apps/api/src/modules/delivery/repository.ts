// Delivery's database access: directory snapshots (newest served, old ones purged) and courier hand-offs (the order
// itself is read through orders/repository.ts).
import { desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { courierHandOffs, deliveryDirectorySnapshots } from '@loyalty/db/schema';
import type { DirectorySnapshot } from '../../providers/novaposhta/directory.ts';

/** The id of the newest stored directory, or undefined when none was stored. */
export async function newestSnapshotId(executor: Executor): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: deliveryDirectorySnapshots.id })
    .from(deliveryDirectorySnapshots)
    .orderBy(desc(deliveryDirectorySnapshots.id))
    .limit(1);
  return row?.id;
}

/** A stored directory, or undefined when it is gone or is not a directory. */
export async function snapshotById(executor: Executor, id: number): Promise<DirectorySnapshot | undefined> {
  const [row] = await executor
    .select({ data: deliveryDirectorySnapshots.data })
    .from(deliveryDirectorySnapshots)
    .where(eq(deliveryDirectorySnapshots.id, id));
  if (!row) return undefined;
  const data = row.data as unknown as Partial<DirectorySnapshot>;
  // Written only by storeSnapshot, but a hand-edited row must not take the directory down.
  if (!Array.isArray(data.cities) || !Array.isArray(data.branches) || data.cities.length === 0) return undefined;
  return data as DirectorySnapshot;
}

/** Stores a snapshot and deletes all but the newest `keep`, in one transaction; returns the new row's id. */
export async function storeSnapshot(executor: Executor, snapshot: DirectorySnapshot, keep: number): Promise<number> {
  return executor.transaction(async (tx) => {
    const [row] = await tx
      .insert(deliveryDirectorySnapshots)
      .values({
        source: snapshot.source,
        takenAt: new Date(snapshot.takenAt),
        cityCount: snapshot.cities.length,
        branchCount: snapshot.branches.length,
        data: snapshot as unknown as Record<string, unknown>,
      })
      .returning({ id: deliveryDirectorySnapshots.id });
    if (!row) throw new Error('snapshot not stored');
    const newest = await tx
      .select({ id: deliveryDirectorySnapshots.id })
      .from(deliveryDirectorySnapshots)
      .orderBy(desc(deliveryDirectorySnapshots.id))
      .limit(keep);
    await tx.delete(deliveryDirectorySnapshots).where(
      notInArray(
        deliveryDirectorySnapshots.id,
        newest.map((entry) => entry.id),
      ),
    );
    return row.id;
  });
}

export async function findHandOff(executor: Executor, orderId: number) {
  const [row] = await executor.select().from(courierHandOffs).where(eq(courierHandOffs.orderId, orderId)).limit(1);
  return row;
}

/** Records the outcome of a hand-off attempt (one row per order; attempts counts every try). */
export async function recordHandOff(
  executor: Executor,
  input: {
    orderId: number;
    service: string;
    status: 'sent' | 'failed';
    reference: string | null;
    attempts: number;
    lastError: string | null;
    payload: Record<string, unknown>;
  },
): Promise<void> {
  const values = { ...input, updatedAt: new Date() };
  await executor
    .insert(courierHandOffs)
    .values(values)
    .onConflictDoUpdate({
      target: courierHandOffs.orderId,
      set: {
        service: values.service,
        status: values.status,
        reference: values.reference,
        attempts: values.attempts,
        lastError: values.lastError,
        payload: values.payload,
        updatedAt: values.updatedAt,
      },
    });
}

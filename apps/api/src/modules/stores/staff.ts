// The back-office's side of the stores: the list of a brand's sales points and brand stores (paged, searched, sorted),
// and creating, editing and deleting one, each change committed with its audit entry (docs/decisions/0085).
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminStore, adminStoreBodySchema, adminStorePatchSchema, adminStoreQuerySchema } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database, Executor } from '@loyalty/db/client';
import { stores, type StoreKind, type StoreRow } from '@loyalty/db/schema';
import { escapeLikePattern } from '@loyalty/db/text-search';
import { formatUaPhone } from '@loyalty/domain/phone-format';
import { DomainError } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';

export type StoreInput = z.output<typeof adminStoreBodySchema>;
export type StoreChange = z.output<typeof adminStorePatchSchema>;
export type StoreListQuery = z.output<typeof adminStoreQuerySchema>;

export function adminStoreOf(row: StoreRow): AdminStore {
  return {
    id: row.id,
    brand: row.brand,
    kind: row.kind,
    name: row.name,
    city: row.city,
    address: row.address,
    hours: row.hours,
    phone: row.phone,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    position: row.position,
  };
}

// Kind first where both kinds are listed, as the customer's two lists are apart.
const storeSorts = {
  position: [asc(stores.kind), asc(stores.position), asc(stores.id)],
  name: [asc(stores.name), asc(stores.id)],
  city: [asc(stores.city), asc(stores.name), asc(stores.id)],
} as const;

export async function listStoresForStaff(executor: Executor, query: StoreListQuery) {
  const conditions: SQL[] = [eq(stores.brand, query.brand)];
  if (query.kind) conditions.push(eq(stores.kind, query.kind));
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    const nameOrCity = or(ilike(stores.name, pattern), ilike(stores.city, pattern));
    if (nameOrCity) conditions.push(nameOrCity);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(stores)
      .where(where)
      .orderBy(...storeSorts[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    executor.select({ value: count() }).from(stores).where(where),
  ]);
  return { stores: rows.map(adminStoreOf), total: total?.value ?? 0, page: query.page, per_page: query.per_page };
}

/**
 * The columns of what the contract accepted. Coordinates are text columns (as the seed writes them), six decimals: about
 * 10 cm. The phone is kept grouped as it is read out, as the seed's are and the store card shows it.
 */
function columnsOf(input: StoreChange) {
  return {
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.city !== undefined ? { city: input.city } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.hours !== undefined ? { hours: input.hours } : {}),
    ...(input.phone !== undefined ? { phone: input.phone === '' ? '' : formatUaPhone(input.phone) } : {}),
    ...(input.latitude !== undefined ? { latitude: input.latitude.toFixed(6) } : {}),
    ...(input.longitude !== undefined ? { longitude: input.longitude.toFixed(6) } : {}),
    ...(input.position !== undefined ? { position: input.position } : {}),
  };
}

async function nextPosition(executor: Executor, brand: Brand, kind: StoreKind): Promise<number> {
  const [last] = await executor
    .select({ position: sql<number | null>`max(${stores.position})` })
    .from(stores)
    .where(and(eq(stores.brand, brand), eq(stores.kind, kind)));
  return last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
}

export async function createStore(db: Database, input: StoreInput, actor: AuditActor): Promise<AdminStore> {
  return db.transaction(async (tx) => {
    const position = input.position ?? (await nextPosition(tx, input.brand, input.kind));
    const [row] = await tx
      .insert(stores)
      .values({
        brand: input.brand,
        kind: input.kind,
        name: '',
        city: '',
        address: '',
        hours: '',
        latitude: '',
        longitude: '',
        ...columnsOf(input),
        position,
      })
      .returning();
    if (!row) throw new Error('store insert returned no row');
    const created = adminStoreOf(row);
    await recordAudit(tx, actor, { action: 'store.create', targetType: 'store', targetId: row.id, after: created });
    return created;
  });
}

/** The store `id` of `brand`, locked for the change; another brand's is missing, as it is on that brand's list. */
async function lockedStore(executor: Executor, brand: Brand, id: number): Promise<StoreRow> {
  const [row] = await executor
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.brand, brand)))
    .for('update')
    .limit(1);
  if (!row) throw new DomainError('not_found', `There is no ${brand} store ${id}.`);
  return row;
}

export async function updateStore(
  db: Database,
  target: { brand: Brand; id: number },
  change: StoreChange,
  actor: AuditActor,
): Promise<AdminStore> {
  return db.transaction(async (tx) => {
    const before = await lockedStore(tx, target.brand, target.id);
    const columns = columnsOf(change);
    // A kind moved without a place named goes last in its new list.
    if (change.kind !== undefined && change.kind !== before.kind && change.position === undefined) {
      columns.position = await nextPosition(tx, before.brand, change.kind);
    }
    const [after] = Object.keys(columns).length
      ? await tx.update(stores).set(columns).where(eq(stores.id, before.id)).returning()
      : [before];
    if (!after) throw new Error('store vanished under its lock');
    const saved = adminStoreOf(after);
    await recordAudit(tx, actor, {
      action: 'store.update',
      targetType: 'store',
      targetId: before.id,
      before: adminStoreOf(before),
      after: saved,
    });
    return saved;
  });
}

/** Nothing refers to a store (orders and pickups name no store), so it is deleted, not hidden. */
export async function deleteStore(db: Database, target: { brand: Brand; id: number }, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedStore(tx, target.brand, target.id);
    await tx.delete(stores).where(eq(stores.id, before.id));
    await recordAudit(tx, actor, {
      action: 'store.delete',
      targetType: 'store',
      targetId: before.id,
      before: adminStoreOf(before),
    });
  });
}

// SQL of gift certificates: categories, partners with their offers, stock claims, the customer's list and accounts.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { lockKey } from '@loyalty/db/locks';
import {
  certificateAccounts,
  certificateCategories,
  certificatePartners,
  certificates,
  type CertificateStatus,
} from '@loyalty/db/schema';

export async function listCategories(executor: Executor): Promise<{ id: number; name: string }[]> {
  return executor
    .select({ id: certificateCategories.id, name: certificateCategories.name })
    .from(certificateCategories)
    .orderBy(asc(certificateCategories.position), asc(certificateCategories.id));
}

export async function categoryMessage(executor: Executor, categoryId: number): Promise<string | undefined> {
  const [row] = await executor
    .select({ message: certificateCategories.message })
    .from(certificateCategories)
    .where(eq(certificateCategories.id, categoryId));
  return row?.message;
}

export async function categoryExists(executor: Executor, categoryId: number): Promise<boolean> {
  return (await categoryMessage(executor, categoryId)) !== undefined;
}

export interface PartnerRow {
  id: number;
  name: string;
  description: string;
  logoSrc: string;
  categoryId: number;
}

export async function activePartners(executor: Executor, categoryId: number): Promise<PartnerRow[]> {
  return executor
    .select({
      id: certificatePartners.id,
      name: certificatePartners.name,
      description: certificatePartners.description,
      logoSrc: certificatePartners.logoSrc,
      categoryId: certificatePartners.categoryId,
    })
    .from(certificatePartners)
    .where(and(eq(certificatePartners.categoryId, categoryId), eq(certificatePartners.active, true)))
    .orderBy(asc(certificatePartners.position), asc(certificatePartners.id));
}

export interface OfferRow {
  partnerId: number;
  nominalKop: number;
  xpPrice: number;
  available: number;
}

/** Distinct (nominal, XP price) of the partners' stock with how many codes are still available. */
export async function offersOf(executor: Executor, partnerIds: number[]): Promise<OfferRow[]> {
  if (partnerIds.length === 0) return [];
  return executor
    .select({
      partnerId: certificates.partnerId,
      nominalKop: certificates.nominalKop,
      xpPrice: certificates.xpPrice,
      available: sql<number>`cast(count(*) as integer)`,
    })
    .from(certificates)
    .where(and(inArray(certificates.partnerId, partnerIds), eq(certificates.status, 'available')))
    .groupBy(certificates.partnerId, certificates.nominalKop, certificates.xpPrice)
    .orderBy(asc(certificates.partnerId), asc(certificates.nominalKop), asc(certificates.xpPrice));
}

export async function activePartner(executor: Executor, partnerId: number): Promise<PartnerRow | undefined> {
  const [row] = await executor
    .select({
      id: certificatePartners.id,
      name: certificatePartners.name,
      description: certificatePartners.description,
      logoSrc: certificatePartners.logoSrc,
      categoryId: certificatePartners.categoryId,
    })
    .from(certificatePartners)
    .where(and(eq(certificatePartners.id, partnerId), eq(certificatePartners.active, true)));
  return row;
}

/**
 * Locks one available code of the offer. Free codes are taken first, skipping those other buyers hold; when every
 * code left is held, the buyer waits for one of them (its holder may roll back, say for want of XP) instead of being
 * told there is none. `undefined` only when no code of the offer is available any more.
 */
export async function claimAvailable(
  executor: Executor,
  offer: { partnerId: number; nominalKop?: number; xpPrice?: number },
): Promise<{ id: number; xpPrice: number } | undefined> {
  const candidates = () =>
    executor
      .select({ id: certificates.id, xpPrice: certificates.xpPrice })
      .from(certificates)
      .where(
        and(
          eq(certificates.partnerId, offer.partnerId),
          eq(certificates.status, 'available'),
          offer.nominalKop === undefined ? undefined : eq(certificates.nominalKop, offer.nominalKop),
          offer.xpPrice === undefined ? undefined : eq(certificates.xpPrice, offer.xpPrice),
        ),
      )
      .orderBy(asc(certificates.validUntil), asc(certificates.id))
      .limit(1);
  // Buyers of one partner's codes queue on one lock for the rest of their transaction, then take the first code. With
  // row locks alone (SKIP LOCKED, then waiting on the first held row) parallel buyers could deadlock: a waiter moved on
  // to a row another waiter held while its own was queued behind it (seen on PostgreSQL with eight buyers at once).
  await lockKey(executor, `certificate-stock:${offer.partnerId}`);
  const [free] = await candidates().for('update');
  return free;
}

export async function markIssued(executor: Executor, id: number, customerId: number, now: Date): Promise<void> {
  await executor
    .update(certificates)
    .set({ status: 'issued', customerId, issuedAt: now })
    .where(and(eq(certificates.id, id), eq(certificates.status, 'available')));
}

export interface IssuedCertificateRow {
  id: number;
  code: string;
  barCode: string;
  partner: string;
  partnerId: number;
  nominalKop: number;
  xpPrice: number;
  validUntil: string | null;
  issuedAt: Date | null;
  status: CertificateStatus;
  customerId: number | null;
}

const issuedColumns = {
  id: certificates.id,
  code: certificates.code,
  barCode: certificates.barCode,
  partner: certificatePartners.name,
  partnerId: certificates.partnerId,
  nominalKop: certificates.nominalKop,
  xpPrice: certificates.xpPrice,
  validUntil: certificates.validUntil,
  issuedAt: certificates.issuedAt,
  status: certificates.status,
  customerId: certificates.customerId,
};

export async function certificateById(executor: Executor, id: number): Promise<IssuedCertificateRow | undefined> {
  const [row] = await executor
    .select(issuedColumns)
    .from(certificates)
    .innerJoin(certificatePartners, eq(certificatePartners.id, certificates.partnerId))
    .where(eq(certificates.id, id));
  return row;
}

export async function issuedTo(executor: Executor, customerId: number): Promise<IssuedCertificateRow[]> {
  return executor
    .select(issuedColumns)
    .from(certificates)
    .innerJoin(certificatePartners, eq(certificatePartners.id, certificates.partnerId))
    .where(and(eq(certificates.customerId, customerId), eq(certificates.status, 'issued')))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function certificateByBarCode(
  executor: Executor,
  barCode: string,
): Promise<{ id: number; customerId: number | null; status: CertificateStatus } | undefined> {
  const [row] = await executor
    .select({ id: certificates.id, customerId: certificates.customerId, status: certificates.status })
    .from(certificates)
    .where(eq(certificates.barCode, barCode));
  return row;
}

export async function markDeleted(executor: Executor, id: number, now: Date): Promise<void> {
  await executor.update(certificates).set({ status: 'deleted', deletedAt: now }).where(eq(certificates.id, id));
}

export type AccountRow = typeof certificateAccounts.$inferSelect;

export async function accountOf(executor: Executor, customerId: number, forUpdate = false): Promise<AccountRow | undefined> {
  const query = executor.select().from(certificateAccounts).where(eq(certificateAccounts.customerId, customerId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function upsertAccount(
  executor: Executor,
  input: { customerId: number; email: string; firstName: string; lastName: string; now: Date },
): Promise<void> {
  const { now, ...values } = input;
  await executor
    .insert(certificateAccounts)
    .values({ ...values, registeredAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: certificateAccounts.customerId,
      set: { email: values.email, firstName: values.firstName, lastName: values.lastName, updatedAt: now },
    });
}

export async function updateAccountPin(
  executor: Executor,
  customerId: number,
  set: { pinHash?: Buffer | null; pinFailures: number; updatedAt: Date },
): Promise<void> {
  await executor.update(certificateAccounts).set(set).where(eq(certificateAccounts.customerId, customerId));
}

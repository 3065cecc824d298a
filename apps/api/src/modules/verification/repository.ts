// SQL of age verification requests (document photo and data awaiting an operator's decision).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { ageVerificationRequests } from '@loyalty/db/schema';
import type { AgeVerificationRequestRow, AgeVerificationStatus } from '@loyalty/db/schema';

/** Everything but the photo, for lists and status answers that must not drag megabytes along. */
const summaryColumns = {
  id: ageVerificationRequests.id,
  phone: ageVerificationRequests.phone,
  firstName: ageVerificationRequests.firstName,
  lastName: ageVerificationRequests.lastName,
  birthDate: ageVerificationRequests.birthDate,
  documentType: ageVerificationRequests.documentType,
  photoMime: ageVerificationRequests.photoMime,
  status: ageVerificationRequests.status,
  rejectionReason: ageVerificationRequests.rejectionReason,
  createdAt: ageVerificationRequests.createdAt,
  reviewedAt: ageVerificationRequests.reviewedAt,
};

export type VerificationRequestSummary = Omit<AgeVerificationRequestRow, 'photo'>;

/**
 * Serialises the submissions of one phone until the transaction ends, so two parallel submits cannot both see
 * "nothing pending" and both insert.
 */
export async function lockPhoneForSubmission(executor: Executor, phone: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`age-verification:${phone}`}))`);
}

export async function latestRequestOf(executor: Executor, phone: string): Promise<VerificationRequestSummary | undefined> {
  const [row] = await executor
    .select(summaryColumns)
    .from(ageVerificationRequests)
    .where(eq(ageVerificationRequests.phone, phone))
    .orderBy(desc(ageVerificationRequests.createdAt), desc(ageVerificationRequests.id))
    .limit(1);
  return row;
}

export async function hasPendingRequest(executor: Executor, phone: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: ageVerificationRequests.id })
    .from(ageVerificationRequests)
    .where(and(eq(ageVerificationRequests.phone, phone), eq(ageVerificationRequests.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

export interface NewVerificationRequest {
  phone: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  documentType: string;
  photo: Buffer;
  photoMime: string;
}

export async function insertRequest(executor: Executor, request: NewVerificationRequest): Promise<VerificationRequestSummary> {
  const [row] = await executor.insert(ageVerificationRequests).values(request).returning(summaryColumns);
  if (!row) throw new Error('verification request not inserted');
  return row;
}

export async function listRequests(
  executor: Executor,
  status: AgeVerificationStatus | undefined,
  limit: number,
): Promise<VerificationRequestSummary[]> {
  return executor
    .select(summaryColumns)
    .from(ageVerificationRequests)
    .where(status ? eq(ageVerificationRequests.status, status) : undefined)
    .orderBy(desc(ageVerificationRequests.createdAt), desc(ageVerificationRequests.id))
    .limit(limit);
}

/** Locks the request until the transaction ends: two operators deciding at once are serialised. */
export async function findRequestForUpdate(executor: Executor, id: number): Promise<VerificationRequestSummary | undefined> {
  const [row] = await executor
    .select(summaryColumns)
    .from(ageVerificationRequests)
    .where(eq(ageVerificationRequests.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function findPhoto(executor: Executor, id: number): Promise<{ photo: Buffer; photoMime: string } | undefined> {
  const [row] = await executor
    .select({ photo: ageVerificationRequests.photo, photoMime: ageVerificationRequests.photoMime })
    .from(ageVerificationRequests)
    .where(eq(ageVerificationRequests.id, id))
    .limit(1);
  return row;
}

/** Decides a request that is still pending; answers undefined when it was not pending any more. */
export async function decideRequest(
  executor: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; rejectionReason: string | null; reviewedAt: Date },
): Promise<VerificationRequestSummary | undefined> {
  const [row] = await executor
    .update(ageVerificationRequests)
    .set(decision)
    .where(and(eq(ageVerificationRequests.id, id), eq(ageVerificationRequests.status, 'pending')))
    .returning(summaryColumns);
  return row;
}

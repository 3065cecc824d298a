// Age verification rules: who may submit, the 18+ check, the person's status, and an operator's decision.
import { knownMetafields } from '@loyalty/contracts/user';
import type { VerificationStatus } from '@loyalty/contracts/verification';
import type { Database, Executor } from '@loyalty/db/client';
import type { AgeVerificationStatus } from '@loyalty/db/schema';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { addTagToPhone, listCustomersByPhone, phoneHasTagOrMetafield, upsertMetafield } from '../user/repository.ts';
import { adultAge, ageInYears, oldestPlausibleAge } from '@loyalty/domain/age';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import type { PhotoMime } from './image-type.ts';
import {
  decideRequest,
  findPhoto,
  findRequestForUpdate,
  hasPendingRequest,
  insertRequest,
  latestRequestOf,
  listRequests,
  lockPhoneForSubmission,
  type VerificationRequestSummary,
} from './repository.ts';

/** Spec section 6: a person is age-verified when any of their records has this tag or this metafield set to true. */
export const ageVerifiedTag = 'age_verified';
export const ageVerifiedMetafield = {
  namespace: knownMetafields.age_verified.namespace,
  key: 'age_verified',
  type: knownMetafields.age_verified.type,
  value: 'true',
} as const;

export async function isPersonAgeVerified(executor: Executor, phone: string): Promise<boolean> {
  return phoneHasTagOrMetafield(executor, phone, { tag: ageVerifiedTag, ...ageVerifiedMetafield });
}

export async function verificationStatusOf(executor: Executor, phone: string): Promise<VerificationStatus> {
  const [latest, verified, records] = await Promise.all([
    latestRequestOf(executor, phone),
    isPersonAgeVerified(executor, phone),
    listCustomersByPhone(executor, phone),
  ]);
  return {
    status: latest?.status ?? 'none',
    verified,
    rejection_reason: latest?.status === 'rejected' ? latest.rejectionReason : null,
    submitted_at: latest ? latest.createdAt.toISOString() : null,
    // Asked once at registration: the request form starts with it instead of asking again.
    birth_date: records.find((record) => record.birthDate !== null)?.birthDate ?? null,
  };
}

export interface VerificationSubmission {
  documentType: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  photo: Buffer;
  photoMime: PhotoMime;
}

/** The server's own 18+ check of a birth date; the client's check is a convenience. */
export function assertAdultBirthDate(birthDate: string, now: Date, field: string): void {
  const age = ageInYears(birthDate, kyivCalendarDate(now));
  if (age < adultAge) {
    throw new DomainError('under_age', 'Only adults (18+) can be verified.', [
      { field, message: `Must be at least ${adultAge} years ago` },
    ]);
  }
  if (age > oldestPlausibleAge) {
    throw new DomainError('validation_failed', 'Some fields are missing or invalid.', [
      { field, message: 'Check the year of birth' },
    ]);
  }
}

/**
 * Stores a request for review. One open request per person: a pending request or an existing verification answers
 * 409; a rejected person may try again.
 */
export async function submitVerification(
  db: Database,
  phone: string,
  submission: VerificationSubmission,
  now: Date = new Date(),
): Promise<VerificationStatus> {
  assertAdultBirthDate(submission.birthDate, now, 'body.birth_date');
  await db.transaction(async (tx) => {
    await lockPhoneForSubmission(tx, phone);
    if (await isPersonAgeVerified(tx, phone)) throw new DomainError('conflict', 'Your age is verified already.');
    if (await hasPendingRequest(tx, phone)) {
      throw new DomainError('conflict', 'Your previous request is still being reviewed.');
    }
    await insertRequest(tx, { phone, ...submission });
  });
  return verificationStatusOf(db, phone);
}

export async function listVerificationRequests(
  executor: Executor,
  status: AgeVerificationStatus | undefined,
  limit: number,
): Promise<VerificationRequestSummary[]> {
  return listRequests(executor, status, limit);
}

export async function verificationPhoto(executor: Executor, id: number): Promise<{ photo: Buffer; photoMime: string }> {
  const found = await findPhoto(executor, id);
  if (!found) throw new DomainError('not_found', `No verification request ${id}.`);
  return found;
}

async function pendingRequestForDecision(executor: Executor, id: number): Promise<VerificationRequestSummary> {
  const request = await findRequestForUpdate(executor, id);
  if (!request) throw new DomainError('not_found', `No verification request ${id}.`);
  if (request.status !== 'pending') {
    throw new DomainError('conflict', `Request ${id} is ${request.status} already; only pending requests can be decided.`);
  }
  return request;
}

export interface ApprovalResult {
  request: VerificationRequestSummary;
  /** Every customer record of the phone, each now tagged and with the metafield. */
  customerIds: number[];
}

/** Approval marks the person in both brands at once: the tag and the metafield on every record of the phone. */
export async function approveVerification(
  db: Database,
  id: number,
  now: Date = new Date(),
  actor?: AuditActor,
): Promise<ApprovalResult> {
  return db.transaction(async (tx) => {
    const pending = await pendingRequestForDecision(tx, id);
    const decided = await decideRequest(tx, id, { status: 'approved', rejectionReason: null, reviewedAt: now });
    if (!decided) throw new Error(`request ${id} changed under its row lock`);
    await addTagToPhone(tx, pending.phone, ageVerifiedTag);
    const records = await listCustomersByPhone(tx, pending.phone);
    for (const record of records) await upsertMetafield(tx, record.id, ageVerifiedMetafield);
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'verification.approve',
        targetType: 'verification',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'approved', phone: pending.phone },
      });
    }
    return { request: decided, customerIds: records.map((record) => record.id) };
  });
}

export async function rejectVerification(
  db: Database,
  id: number,
  reason: string,
  now: Date = new Date(),
  actor?: AuditActor,
): Promise<VerificationRequestSummary> {
  return db.transaction(async (tx) => {
    const pending = await pendingRequestForDecision(tx, id);
    const decided = await decideRequest(tx, id, { status: 'rejected', rejectionReason: reason, reviewedAt: now });
    if (!decided) throw new Error(`request ${id} changed under its row lock`);
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'verification.reject',
        targetType: 'verification',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'rejected', phone: pending.phone },
        reason,
      });
    }
    return decided;
  });
}

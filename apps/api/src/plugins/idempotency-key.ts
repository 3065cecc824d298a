// The optional Idempotency-Key request header of calls that spend money or XP (create-order, certificate create,
// reward redeem): the same key from the same customer answers the first result instead of doing it twice.
import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema } from '@loyalty/contracts/orders';
import { HttpError } from './errors.ts';

/** Absent is null; present but malformed (or sent twice) is 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw new HttpError(400, 'validation_failed', 'The Idempotency-Key header is malformed.', [
      { field: 'headers.idempotency-key', message: parsed.error.issues[0]?.message ?? 'Invalid value' },
    ]);
  }
  return parsed.data;
}

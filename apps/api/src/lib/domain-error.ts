// The expected failures of the business rules, by code: services, the ledger and the lifecycle throw these and know
// nothing of HTTP. plugins/errors.ts gives each code its status, from one table, when the failure reaches a client.
import type { ErrorCode, FieldError } from '@loyalty/contracts/errors';

/** A rule said no: `code` (declared in contracts) says which, `fields` which input was at fault. */
export class DomainError<Code extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Whether `error` is the domain's refusal with this code (business code branches on codes, never on statuses). */
export function isDomainError<Code extends ErrorCode>(error: unknown, code: Code): error is DomainError<Code> {
  return error instanceof DomainError && error.code === code;
}

/**
 * The codes that mean something we depend on is down or broken (a provider, the database, the server starting),
 * not that a rule refused: a job tries again later instead of giving up. errors.test.ts holds them to the codes
 * whose status is 5xx.
 */
export const outageCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'service_unavailable',
  'internal_error',
  'sms_unavailable',
  'mail_unavailable',
  'payment_unavailable',
  'courier_unavailable',
  'ipost_unavailable',
  'refresh_failed',
]);

/** A wrong one-time code: says how many tries the code has left (0: ask for a new one), never why it failed. */
export class InvalidCodeError extends DomainError<'invalid_code'> {
  constructor(
    field: string,
    readonly attemptsLeft: number,
  ) {
    super('invalid_code', 'The code is wrong or no longer valid.', [{ field, message: 'Wrong or expired code' }]);
  }
}

/** A refusal that says when to come back: the client is told as Retry-After (whole seconds, at least 1). */
export class RetryLaterError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(code: ErrorCode, message: string, retryAfterSeconds: number) {
    super(code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export function notFound(message: string): DomainError<'not_found'> {
  return new DomainError('not_found', message);
}

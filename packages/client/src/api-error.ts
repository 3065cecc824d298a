// The one failure type of an /api call in the web and admin apps: the server's code (contracts/errors.ts), typed, or a
// code the client gives a failure itself.
import type { ErrorCode, FieldError } from '@loyalty/contracts/errors';

/** Codes the client itself gives a failure: no answer, an answer it cannot read, or a server code it does not know. */
export type ClientErrorCode =
  | 'network_error'
  | 'invalid_response'
  | 'http_error'
  | 'unknown_error'
  | 'cert_auth_rejected'
  | 'missing_customer'
  | 'scan_errors';

/** The server's codes (contracts/errors.ts) and the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** An /api failure. Besides the server's codes, the client sets its own (ClientErrorCode). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    readonly requestId?: string,
    /** invalid_code of a one-time code: the wrong tries the code still allows, when the server says. */
    readonly attemptsLeft?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The ApiError of an error answer. The error schema (zod) is loaded only when an error comes, so a first screen that
 * gets none does not load it.
 */
export async function errorFromResponse(status: number, body: unknown): Promise<ApiError> {
  const { errorCodes, errorResponseSchema } = await import('@loyalty/contracts/errors');
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, requestId, attemptsLeft } = parsed.data.error;
    // A code this build does not know (a newer server) is kept apart rather than matched by accident.
    const known = (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : 'unknown_error';
    return new ApiError(status, known, message, fields ?? [], requestId, attemptsLeft);
  }
  return new ApiError(status, 'http_error', `HTTP ${status}`);
}

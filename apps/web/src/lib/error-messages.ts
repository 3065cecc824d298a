// Maps an API error to the Ukrainian (or English) toast text key; the wire's own message is never shown to customers.
import { isApiError } from '@/lib/api-client';

export type ErrorMessageKey =
  | 'errors.network'
  | 'errors.rateLimited'
  | 'errors.resendTooSoon'
  | 'errors.limitReached'
  | 'errors.accountBlocked'
  | 'errors.validation'
  | 'errors.unavailable'
  | 'errors.generic';

export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!isApiError(error)) return 'errors.generic';
  if (error.code === 'network_error') return 'errors.network';
  // The SMS caps of the login (contracts/auth.ts) say more than "too many tries".
  if (error.code === 'resend_too_soon') return 'errors.resendTooSoon';
  if (error.code === 'limit_reached') return 'errors.limitReached';
  // The support desk blocked this person: say so, rather than "try again".
  if (error.code === 'account_blocked') return 'errors.accountBlocked';
  if (error.code === 'rate_limited' || error.status === 429) return 'errors.rateLimited';
  if (error.code === 'validation_failed') return 'errors.validation';
  if (error.status >= 500) return 'errors.unavailable';
  return 'errors.generic';
}

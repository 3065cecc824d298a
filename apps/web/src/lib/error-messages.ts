// Maps an API error to the Ukrainian (or English) toast text key; the wire's own message is never shown to customers.
import { isApiError } from '@/lib/api-client';

export type ErrorMessageKey =
  'errors.network' | 'errors.rateLimited' | 'errors.validation' | 'errors.unavailable' | 'errors.generic';

export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!isApiError(error)) return 'errors.generic';
  if (error.code === 'network_error') return 'errors.network';
  if (error.code === 'rate_limited' || error.status === 429) return 'errors.rateLimited';
  if (error.code === 'validation_failed') return 'errors.validation';
  if (error.status >= 500) return 'errors.unavailable';
  return 'errors.generic';
}

// POST /api/get-version: the build id the server currently serves (spec section 7, Common).
import type { GetVersionResponse } from '@loyalty/contracts/platform';
import { apiRequest, type ResponseSchema } from '@/lib/api-client';

/**
 * The contract's `getVersionResponseSchema`, checked by hand: this call runs at every start, and loading zod's schemas
 * for it (about 23 kB) would add them to every first visit. A test holds it to the contract.
 */
export const versionAnswer: ResponseSchema<GetVersionResponse> = {
  safeParse(data) {
    const version = typeof data === 'object' && data !== null ? (data as { version?: unknown }).version : undefined;
    return typeof version === 'string' ? { success: true, data: { version } } : { success: false };
  },
};

export function getVersion(signal?: AbortSignal): Promise<GetVersionResponse> {
  // A path of its own on purpose: the answer is checked by hand (above), not through the descriptor's zod schema.
  // eslint-disable-next-line no-restricted-syntax
  return apiRequest({ method: 'POST', path: '/get-version', responseSchema: versionAnswer, signal });
}

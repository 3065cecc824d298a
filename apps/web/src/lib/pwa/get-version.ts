// POST /api/get-version: the build id the server currently serves (spec section 7, Common).
import type { GetVersionResponse } from '@loyalty/contracts/platform';
import { apiRequest } from '@/lib/api-client';

export async function getVersion(signal?: AbortSignal): Promise<GetVersionResponse> {
  const { getVersionResponseSchema } = await import('@loyalty/contracts/platform');
  return apiRequest({ method: 'POST', path: '/get-version', responseSchema: getVersionResponseSchema, signal });
}

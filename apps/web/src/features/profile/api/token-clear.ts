// POST /api/auth/token-clear: revokes every session of the person, on every device (spec section 7).
import { useMutation } from '@tanstack/react-query';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export async function clearAllSessions(): Promise<{ revoked: number }> {
  return call(authEndpoints.tokenClear, {});
}

export function useClearAllSessions() {
  return useMutation({ mutationKey: ['auth', 'token-clear'], mutationFn: clearAllSessions });
}

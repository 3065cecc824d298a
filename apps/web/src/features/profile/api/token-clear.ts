// POST /api/auth/token-clear: revokes every session of the person, on every device (spec section 7).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function clearAllSessions(): Promise<{ revoked: number }> {
  return apiRequest({
    method: 'POST',
    path: '/auth/token-clear',
    responseSchema: () => import('@loyalty/contracts/auth').then((contract) => contract.tokenClearResponseSchema),
  });
}

export function useClearAllSessions() {
  return useMutation({ mutationKey: ['auth', 'token-clear'], mutationFn: clearAllSessions });
}

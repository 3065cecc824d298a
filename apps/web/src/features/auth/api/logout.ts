// POST /api/auth/logout {token}: lets the server revoke the session and clear its cookie (spec section 7).
import type { LogoutBody } from '@loyalty/contracts/auth';
import { apiRequest } from '@/lib/api-client';

export async function logoutOnServer(token: string, signal?: AbortSignal): Promise<void> {
  const body: LogoutBody = { token };
  await apiRequest({
    method: 'POST',
    path: '/auth/logout',
    body,
    responseSchema: () => import('@loyalty/contracts/auth').then((contract) => contract.logoutResponseSchema),
    signal,
  });
}

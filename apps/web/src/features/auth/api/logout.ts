// POST /api/auth/logout {token}: lets the server revoke the session and clear its cookie (spec section 7).
import { apiRequest } from '@/lib/api-client';

export async function logoutOnServer(token: string, signal?: AbortSignal): Promise<void> {
  const { logoutBodySchema, logoutResponseSchema } = await import('@loyalty/contracts/auth');
  await apiRequest({
    method: 'POST',
    path: '/auth/logout',
    body: logoutBodySchema.parse({ token }),
    responseSchema: logoutResponseSchema,
    signal,
  });
}

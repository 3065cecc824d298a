// POST /api/ipost/auth: a courier token, the server's handle bound to the session (never iPost's own credential).
import { apiRequest } from '@/lib/api-client';

export async function ipostAuth(): Promise<string> {
  const answer = await apiRequest({
    method: 'POST',
    path: '/ipost/auth',
    body: {},
    responseSchema: () => import('@loyalty/contracts/delivery').then((contract) => contract.ipostAuthResponseSchema),
  });
  return answer.token;
}

// POST /api/ipost/auth: a courier token, the server's handle bound to the session (never iPost's own credential).
import { apiRequest } from '@/lib/api-client';

export async function ipostAuth(): Promise<string> {
  const { ipostAuthResponseSchema } = await import('@loyalty/contracts/delivery');
  const answer = await apiRequest({
    method: 'POST',
    path: '/ipost/auth',
    body: {},
    responseSchema: ipostAuthResponseSchema,
  });
  return answer.token;
}

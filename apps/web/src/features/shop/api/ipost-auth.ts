// POST /api/ipost/auth: a courier token, the server's handle bound to the session (never iPost's own credential).
import * as deliveryEndpoints from '@loyalty/contracts/endpoints/delivery';
import { call } from '@/lib/api-client';

export async function ipostAuth(): Promise<string> {
  const answer = await call(deliveryEndpoints.auth, { body: {} });
  return answer.token;
}

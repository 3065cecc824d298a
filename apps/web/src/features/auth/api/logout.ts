// POST /api/auth/logout {token}: lets the server revoke the session and clear its cookie (spec section 7).
import type { LogoutBody } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export async function logoutOnServer(token: string, signal?: AbortSignal): Promise<void> {
  const body: LogoutBody = { token };
  await call(authEndpoints.logout, { body, signal });
}

// POST /api/auth/check-token {gloShopId, ogoShopId}: is the session still alive (spec section 4: no token = logged out).
import type { CheckTokenBody, ShopIds } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export interface CheckTokenAnswer {
  code: 200;
  token?: string;
  shopIds?: ShopIds;
}

export async function checkToken(shopIds: ShopIds): Promise<CheckTokenAnswer> {
  // Every signed-in start asks: the body is typed, not parsed, so zod is not loaded to send it.
  const body: CheckTokenBody = { gloShopId: shopIds.glo, ogoShopId: shopIds.ogo };
  return call(authEndpoints.checkToken, { body });
}

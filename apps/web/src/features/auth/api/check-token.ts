// POST /api/auth/check-token {gloShopId, ogoShopId}: is the session still alive (spec section 4: no token = logged out).
import type { ShopIds } from '@loyalty/contracts/auth';
import { apiRequest } from '@/lib/api-client';

export interface CheckTokenAnswer {
  code: 200;
  token?: string;
  shopIds?: ShopIds;
}

export async function checkToken(shopIds: ShopIds): Promise<CheckTokenAnswer> {
  const { checkTokenBodySchema, checkTokenResponseSchema } = await import('@loyalty/contracts/auth');
  return apiRequest({
    method: 'POST',
    path: '/auth/check-token',
    body: checkTokenBodySchema.parse({ gloShopId: shopIds.glo, ogoShopId: shopIds.ogo }),
    responseSchema: checkTokenResponseSchema,
  });
}

// POST /api/user/save-address: the delivery address of /profile (city, street, house, flat, Nova Poshta branch).
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryAddress, User } from '@loyalty/contracts/user';
import { apiRequest } from '@/lib/api-client';

export async function saveAddress(id: number, product: Brand, address: DeliveryAddress): Promise<User> {
  const { saveAddressBodySchema, saveAddressResponseSchema } = await import('@loyalty/contracts/user');
  const answer = await apiRequest({
    method: 'POST',
    path: '/user/save-address',
    body: saveAddressBodySchema.parse({ id, product, ...address }),
    responseSchema: saveAddressResponseSchema,
  });
  return answer.user;
}

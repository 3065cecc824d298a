// POST /api/user/update-profile {id, product, first_name, last_name}: the names of /profile (see docs/decisions).
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { apiRequest } from '@/lib/api-client';

export interface ProfileNames {
  first_name: string;
  last_name: string;
}

export async function updateProfile(id: number, product: Brand, names: ProfileNames): Promise<User> {
  const { updateProfileBodySchema, updateProfileResponseSchema } = await import('@loyalty/contracts/user');
  const answer = await apiRequest({
    method: 'POST',
    path: '/user/update-profile',
    body: updateProfileBodySchema.parse({ id, product, ...names }),
    responseSchema: updateProfileResponseSchema,
  });
  return answer.user;
}

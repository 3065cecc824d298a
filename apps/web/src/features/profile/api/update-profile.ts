// POST /api/user/update-profile {id, product, first_name, last_name}: the names of /profile (see docs/decisions).
import type { Brand } from '@loyalty/contracts/brand';
import type { UpdateProfileBody, User } from '@loyalty/contracts/user';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';

export interface ProfileNames {
  first_name: string;
  last_name: string;
}

export async function updateProfile(id: number, product: Brand, names: ProfileNames): Promise<User> {
  // The names form checks what was typed with the contract's own fields (utils/profile-forms.ts). The contract trims
  // the names: they go trimmed, as its parse used to send them.
  const body: UpdateProfileBody = { id, product, first_name: names.first_name.trim(), last_name: names.last_name.trim() };
  const answer = await call(userEndpoints.updateProfile, { body });
  return answer.user;
}

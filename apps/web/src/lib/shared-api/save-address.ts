// POST /api/user/save-address: the delivery address of /profile (city, street, house, flat, Nova Poshta branch).
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryAddress, SaveAddressBody, User } from '@loyalty/contracts/user';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';

export async function saveAddress(id: number, product: Brand, address: DeliveryAddress): Promise<User> {
  // The address form checks what was typed with the contract's own fields (utils/profile-forms.ts). The contract trims
  // the text fields: they go trimmed, as its parse used to send them.
  const body: SaveAddressBody = {
    city: address.city.trim(),
    city_ref: address.city_ref,
    street: address.street.trim(),
    house: address.house.trim(),
    flat: address.flat.trim(),
    branch_number: address.branch_number.trim(),
    id,
    product,
  };
  const answer = await call(userEndpoints.saveAddress, { body });
  return answer.user;
}

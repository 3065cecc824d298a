// POST /api/auth/create-customer: adds the signed-in person's record in a brand that has none yet (spec sections 3, 7).
import type { Brand } from '@loyalty/contracts/brand';
import type { CreateCustomerBody, SessionCustomer, ShopIds } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export interface CreateCustomerAnswer {
  customer: SessionCustomer;
  shopIds: ShopIds;
}

/** The new record copies the person's data from the record they already have (spec section 3, customer creation). */
export async function createCustomer(from: SessionCustomer, variant: Brand): Promise<CreateCustomerAnswer> {
  // The contract trims the names: they go trimmed, as its parse used to send them. The server checks the rest.
  const body: CreateCustomerBody = {
    first_name: from.first_name.trim(),
    last_name: from.last_name.trim(),
    email: from.email,
    phone: from.phone,
    note: '',
    tags: [],
    variant,
  };
  return call(authEndpoints.createCustomer, { body });
}

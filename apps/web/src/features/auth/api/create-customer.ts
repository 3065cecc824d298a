// POST /api/auth/create-customer: adds the signed-in person's record in a brand that has none yet (spec sections 3, 7).
import type { Brand } from '@loyalty/contracts/brand';
import type { SessionCustomer, ShopIds } from '@loyalty/contracts/auth';
import { apiRequest } from '@/lib/api-client';

export interface CreateCustomerAnswer {
  customer: SessionCustomer;
  shopIds: ShopIds;
}

/** The new record copies the person's data from the record they already have (spec section 3, customer creation). */
export async function createCustomer(from: SessionCustomer, variant: Brand): Promise<CreateCustomerAnswer> {
  const { createCustomerBodySchema, createCustomerResponseSchema } = await import('@loyalty/contracts/auth');
  return apiRequest({
    method: 'POST',
    path: '/auth/create-customer',
    body: createCustomerBodySchema.parse({
      first_name: from.first_name,
      last_name: from.last_name,
      email: from.email,
      phone: from.phone,
      note: '',
      tags: [],
      variant,
    }),
    responseSchema: createCustomerResponseSchema,
  });
}

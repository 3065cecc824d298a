// POST /api/ipost/send-address: hands an iPost order's address and window to the courier after the order is placed.
import type { z } from 'zod';
import type { ipostSendAddressBodySchema } from '@loyalty/contracts/delivery';
import { apiRequest } from '@/lib/api-client';

export type IpostSendAddressBody = z.input<typeof ipostSendAddressBodySchema>;

export async function ipostSendAddress(body: IpostSendAddressBody): Promise<void> {
  const contracts = await import('@loyalty/contracts/delivery');
  // NOTE: the server retries once after 1 s with a fresh token (spec section 7); the client asks once.
  await apiRequest({
    method: 'POST',
    path: '/ipost/send-address',
    body: contracts.ipostSendAddressBodySchema.parse(body),
    responseSchema: contracts.ipostSendAddressResponseSchema,
  });
}

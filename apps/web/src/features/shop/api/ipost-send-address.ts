// POST /api/ipost/send-address: hands an iPost order's address and window to the courier after the order is placed.
import type { IpostSendAddressBody } from '@loyalty/contracts/delivery';
import * as deliveryEndpoints from '@loyalty/contracts/endpoints/delivery';
import { call } from '@/lib/api-client';

export async function ipostSendAddress(input: IpostSendAddressBody): Promise<void> {
  // The street, flat and window come from the iPost form, which checked them (utils/delivery-forms.ts). The contract
  // trims the city, street and flat: they go trimmed, as its parse used to send them.
  const body: IpostSendAddressBody = {
    ...input,
    city: input.city.trim(),
    street: input.street.trim(),
    flat: input.flat.trim(),
  };
  // NOTE: the server retries once after 1 s with a fresh token (spec section 7); the client asks once.
  await call(deliveryEndpoints.sendAddress, { body });
}

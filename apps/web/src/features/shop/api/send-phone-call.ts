// POST /api/shop/send-phone-call: records the customer's call-back request for an order (spec section 7).
import type { SendPhoneCallBody } from '@loyalty/contracts/orders';
import * as ordersEndpoints from '@loyalty/contracts/endpoints/orders';
import { call } from '@/lib/api-client';

export async function sendPhoneCall(input: SendPhoneCallBody): Promise<{ success: true; id: number }> {
  // The window comes from the payment step, which checked it (utils/delivery-forms.ts). The contract trims the phone
  // and the day: they go trimmed, as its parse used to send them.
  const body: SendPhoneCallBody = { ...input, phone: input.phone.trim(), day: input.day?.trim() };
  return call(ordersEndpoints.sendPhoneCall, { body });
}

// POST /api/shop/send-phone-call: records the customer's call-back request for an order (spec section 7).
import type { z } from 'zod';
import type { sendPhoneCallBodySchema } from '@loyalty/contracts/orders';
import { apiRequest } from '@/lib/api-client';

export type SendPhoneCallBody = z.input<typeof sendPhoneCallBodySchema>;

export async function sendPhoneCall(body: SendPhoneCallBody): Promise<{ success: true; id: number }> {
  const contracts = await import('@loyalty/contracts/orders');
  return apiRequest({
    method: 'POST',
    path: '/shop/send-phone-call',
    body: contracts.sendPhoneCallBodySchema.parse(body),
    responseSchema: contracts.sendPhoneCallResponseSchema,
  });
}

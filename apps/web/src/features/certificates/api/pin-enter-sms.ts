// POST /api/cert/pin/enter-sms {token}: sends an SMS code that confirms a PIN reset.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function sendPinSms() {
  const { certTokenBodySchema, certPinSmsResponseSchema } = await import('@loyalty/contracts/certificates');
  return withCertToken((token) =>
    apiRequest({
      method: 'POST',
      path: '/cert/pin/enter-sms',
      body: certTokenBodySchema.parse({ token, product: certProduct() }),
      responseSchema: certPinSmsResponseSchema,
    }),
  );
}

export function useSendPinSms() {
  return useMutation({ mutationFn: sendPinSms });
}

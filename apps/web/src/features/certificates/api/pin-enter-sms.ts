// POST /api/cert/pin/enter-sms {token}: sends an SMS code that confirms a PIN reset.
import { useMutation } from '@tanstack/react-query';
import type { CertTokenBody } from '@loyalty/contracts/certificates';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function sendPinSms() {
  return withCertToken((token) => {
    const body: CertTokenBody = { token, product: certProduct() };
    return apiRequest({
      method: 'POST',
      path: '/cert/pin/enter-sms',
      body,
      responseSchema: () => import('@loyalty/contracts/certificates').then((contract) => contract.certPinSmsResponseSchema),
    });
  });
}

export function useSendPinSms() {
  return useMutation({ mutationFn: sendPinSms });
}

// POST /api/cert/pin/enter-sms {token}: sends an SMS code that confirms a PIN reset.
import { useMutation } from '@tanstack/react-query';
import type { CertTokenBody } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function sendPinSms() {
  return withCertToken((token) => {
    const body: CertTokenBody = { token, product: certProduct() };
    return call(certificatesEndpoints.enterSms, { body });
  });
}

export function useSendPinSms() {
  return useMutation({ mutationFn: sendPinSms });
}

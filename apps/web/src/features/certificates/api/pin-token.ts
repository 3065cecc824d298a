// POST /api/cert/pin/token {code, token}: checks the PIN or SMS code; the answer's pin_verified token replaces the kept one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertPinTokenBody } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, keepCertToken, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function verifyPin(code: string) {
  const answer = await withCertToken((token) => {
    // The PIN form sends only 4 to 6 digits (components/pin-forms.tsx), the contract's rule; the server checks again.
    const body: CertPinTokenBody = { token, product: certProduct(), code };
    return call(certificatesEndpoints.token, { body });
  });
  keepCertToken(answer.token, answer.expired_at);
  return answer;
}

export function useVerifyPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPin,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['certificates', 'list'] }),
  });
}

// POST /api/cert/pin/store {token, pin}: stores the PIN (4–6 digits) that guards the certificate list.
import { useMutation } from '@tanstack/react-query';
import type { CertPinStoreBody } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function storePin(pin: string) {
  return withCertToken((token) => {
    // The PIN form sends only 4 to 6 digits (components/pin-forms.tsx), the contract's rule; the server checks again.
    const body: CertPinStoreBody = { token, product: certProduct(), pin };
    return call(certificatesEndpoints.store, { body });
  });
}

export function useStorePin() {
  return useMutation({ mutationFn: storePin });
}

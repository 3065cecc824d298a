// POST /api/cert/pin/store {token, pin}: stores the PIN (4–6 digits) that guards the certificate list.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function storePin(pin: string) {
  const { certPinStoreBodySchema, certPinStoreResponseSchema } = await import('@loyalty/contracts/certificates');
  return withCertToken((token) =>
    apiRequest({
      method: 'POST',
      path: '/cert/pin/store',
      body: certPinStoreBodySchema.parse({ token, pin, product: certProduct() }),
      responseSchema: certPinStoreResponseSchema,
    }),
  );
}

export function useStorePin() {
  return useMutation({ mutationFn: storePin });
}

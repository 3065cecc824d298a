// POST /api/cert/get-cert-list {token}: the customer's certificates (403 pin_required while a stored PIN is not entered).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function getCertList(signal?: AbortSignal) {
  const { certTokenBodySchema, certListResponseSchema } = await import('@loyalty/contracts/certificates');
  return withCertToken(
    (token) =>
      apiRequest({
        method: 'POST',
        path: '/cert/get-cert-list',
        body: certTokenBodySchema.parse({ token, product: certProduct() }),
        responseSchema: certListResponseSchema,
        signal,
      }),
    signal,
  );
}

export function useCertList() {
  return useQuery({ queryKey: ['certificates', 'list'], queryFn: ({ signal }) => getCertList(signal), retry: false });
}

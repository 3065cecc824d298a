// POST /api/cert/get-partners-by-id {token, categoryId}: a category's partners with their offers and stock counts.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function getPartners(categoryId: number, signal?: AbortSignal) {
  const { certPartnersBodySchema, certPartnersResponseSchema } = await import('@loyalty/contracts/certificates');
  return withCertToken(
    (token) =>
      apiRequest({
        method: 'POST',
        path: '/cert/get-partners-by-id',
        body: certPartnersBodySchema.parse({ token, categoryId, product: certProduct() }),
        responseSchema: certPartnersResponseSchema,
        signal,
      }),
    signal,
  );
}

export function usePartners(categoryId: number | null) {
  return useQuery({
    queryKey: ['certificates', 'partners', categoryId],
    queryFn: ({ signal }) => getPartners(categoryId ?? 0, signal),
    enabled: categoryId !== null,
  });
}

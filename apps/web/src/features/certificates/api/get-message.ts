// POST /api/cert/get-message {token, categoryId?}: the category's terms text.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function getMessage(categoryId: number | undefined, signal?: AbortSignal) {
  const { certMessageBodySchema, certMessageResponseSchema } = await import('@loyalty/contracts/certificates');
  return withCertToken(
    (token) =>
      apiRequest({
        method: 'POST',
        path: '/cert/get-message',
        body: certMessageBodySchema.parse({ token, categoryId, product: certProduct() }),
        responseSchema: certMessageResponseSchema,
        signal,
      }),
    signal,
  );
}

export function useCategoryMessage(categoryId: number | null) {
  return useQuery({
    queryKey: ['certificates', 'message', categoryId],
    queryFn: ({ signal }) => getMessage(categoryId ?? undefined, signal),
    enabled: categoryId !== null,
  });
}

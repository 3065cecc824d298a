// POST /api/cert/to-del-status {bar_code, token}: hides one of the customer's certificates.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function deleteCertificate(barCode: string) {
  const { certDeleteBodySchema, certDeleteResponseSchema } = await import('@loyalty/contracts/certificates');
  return withCertToken((token) =>
    apiRequest({
      method: 'POST',
      path: '/cert/to-del-status',
      body: certDeleteBodySchema.parse({ token, bar_code: barCode, product: certProduct() }),
      responseSchema: certDeleteResponseSchema,
    }),
  );
}

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertificate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['certificates', 'list'] }),
  });
}

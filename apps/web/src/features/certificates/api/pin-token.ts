// POST /api/cert/pin/token {code, token}: checks the PIN or SMS code; the answer's pin_verified token replaces the kept one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { certProduct, keepCertToken, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function verifyPin(code: string) {
  const { certPinTokenBodySchema, certPinTokenResponseSchema } = await import('@loyalty/contracts/certificates');
  const answer = await withCertToken((token) =>
    apiRequest({
      method: 'POST',
      path: '/cert/pin/token',
      body: certPinTokenBodySchema.parse({ token, code, product: certProduct() }),
      responseSchema: certPinTokenResponseSchema,
    }),
  );
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

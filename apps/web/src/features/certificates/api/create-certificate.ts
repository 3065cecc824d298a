// POST /api/cert/create {token, partnerId, nominal}: buys one certificate with XP (one server transaction).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertCreateBody } from '@loyalty/contracts/certificates';
import { queryKeyRoots } from '@/config/constants';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export interface CreateCertificateInput {
  partnerId: number;
  nominal: number;
  /** One per purchase attempt: a retry after a lost answer gets the same certificate, not a second one. */
  idempotencyKey: string;
}

export async function createCertificate({ partnerId, nominal, idempotencyKey }: CreateCertificateInput) {
  return withCertToken((token) => {
    const body: CertCreateBody = { token, product: certProduct(), partnerId, nominal };
    return call(certificatesEndpoints.create, { body, headers: { 'Idempotency-Key': idempotencyKey } });
  });
}

export function useCreateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCertificate,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['certificates'] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.balance] });
      void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.bonusHistory] });
    },
  });
}

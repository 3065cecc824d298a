// POST /api/cert/get-cert-list {token}: the customer's certificates (403 pin_required while a stored PIN is not entered).
import { useQuery } from '@tanstack/react-query';
import type { CertTokenBody } from '@loyalty/contracts/certificates';
import { apiRequest } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function getCertList(signal?: AbortSignal) {
  return withCertToken((token) => {
    const body: CertTokenBody = { token, product: certProduct() };
    return apiRequest({
      method: 'POST',
      path: '/cert/get-cert-list',
      body,
      responseSchema: () => import('@loyalty/contracts/certificates').then((contract) => contract.certListResponseSchema),
      signal,
    });
  }, signal);
}

export function useCertList() {
  return useQuery({ queryKey: ['certificates', 'list'], queryFn: ({ signal }) => getCertList(signal), retry: false });
}

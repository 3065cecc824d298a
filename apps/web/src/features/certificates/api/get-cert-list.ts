// POST /api/cert/get-cert-list {token}: the customer's certificates (403 pin_required while a stored PIN is not entered).
import { useQuery } from '@tanstack/react-query';
import type { CertTokenBody } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function getCertList(signal?: AbortSignal) {
  return withCertToken((token) => {
    const body: CertTokenBody = { token, product: certProduct() };
    return call(certificatesEndpoints.getCertList, { body, signal });
  }, signal);
}

export function useCertList() {
  return useQuery({ queryKey: ['certificates', 'list'], queryFn: ({ signal }) => getCertList(signal), retry: false });
}

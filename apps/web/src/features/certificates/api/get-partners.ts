// POST /api/cert/get-partners-by-id {token, categoryId}: a category's partners with their offers and stock counts.
import { useQuery } from '@tanstack/react-query';
import type { CertPartnersBody } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function getPartners(categoryId: number, signal?: AbortSignal) {
  return withCertToken((token) => {
    const body: CertPartnersBody = { token, product: certProduct(), categoryId };
    return call(certificatesEndpoints.getPartnersById, { body, signal });
  }, signal);
}

export function usePartners(categoryId: number | null) {
  return useQuery({
    queryKey: ['certificates', 'partners', categoryId],
    queryFn: ({ signal }) => getPartners(categoryId ?? 0, signal),
    enabled: categoryId !== null,
  });
}

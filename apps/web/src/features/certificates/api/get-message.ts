// POST /api/cert/get-message {token, categoryId?}: the category's terms text.
import { useQuery } from '@tanstack/react-query';
import type { CertMessageBody } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function getMessage(categoryId: number | undefined, signal?: AbortSignal) {
  return withCertToken((token) => {
    const body: CertMessageBody = { token, product: certProduct(), categoryId };
    return call(certificatesEndpoints.getMessage, { body, signal });
  }, signal);
}

export function useCategoryMessage(categoryId: number | null) {
  return useQuery({
    queryKey: ['certificates', 'message', categoryId],
    queryFn: ({ signal }) => getMessage(categoryId ?? undefined, signal),
    enabled: categoryId !== null,
  });
}

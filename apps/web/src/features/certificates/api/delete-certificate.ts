// POST /api/cert/to-del-status {bar_code, token}: hides one of the customer's certificates.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertDeleteBody } from '@loyalty/contracts/certificates';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

export async function deleteCertificate(barCode: string) {
  return withCertToken((token) => {
    // The contract trims the bar code: it goes trimmed, as its parse used to send it.
    const body: CertDeleteBody = { token, product: certProduct(), bar_code: barCode.trim() };
    return call(certificatesEndpoints.toDelStatus, { body });
  });
}

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertificate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['certificates', 'list'] }),
  });
}

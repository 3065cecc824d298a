// POST /api/cert/regist {email, first_name, last_name, token}: registers the customer with the certificate service.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertRegistBody } from '@loyalty/contracts/certificates';
import { cacheLifetimeSeconds } from '@/config/constants';
import * as certificatesEndpoints from '@loyalty/contracts/endpoints/certificates';
import { call } from '@/lib/api-client';
import { cacheFlags } from '@/lib/storage';
import { certProduct, withCertToken } from '@/features/certificates/api/get-cert-auth';

const registeredFlag = 'cert-registered';

/** Spec section 9: the certificate registration is remembered 259 200 s, so the form is shown once. */
export function isCertRegistered(): boolean {
  return cacheFlags.get(registeredFlag) === '1';
}

export function rememberCertRegistration(): void {
  cacheFlags.set(registeredFlag, '1', cacheLifetimeSeconds.certificateRegistration);
}

export function forgetCertRegistration(): void {
  cacheFlags.remove(registeredFlag);
}

export async function registerCertificates(input: { email: string; firstName: string; lastName: string }) {
  const answer = await withCertToken((token) => {
    // The form checks the fields (components/register-form.tsx). The contract trims the three and lower-cases the
    // email: they go so, as its parse used to send them.
    const body: CertRegistBody = {
      token,
      product: certProduct(),
      email: input.email.trim().toLowerCase(),
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
    };
    return call(certificatesEndpoints.regist, { body });
  });
  rememberCertRegistration();
  return answer;
}

export function useRegisterCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCertificates,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['certificates', 'list'] }),
  });
}

// POST /api/auth/reg-auth {registration_token}: signs the newly registered person in, spending the ticket.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RegAuthBody, SessionResponse } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { withProduct, call } from '@/lib/api-client';

export async function regAuth(registrationToken: string): Promise<SessionResponse> {
  const body: RegAuthBody = withProduct({ registration_token: registrationToken });
  return call(authEndpoints.regAuth, { body });
}

export const regAuthMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'reg-auth'], mutationFn: regAuth });

export function useRegAuth() {
  return useMutation(regAuthMutationOptions());
}

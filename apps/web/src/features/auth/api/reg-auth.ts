// POST /api/auth/reg-auth {registration_token}: signs the newly registered person in, spending the ticket.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RegAuthBody, SessionResponse } from '@loyalty/contracts/auth';
import { apiRequest, withProduct } from '@/lib/api-client';

export async function regAuth(registrationToken: string): Promise<SessionResponse> {
  const body: RegAuthBody = withProduct({ registration_token: registrationToken });
  return apiRequest({
    method: 'POST',
    path: '/auth/reg-auth',
    body,
    responseSchema: () => import('@loyalty/contracts/auth').then((contract) => contract.regAuthResponseSchema),
  });
}

export const regAuthMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'reg-auth'], mutationFn: regAuth });

export function useRegAuth() {
  return useMutation(regAuthMutationOptions());
}

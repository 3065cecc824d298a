// POST /api/auth/registration: records the new person from the confirm-sms ticket (one customer per brand).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RegistrationBody, ShopIds } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { withProduct, call } from '@/lib/api-client';

export interface RegistrationInput {
  registration_token: string;
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
}

export async function register(input: RegistrationInput): Promise<{ created: true; shopIds: ShopIds }> {
  // The form checks what the person typed with the contract's own fields (utils/registration-form.ts) before this is
  // called. The contract trims the names: they go trimmed, as its parse used to send them.
  const body: RegistrationBody = withProduct({
    registration_token: input.registration_token,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    email: input.email,
    birth_date: input.birth_date,
  });
  return call(authEndpoints.registration, { body });
}

export const registrationMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'registration'], mutationFn: register });

export function useRegistration() {
  return useMutation(registrationMutationOptions());
}

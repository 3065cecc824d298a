// POST /api/auth/registration: records the new person from the confirm-sms ticket (one customer per brand).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ShopIds } from '@loyalty/contracts/auth';
import { apiRequest, withProduct } from '@/lib/api-client';

export interface RegistrationInput {
  registration_token: string;
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
}

export async function register(input: RegistrationInput): Promise<{ created: true; shopIds: ShopIds }> {
  const { registrationBodySchema, registrationResponseSchema } = await import('@loyalty/contracts/auth');
  return apiRequest({
    method: 'POST',
    path: '/auth/registration',
    body: registrationBodySchema.parse(withProduct(input)),
    responseSchema: registrationResponseSchema,
  });
}

export const registrationMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'registration'], mutationFn: register });

export function useRegistration() {
  return useMutation(registrationMutationOptions());
}

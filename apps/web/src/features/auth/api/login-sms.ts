// POST /api/auth/login-sms {phone, product}: asks the server to text a one-time code (spec section 7, Auth).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginSmsResponse } from '@loyalty/contracts/auth';
import { apiRequest, withProduct } from '@/lib/api-client';

export interface LoginSmsInput {
  phone: string;
}

export async function loginSms(input: LoginSmsInput): Promise<LoginSmsResponse> {
  // Loaded on demand: the contract's zod schemas are not needed to draw the login screen.
  const { loginSmsBodySchema, loginSmsResponseSchema } = await import('@loyalty/contracts/auth');
  return apiRequest({
    method: 'POST',
    path: '/auth/login-sms',
    body: loginSmsBodySchema.parse(withProduct(input)),
    responseSchema: loginSmsResponseSchema,
  });
}

export const loginSmsMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'login-sms'], mutationFn: loginSms });

export function useLoginSms() {
  return useMutation(loginSmsMutationOptions());
}

// POST /api/auth/login-sms {phone, product}: asks the server to text a one-time code (spec section 7, Auth).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginSmsBody, LoginSmsResponse } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { withProduct, call } from '@/lib/api-client';

export interface LoginSmsInput {
  phone: string;
}

export async function loginSms(input: LoginSmsInput): Promise<LoginSmsResponse> {
  // The phone step sends only a number its checker made E.164 (the server checks again): the login screen neither
  // draws nor sends with zod, whose schemas load only where answers are checked.
  const body: LoginSmsBody = withProduct({ phone: input.phone });
  return call(authEndpoints.loginSms, { body });
}

export const loginSmsMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'login-sms'], mutationFn: loginSms });

export function useLoginSms() {
  return useMutation(loginSmsMutationOptions());
}

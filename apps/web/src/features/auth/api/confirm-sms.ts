// POST /api/auth/confirm-sms {phone, code, product}: trades the SMS code for a session or a registration ticket
// (spec sections 5 and 7).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ConfirmSmsBody, ConfirmSmsResponse, RegistrationRequiredResponse, SessionResponse } from '@loyalty/contracts/auth';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { ApiError, withProduct, call } from '@/lib/api-client';

export interface ConfirmSmsInput {
  phone: string;
  code: string;
}

/** Spec section 5: confirmation counts only when the answer carries customer.shopify_id. */
export const missingCustomerCode = 'missing_customer';

export function isRegistrationRequired(answer: ConfirmSmsResponse): answer is RegistrationRequiredResponse {
  return 'registration_required' in answer;
}

export async function confirmSms(input: ConfirmSmsInput): Promise<ConfirmSmsResponse> {
  // The code step sends only a complete 6-digit code for the number the phone step checked; the server checks again.
  const body: ConfirmSmsBody = withProduct({ phone: input.phone, code: input.code });
  let answer: ConfirmSmsResponse;
  try {
    answer = await call(authEndpoints.confirmSms, { body });
  } catch (error) {
    // An answer that is neither a session with a customer nor a ticket: to the customer, the same "try again".
    if (error instanceof ApiError && error.code === 'invalid_response') {
      throw new ApiError(error.status, missingCustomerCode, error.message);
    }
    throw error;
  }
  if (!isRegistrationRequired(answer) && !(answer as SessionResponse).customer.shopify_id) {
    throw new ApiError(200, missingCustomerCode, 'The confirmation answer has no customer.shopify_id');
  }
  return answer;
}

export const confirmSmsMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'confirm-sms'], mutationFn: confirmSms });

export function useConfirmSms() {
  return useMutation(confirmSmsMutationOptions());
}

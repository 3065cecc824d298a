// POST /api/auth/confirm-sms {phone, code, product}: trades the SMS code for a session (spec sections 5 and 7).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@loyalty/contracts/auth';
import { ApiError, apiRequest, withProduct } from '@/lib/api-client';

export interface ConfirmSmsInput {
  phone: string;
  code: string;
}

/** Spec section 5: confirmation counts only when the answer carries customer.shopify_id. */
export const missingCustomerCode = 'missing_customer';

export async function confirmSms(input: ConfirmSmsInput): Promise<SessionResponse> {
  const { confirmSmsBodySchema, sessionResponseSchema } = await import('@loyalty/contracts/auth');
  let session: SessionResponse;
  try {
    session = await apiRequest({
      method: 'POST',
      path: '/auth/confirm-sms',
      body: confirmSmsBodySchema.parse(withProduct(input)),
      responseSchema: sessionResponseSchema,
    });
  } catch (error) {
    // An answer without a customer fails the contract; to the customer that is the same "try again" as a wrong code.
    if (error instanceof ApiError && error.code === 'invalid_response') {
      throw new ApiError(error.status, missingCustomerCode, error.message);
    }
    throw error;
  }
  if (!session.customer.shopify_id) {
    throw new ApiError(200, missingCustomerCode, 'The confirmation answer has no customer.shopify_id');
  }
  return session;
}

export const confirmSmsMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'confirm-sms'], mutationFn: confirmSms });

export function useConfirmSms() {
  return useMutation(confirmSmsMutationOptions());
}

// POST /api/mlogin: the brand site's Multipass sign-in link for the session's customer (spec section 7, Shop/User).
import type { Brand } from '@loyalty/contracts/brand';
import { apiRequest } from '@/lib/api-client';

export interface MloginInput {
  email: string;
  first_name: string;
  last_name: string;
  product: Brand;
  ogoAuthApiToken?: string;
  return_to?: string;
}

export async function mlogin(input: MloginInput): Promise<string> {
  const { mloginBodySchema, mloginResponseSchema } = await import('@loyalty/contracts/auth');
  const answer = await apiRequest({
    method: 'POST',
    path: '/mlogin',
    body: mloginBodySchema.parse(input),
    responseSchema: mloginResponseSchema,
  });
  return answer.url;
}

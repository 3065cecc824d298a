// POST /api/user/get-metafields {id, product}: the metafields of a brand's customer record (spec section 7, User).
// Shared: the shop reads favourites and velo-30 from it, the offers the Hyper Pro flag.
import type { Brand } from '@loyalty/contracts/brand';
import type { GetMetafieldsBody, Metafield } from '@loyalty/contracts/user';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';

export async function getMetafields(id: number, product: Brand, signal?: AbortSignal): Promise<Metafield[]> {
  // Read when the shop opens: the body is typed, not parsed, so zod is not loaded to send it.
  const body: GetMetafieldsBody = { id, product };
  const answer = await call(userEndpoints.getMetafields, { body, signal });
  return answer.metafields;
}

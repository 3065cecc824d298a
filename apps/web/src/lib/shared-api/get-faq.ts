// POST /api/content/get-faq {product, topic}: a FAQ list of {title, text} in the brand's order. Shared: /faq, the
// invite-a-friend FAQ and the subscription FAQ read the same call, each under its feature's query key.
import type { Brand } from '@loyalty/contracts/brand';
import type { FaqTopicName, GetFaqResponse } from '@loyalty/contracts/content';
import * as contentEndpoints from '@loyalty/contracts/endpoints/content';
import { call } from '@/lib/api-client';

export async function getFaq(product: Brand, topic: FaqTopicName, signal?: AbortSignal): Promise<GetFaqResponse> {
  return call(contentEndpoints.getFaq, { body: { product, topic }, signal });
}

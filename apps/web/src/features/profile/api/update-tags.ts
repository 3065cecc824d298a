// POST /api/user/update-tags {tags, shopifyId, product}: the customer's own tags (here the language preference).
import type { Brand } from '@loyalty/contracts/brand';
import type { UpdateTagsBody } from '@loyalty/contracts/user';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';

/** `tags` is the complete set of client-writable tags wanted; the server keeps its own tags (contracts/user.ts). */
export async function updateTags(shopifyId: number, product: Brand, tags: string[]): Promise<string[]> {
  const body: UpdateTagsBody = { tags, shopifyId, product };
  const answer = await call(userEndpoints.updateTags, { body });
  return answer.tags;
}

// POST /api/user/update-tags {tags, shopifyId, product}: the customer's own tags (here the language preference).
import type { Brand } from '@loyalty/contracts/brand';
import { apiRequest } from '@/lib/api-client';

/** `tags` is the complete set of client-writable tags wanted; the server keeps its own tags (contracts/user.ts). */
export async function updateTags(shopifyId: number, product: Brand, tags: string[]): Promise<string[]> {
  const { updateTagsBodySchema, tagsResponseSchema } = await import('@loyalty/contracts/user');
  const answer = await apiRequest({
    method: 'POST',
    path: '/user/update-tags',
    body: updateTagsBodySchema.parse({ tags, shopifyId, product }),
    responseSchema: tagsResponseSchema,
  });
  return answer.tags;
}

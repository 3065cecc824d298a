// SQL of the static pages of each brand (user agreement, rules, vocabularies…).
import { and, eq } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { contentPages, type ContentPageRow } from '@loyalty/db/schema';

export async function findPage(executor: Executor, brand: Brand, slug: string): Promise<ContentPageRow | undefined> {
  const [row] = await executor
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.brand, brand), eq(contentPages.slug, slug)))
    .limit(1);
  return row;
}

// SQL of the content of each brand: static pages, FAQ lists and news.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import {
  contentPages,
  faqItems,
  news,
  type ContentPageRow,
  type FaqItemRow,
  type FaqTopic,
  type NewsRow,
} from '@loyalty/db/schema';

export async function findPage(executor: Executor, brand: Brand, slug: string): Promise<ContentPageRow | undefined> {
  const [row] = await executor
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.brand, brand), eq(contentPages.slug, slug)))
    .limit(1);
  return row;
}

export function listFaqItems(executor: Executor, brand: Brand, topic: FaqTopic): Promise<FaqItemRow[]> {
  return executor
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.brand, brand), eq(faqItems.topic, topic)))
    .orderBy(asc(faqItems.position), asc(faqItems.id));
}

/** One page of news, newest first; asks for one row more than `limit` so the caller knows whether more follow. */
export function listNews(executor: Executor, brand: Brand, offset: number, limit: number): Promise<NewsRow[]> {
  return (
    executor
      .select()
      .from(news)
      // Drafts and unpublished items stay in the back-office.
      .where(and(eq(news.brand, brand), eq(news.published, true)))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .offset(offset)
      .limit(limit + 1)
  );
}

export async function findNews(executor: Executor, brand: Brand, id: number): Promise<NewsRow | undefined> {
  const [row] = await executor
    .select()
    .from(news)
    .where(and(eq(news.brand, brand), eq(news.id, id), eq(news.published, true)))
    .limit(1);
  return row;
}

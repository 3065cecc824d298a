// SQL of the content of each brand: static pages, FAQ lists and news. The `news` table is read and written here and
// in this module only (a lint rule holds other modules to it): push and the media library ask through these functions.
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Executor } from '@loyalty/db/client';
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

/**
 * News for a customer: an item with no segments is everyone's, one with segments only theirs who are in any of
 * `memberOf` (the segments the caller is in, asked once per request of the segments the brand's news name).
 */
function visibleTo(memberOf: ReadonlySet<number>): SQL {
  if (memberOf.size === 0) return sql`cardinality(${news.segmentIds}) = 0`;
  const ids = sql.join(
    [...memberOf].map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(cardinality(${news.segmentIds}) = 0 or ${news.segmentIds} && array[${ids}]::integer[])`;
}

/** The segments the brand's published news are for: what a customer's membership is asked of. */
export async function segmentIdsOfPublishedNews(executor: Executor, brand: Brand): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    executor,
    sql`select distinct unnest(${news.segmentIds}) as id from ${news}
        where ${news.brand} = ${brand} and ${news.published} and cardinality(${news.segmentIds}) > 0`,
  );
  return rows.map((row) => Number(row.id));
}

/** One page of news, newest first; asks for one row more than `limit` so the caller knows whether more follow. */
export function listNews(
  executor: Executor,
  brand: Brand,
  memberOf: ReadonlySet<number>,
  offset: number,
  limit: number,
): Promise<NewsRow[]> {
  return (
    executor
      .select()
      .from(news)
      // Drafts and unpublished items stay in the back-office.
      .where(and(eq(news.brand, brand), eq(news.published, true), visibleTo(memberOf)))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .offset(offset)
      .limit(limit + 1)
  );
}

/** One published item of the brand as the app reads it (its segments are checked by the caller). */
export async function findNews(executor: Executor, brand: Brand, id: number): Promise<NewsRow | undefined> {
  const [row] = await executor
    .select()
    .from(news)
    .where(and(eq(news.brand, brand), eq(news.id, id), eq(news.published, true)))
    .limit(1);
  return row;
}

/** Any news item by id, published or not (the push fan-out checks its state itself). */
export async function newsById(executor: Executor, id: number): Promise<NewsRow | undefined> {
  const [row] = await executor.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}

/** Locks a news item while its push is decided; undefined when there is none. */
export async function lockNewsForPush(
  executor: Executor,
  id: number,
): Promise<{ id: number; published: boolean; segmentIds: number[] } | undefined> {
  const [row] = await executor
    .select({ id: news.id, published: news.published, segmentIds: news.segmentIds })
    .from(news)
    .where(eq(news.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function flagNewsAsPush(executor: Executor, id: number): Promise<void> {
  await executor.update(news).set({ push: true }).where(eq(news.id, id));
}

/** Records when the push of an item went out (the first time only). */
export async function markNewsPushed(executor: Executor, id: number): Promise<void> {
  await executor
    .update(news)
    .set({ pushedAt: sql`now()` })
    .where(and(eq(news.id, id), isNull(news.pushedAt)));
}

/** How many news items have `coverPath` as their cover: a column for the media library's list. */
export function newsCoverUseCount(coverPath: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${news} where ${news.imageSrc} = ${coverPath})`;
}

// A news item marketing marks as a push: one fan-out job enqueues a notification for every customer of the
// brand with a subscription who wants news; each customer's job then sends to their devices (notify.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '@loyalty/db/client';
import { notificationSettings, pushSubscriptions } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { lockNewsForPush, flagNewsAsPush, markNewsPushed, newsById } from '../content/repository.ts';
import { newsMessage } from './messages.ts';
import { notifyCustomer } from './notify.ts';

export const newsPushQueue = 'push:news';
const batchSize = 500;

/** Marks a news item as a push and enqueues its fan-out, once per item. */
export async function markNewsAsPush(db: Executor, newsId: number): Promise<{ newsId: number; queued: boolean }> {
  return db.transaction(async (tx) => {
    const item = await lockNewsForPush(tx, newsId);
    if (!item) throw new DomainError('not_found', `There is no news item ${newsId}.`);
    // A push opens the item in the app: a draft has nothing to open yet.
    if (!item.published) throw new DomainError('conflict', `News item ${newsId} is not published: publish it first.`);
    await flagNewsAsPush(tx, newsId);
    const job = await enqueueJob(tx, { queue: newsPushQueue, payload: { newsId }, dedupeKey: `news-push:${newsId}` });
    return { newsId, queued: job.created };
  });
}

async function customersWantingNews(executor: Executor, brand: 'glo' | 'ogo', afterId: number): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ customerId: pushSubscriptions.customerId })
    .from(pushSubscriptions)
    .leftJoin(notificationSettings, eq(notificationSettings.customerId, pushSubscriptions.customerId))
    .where(
      and(
        eq(pushSubscriptions.brand, brand),
        gt(pushSubscriptions.customerId, afterId),
        sql`coalesce(${notificationSettings.news}, true)`,
      ),
    )
    .orderBy(pushSubscriptions.customerId)
    .limit(batchSize);
  return rows.map((row) => row.customerId);
}

/** The fan-out: a notification job per customer (dedupe keys make a retried fan-out harmless). */
export async function fanOutNewsPush(db: Database, newsId: number): Promise<{ customers: number }> {
  const item = await newsById(db, newsId);
  if (!item || !item.push || !item.published) return { customers: 0 };
  const message = newsMessage(item.brand, item);
  let total = 0;
  for (let afterId = 0; ;) {
    const page = await customersWantingNews(db, item.brand, afterId);
    for (const customerId of page) await notifyCustomer(db, customerId, message);
    total += page.length;
    const last = page.at(-1);
    if (last === undefined || page.length < batchSize) break;
    afterId = last;
  }
  await markNewsPushed(db, newsId);
  return { customers: total };
}

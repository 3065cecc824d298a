// A news item marketing marks as a push: one fan-out job enqueues a notification for every customer of the
// brand with a subscription who wants news (and, for an item for segments, is in any of them at the fan-out);
// each customer's job then sends to their devices (notify.ts).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '@loyalty/db/client';
import { notificationSettings, pushSubscriptions } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { lockNewsForPush, flagNewsAsPush, markNewsPushed, newsById } from '../content/repository.ts';
import { countSegmentRules, customersInSegments, segmentsByIds } from '../segments/service.ts';
import { newsMessage } from './messages.ts';
import { notifyCustomer } from './notify.ts';

export const newsPushQueue = 'push:news';
const batchSize = 500;

// A type, not an interface: it is also the ops command's audit and answer data (a plain record).
export type NewsPushMarked = {
  newsId: number;
  queued: boolean;
  /** For an item for segments: each with its members now, as the audit entry records them. */
  segments?: { id: number; name: string; members: number }[];
};

/** Marks a news item as a push and enqueues its fan-out, once per item. */
export async function markNewsAsPush(db: Executor, newsId: number): Promise<NewsPushMarked> {
  return db.transaction(async (tx) => {
    const item = await lockNewsForPush(tx, newsId);
    if (!item) throw new DomainError('not_found', `There is no news item ${newsId}.`);
    // A push opens the item in the app: a draft has nothing to open yet.
    if (!item.published) throw new DomainError('conflict', `News item ${newsId} is not published: publish it first.`);
    await flagNewsAsPush(tx, newsId);
    const job = await enqueueJob(tx, { queue: newsPushQueue, payload: { newsId }, dedupeKey: `news-push:${newsId}` });
    if (item.segmentIds.length === 0) return { newsId, queued: job.created };
    const segments: NonNullable<NewsPushMarked['segments']> = [];
    for (const segment of await segmentsByIds(tx, item.segmentIds)) {
      segments.push({ id: segment.id, name: segment.name, members: await countSegmentRules(tx, segment.brand, segment.rules) });
    }
    return { newsId, queued: job.created, segments };
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
  // An item for segments goes to their members only; segments deleted since (or of another brand) have none.
  const targeted = item.segmentIds.length > 0;
  const targets = targeted ? (await segmentsByIds(db, item.segmentIds)).filter((row) => row.brand === item.brand) : [];
  let total = 0;
  for (let afterId = 0; ;) {
    const page = await customersWantingNews(db, item.brand, afterId);
    const members = targeted ? await customersInSegments(db, targets, page) : null;
    const recipients = members === null ? page : page.filter((customerId) => members.has(customerId));
    for (const customerId of recipients) await notifyCustomer(db, customerId, message);
    total += recipients.length;
    const last = page.at(-1);
    if (last === undefined || page.length < batchSize) break;
    afterId = last;
  }
  await markNewsPushed(db, newsId);
  return { customers: total };
}

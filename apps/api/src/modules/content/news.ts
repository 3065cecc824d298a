// News as marketing runs it: drafts, publishing and unpublishing, edits; the body is sanitised to the one
// content allowlist before it is stored (the app renders it as HTML). Every change is audited in its transaction.
import { asc, count, desc, eq } from 'drizzle-orm';
import type { NewsState } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database, Executor } from '@loyalty/db/client';
import { news, type NewsRow } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { sanitizePageHtml } from './sanitize.ts';
import { checkedNewsCover } from '../media/library.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { assertSegmentsOfBrand } from '../segments/service.ts';

/** Live, taken out after it was live, or never live yet. */
export function newsStateOf(row: Pick<NewsRow, 'published' | 'firstPublishedAt'>): NewsState {
  if (row.published) return 'published';
  return row.firstPublishedAt ? 'unpublished' : 'draft';
}

export function newsItemOf(row: NewsRow) {
  return {
    id: row.id,
    brand: row.brand,
    title: row.title,
    summary: row.summary,
    body_html: row.bodyHtml,
    image_src: row.imageSrc,
    published: row.published,
    state: newsStateOf(row),
    published_at: row.publishedAt.toISOString(),
    push: row.push,
    pushed_at: row.pushedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    segment_ids: row.segmentIds,
  };
}

export interface NewsInput {
  brand: Brand;
  title: string;
  summary: string;
  body_html: string;
  image_src: string;
  published: boolean;
  segment_ids: number[];
}

function auditedFields(row: NewsRow) {
  return {
    brand: row.brand,
    title: row.title,
    summary: row.summary,
    published: row.published,
    imageSrc: row.imageSrc,
    segmentIds: row.segmentIds,
  };
}

const newsSorts = {
  '-updated_at': [desc(news.updatedAt), desc(news.id)],
  '-published_at': [desc(news.publishedAt), desc(news.id)],
  title: [asc(news.title), asc(news.id)],
} as const;

export async function listNewsForStaff(
  executor: Executor,
  brand: Brand | undefined,
  page: { page: number; perPage: number },
  sort: keyof typeof newsSorts = '-updated_at',
) {
  const where = brand ? eq(news.brand, brand) : undefined;
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(news)
      .where(where)
      .orderBy(...newsSorts[sort])
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor.select({ value: count() }).from(news).where(where),
  ]);
  return { news: rows.map(newsItemOf), total: total?.value ?? 0 };
}

export async function findNewsForStaff(executor: Executor, id: number): Promise<NewsRow> {
  const [row] = await executor.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw new DomainError('not_found', `There is no news item ${id}.`);
  return row;
}

export async function createNews(db: Database, input: NewsInput, actor: AuditActor): Promise<NewsRow> {
  return db.transaction(async (tx) => {
    const imageSrc = await checkedNewsCover(tx, input.brand, input.image_src);
    await assertSegmentsOfBrand(tx, input.brand, input.segment_ids);
    const [row] = await tx
      .insert(news)
      .values({
        brand: input.brand,
        title: input.title,
        summary: input.summary,
        bodyHtml: sanitizePageHtml(input.body_html),
        imageSrc,
        published: input.published,
        firstPublishedAt: input.published ? new Date() : null,
        segmentIds: [...new Set(input.segment_ids)],
      })
      .returning();
    if (!row) throw new Error('news insert returned no row');
    await recordAudit(tx, actor, { action: 'news.create', targetType: 'news', targetId: row.id, after: auditedFields(row) });
    return row;
  });
}

/** Edits an item; publishing it (again) dates it now, so it comes first in the app's list. */
export async function updateNews(db: Database, id: number, change: Partial<NewsInput>, actor: AuditActor): Promise<NewsRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update').limit(1);
    if (!before) throw new DomainError('not_found', `There is no news item ${id}.`);
    const publishing = change.published === true && !before.published;
    const now = new Date();
    // The cover is checked against the brand the item ends up with: moving it to the other brand needs that brand's.
    const imageSrc =
      change.image_src !== undefined || (change.brand !== undefined && change.brand !== before.brand)
        ? await checkedNewsCover(tx, change.brand ?? before.brand, change.image_src ?? before.imageSrc, before)
        : undefined;
    // Segments are checked against the brand the item ends up with, as the cover is.
    const movesBrand = change.brand !== undefined && change.brand !== before.brand;
    if (change.segment_ids !== undefined || movesBrand) {
      await assertSegmentsOfBrand(tx, change.brand ?? before.brand, change.segment_ids ?? before.segmentIds);
    }
    const [after] = await tx
      .update(news)
      .set({
        ...(change.brand ? { brand: change.brand } : {}),
        ...(change.title !== undefined ? { title: change.title } : {}),
        ...(change.summary !== undefined ? { summary: change.summary } : {}),
        ...(change.body_html !== undefined ? { bodyHtml: sanitizePageHtml(change.body_html) } : {}),
        ...(imageSrc !== undefined ? { imageSrc } : {}),
        ...(change.published !== undefined ? { published: change.published } : {}),
        ...(change.segment_ids !== undefined ? { segmentIds: [...new Set(change.segment_ids)] } : {}),
        ...(publishing ? { publishedAt: now } : {}),
        // Once live, always known to have been: taking it out later makes it "unpublished", not a draft again.
        ...(before.firstPublishedAt === null && (publishing || before.published)
          ? { firstPublishedAt: before.published ? before.publishedAt : now }
          : {}),
        updatedAt: now,
      })
      .where(eq(news.id, id))
      .returning();
    if (!after) throw new Error('news item vanished under its lock');
    const action =
      change.published === undefined || change.published === before.published
        ? 'news.update'
        : change.published
          ? 'news.publish'
          : 'news.unpublish';
    await recordAudit(tx, actor, {
      action,
      targetType: 'news',
      targetId: id,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return after;
  });
}

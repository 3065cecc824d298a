// Content page rules: who may read which page, and the markup that leaves the server (sanitised, never raw).
import type { Brand } from '@loyalty/contracts/brand';
import {
  newsPageSize,
  type contentPageSlugs,
  type GetFaqResponse,
  type GetNewsResponse,
  type NewsItem,
  type NewsSummary,
} from '@loyalty/contracts/content';
import type { Executor } from '@loyalty/db/client';
import type { FaqTopic, NewsRow } from '@loyalty/db/schema';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import { isPersonAgeVerified } from '../verification/service.ts';
import { findNews, findPage, listFaqItems, listNews, segmentIdsOfPublishedNews } from './repository.ts';
import { segmentsOfCustomer } from '../segments/service.ts';
import { sanitizePageHtml } from './sanitize.ts';

type ContentPageSlug = (typeof contentPageSlugs)[number];

/** Spec section 2: /user-agreement has no guard (it is read before registering); every other page is behind login. */
export const publicPageSlugs: ReadonlySet<ContentPageSlug> = new Set(['user-agreement']);
/** Spec sections 2 and 6: the rules are shown only to age-verified users. */
export const ageVerifiedPageSlugs: ReadonlySet<ContentPageSlug> = new Set(['rules']);

export async function getPage(
  executor: Executor,
  session: SessionContext | null,
  brand: Brand,
  slug: ContentPageSlug,
): Promise<{ title: string; body_html: string }> {
  if (!publicPageSlugs.has(slug)) {
    if (!session) throw new DomainError('unauthorized', 'Sign in first.');
    if (ageVerifiedPageSlugs.has(slug) && !(await isPersonAgeVerified(executor, session.phone))) {
      throw new DomainError('forbidden', 'This page is for age-verified customers.');
    }
  }
  const page = await findPage(executor, brand, slug);
  if (!page) throw notFound(`No ${brand} page "${slug}".`);
  return { title: page.title, body_html: sanitizePageHtml(page.bodyHtml) };
}

export async function getFaq(executor: Executor, brand: Brand, topic: FaqTopic): Promise<GetFaqResponse> {
  const rows = await listFaqItems(executor, brand, topic);
  // FAQ answers are plain text on the wire (the client renders them as text), so no markup reaches it.
  return { list: rows.map((row) => ({ id: row.id, title: row.title, text: row.text })) };
}

function newsSummaryOf(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    image_src: row.imageSrc,
    published_at: row.publishedAt.toISOString(),
  };
}

/**
 * A page of the brand's news as `customerId` (their record in the brand, null without one) may read it: items for
 * segments only if they are in any of them. Membership is one question for every segment the brand's news name.
 */
export async function getNews(
  executor: Executor,
  brand: Brand,
  customerId: number | null,
  offset: number,
): Promise<GetNewsResponse> {
  const memberOf = await segmentsOfCustomer(executor, customerId, await segmentIdsOfPublishedNews(executor, brand));
  const rows = await listNews(executor, brand, memberOf, offset, newsPageSize);
  return { list: rows.slice(0, newsPageSize).map(newsSummaryOf), has_more: rows.length > newsPageSize };
}

/** Another brand's news item, or one for segments the customer is not in, is "not found", like an unknown id. */
export async function getNewsItem(executor: Executor, brand: Brand, customerId: number | null, id: number): Promise<NewsItem> {
  const row = await findNews(executor, brand, id);
  const visible =
    row !== undefined &&
    (row.segmentIds.length === 0 || (await segmentsOfCustomer(executor, customerId, row.segmentIds)).size > 0);
  if (!row || !visible) throw notFound(`No ${brand} news item ${id}.`);
  return { ...newsSummaryOf(row), body_html: sanitizePageHtml(row.bodyHtml) };
}

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
import { findNews, findPage, listFaqItems, listNews } from './repository.ts';
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

export async function getNews(executor: Executor, brand: Brand, offset: number): Promise<GetNewsResponse> {
  const rows = await listNews(executor, brand, offset, newsPageSize);
  return { list: rows.slice(0, newsPageSize).map(newsSummaryOf), has_more: rows.length > newsPageSize };
}

/** Another brand's news item is "not found" for this brand, like an unknown id. */
export async function getNewsItem(executor: Executor, brand: Brand, id: number): Promise<NewsItem> {
  const row = await findNews(executor, brand, id);
  if (!row) throw notFound(`No ${brand} news item ${id}.`);
  return { ...newsSummaryOf(row), body_html: sanitizePageHtml(row.bodyHtml) };
}

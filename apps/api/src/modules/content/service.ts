// Content page rules: who may read which page, and the markup that leaves the server (sanitised, never raw).
import type { Brand } from '@loyalty/contracts/brand';
import type { contentPageSlugs } from '@loyalty/contracts/content';
import type { Executor } from '@loyalty/db/client';
import { HttpError, notFound } from '../../plugins/errors.ts';
import type { SessionContext } from '../../plugins/session.ts';
import { isPersonAgeVerified } from '../verification/service.ts';
import { findPage } from './repository.ts';
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
    if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
    if (ageVerifiedPageSlugs.has(slug) && !(await isPersonAgeVerified(executor, session.phone))) {
      throw new HttpError(403, 'forbidden', 'This page is for age-verified customers.');
    }
  }
  const page = await findPage(executor, brand, slug);
  if (!page) throw notFound(`No ${brand} page "${slug}".`);
  return { title: page.title, body_html: sanitizePageHtml(page.bodyHtml) };
}

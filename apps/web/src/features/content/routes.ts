// Routes of the content and info pages (spec section 2): news, FAQ, rules, support, vocabularies, velo spec rules, push
// instruction, why ogo and the ogo landing. /subscription/faq and /invite-friend/faq belong to their features.
import type { RouteDefinition, TitleKey } from '@/types/routes';

/**
 * NOTE: this file is in the first screen's JavaScript (150 KB budget, decision 0007), so the info pages are a list of
 * paths: the title key is the path in camelCase (/vocabulary/ogo-club → vocabularyOgoClub), the back arrow leads to the
 * parent path (/vocabulary leads to /faq), and the one page module picks its content by the path. routes.test.ts
 * checks every derived title exists.
 */
export const infoPagePaths = [
  '/rules',
  '/support',
  '/vocabulary',
  '/vocabulary/velo',
  '/vocabulary/ogo-club',
  '/velo-spec-rules',
  '/push-instruction',
  '/why-ogo',
];

export const titleKeyOf = (path: string) =>
  path.slice(1).replace(/[-/](\w)/g, (_, letter: string) => letter.toUpperCase()) as TitleKey;

/** The ogo programme's own pages (velo and ogo ones) carry ogo's footer whichever brand is active (ogo-footer). */
const ogoProgrammePage = /ogo|velo/;

const route = (path: string, back: string, lazy: RouteDefinition['lazy'], titleKey = titleKeyOf(path)): RouteDefinition => ({
  path,
  layout: ogoProgrammePage.test(path) ? 'ogo-footer' : 'account',
  back,
  titleKey,
  lazy,
});

export const contentRoutes: RouteDefinition[] = [
  route('/news', '/', () => import('./components/news-page.tsx')),
  {
    ...route('/news/:newsId', '/news', () => import('./components/news-item-page.tsx'), 'newsItem'),
    hideLogo: true,
    sectionTitleKey: 'title.news',
  },
  route('/faq', '/', () => import('./components/faq-page.tsx')),
  ...infoPagePaths.map((path) =>
    route(
      path,
      path === '/vocabulary' ? '/faq' : path.replace(/\/[^/]+$/, '') || '/',
      () => import('./components/info-page.tsx'),
    ),
  ),
  {
    ...route('/landing', '/', () => import('./components/landing-page.tsx')),
    layout: 'landing',
    guards: ['to-ogo-landing'],
    back: null,
  },
];

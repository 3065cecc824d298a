// Builds the routes from the registry and renders them with React Router's declarative API (decision 0034): guards
// run as a page is rendered, pages are lazy, layouts are layout routes, 404 last.
import { Suspense, useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import {
  BrowserRouter,
  createPath,
  matchRoutes,
  renderMatches,
  useLocation,
  useNavigate,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { defaultGuards, layoutNames, type LayoutName, type RouteDefinition, type RouteHandle } from '@/types/routes';
import { admitToRoute, runGuards } from '@/app/guards/run-guards';
import { appRoutes, notFoundRoute } from '@/app/routes/app-routes';
import { RouteMatchesContext } from '@/app/routes/route-table';
import { RootShell } from '@/app/root-shell';
import { RouteErrorBoundary, RouteStatusError } from '@/app/route-error-boundary';
import { AccountLayout } from '@/app/layouts/account-layout';
import { AccountOffFooterLayout } from '@/app/layouts/account-off-footer-layout';
import { OgoFooterLayout } from '@/app/layouts/ogo-footer-layout';
import { LandingLayout } from '@/app/layouts/landing-layout';
import { ForallLayout } from '@/app/layouts/forall-layout';
import { DefaultLayout } from '@/app/layouts/default-layout';
import { ErrorLayout } from '@/app/layouts/error-layout';
import { markFirstScreenShown } from '@/lib/after-first-paint';

const layoutComponents: Record<LayoutName, ComponentType> = {
  account: AccountLayout,
  'account-off-footer': AccountOffFooterLayout,
  'ogo-footer': OgoFooterLayout,
  landing: LandingLayout,
  forall: ForallLayout,
  default: DefaultLayout,
  error: ErrorLayout,
};

const loadedPages = new WeakMap<RouteDefinition, ComponentType>();
const pageLoads = new WeakMap<RouteDefinition, Promise<void>>();
const failedPages = new WeakMap<RouteDefinition, unknown>();

/** Loads a page's module once (a failed load is tried again on the next navigation to it). */
function loadPage(definition: RouteDefinition): Promise<void> {
  let load = pageLoads.get(definition);
  if (load === undefined) {
    load = definition.lazy().then(
      (module) => {
        loadedPages.set(definition, module.default);
        markFirstScreenShown();
      },
      (error: unknown) => {
        pageLoads.delete(definition);
        failedPages.set(definition, error);
      },
    );
    pageLoads.set(definition, load);
  }
  return load;
}

/**
 * The page's component, rendered at once when its module is in (the first page's always is: start-app loads it before
 * the first render, as the data router did), otherwise after it loads, under the nearest Suspense. `React.lazy` would
 * suspend once even for a module already loaded, and render the first screen twice.
 */
function PageContent({ definition }: { definition: RouteDefinition }) {
  const Page = loadedPages.get(definition);
  if (Page !== undefined) return <Page />;
  if (failedPages.has(definition)) {
    const error = failedPages.get(definition);
    failedPages.delete(definition);
    throw error;
  }
  // Suspense's protocol: the promise thrown is awaited, then this renders again.
  throw loadPage(definition);
}

/**
 * A guard's redirect, made before the screen is painted: `Navigate` waits for an effect after the paint, which showed
 * the refused page's layout for a frame and cost a task of its own. A microtask after this commit, so the router above
 * has subscribed to the history even on the first render, and the page of the new address renders in the same task.
 * The refused address is replaced, as a loader's redirect did.
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) void navigate(to, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, to]);
  return null;
}

/**
 * A registered page: its guards decide, for this navigation, whether it shows, sends the visitor elsewhere or fails
 * with a status; its prefetch leaves with that decision, while its chunk loads.
 */
function GuardedPage({ definition }: { definition: RouteDefinition }) {
  const location = useLocation();
  // Once per navigation (a new location object), as a loader ran: a re-render of the same page asks for nothing.
  const outcome = useMemo(
    () =>
      admitToRoute(
        definition.guards ?? defaultGuards,
        new URL(createPath(location), window.location.origin),
        definition.prefetch,
      ),
    [location, definition],
  );
  if (outcome.kind === 'redirect') return <Redirect to={outcome.to} />;
  if (outcome.kind === 'block') throw new RouteStatusError(outcome.status);
  return (
    <Suspense fallback={<PageLoader />}>
      <PageContent definition={definition} />
    </Suspense>
  );
}

const definitionsOfRoutes = new WeakMap<RouteObject, RouteDefinition>();

type Matches = RouteMatch<string, RouteObject>[];

const matchesByPathname = new WeakMap<RouteObject[], Map<string, Matches>>();
/** Distinct paths remembered per route table (product pages each have their own). */
const rememberedPathnames = 50;

interface CandidateTree {
  routes: RouteObject[];
  /** Each cut-down copy of a parent route → the route it copies (matches hand out the table's own objects). */
  originals: Map<RouteObject, RouteObject>;
}

const candidatesBySegment = new WeakMap<RouteObject[], Map<string, CandidateTree>>();

/** A path's first segment as React Router compares it (case-insensitively), or null when it cannot be read. */
function firstSegment(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.split('/')[1] ?? '').toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The table cut down to the pages that can match a path whose first segment is `segment`: pages whose own first
 * segment is that one, and every page that could match anything there (a parameter, a splat, an optional part, a
 * relative path such as the catch-all). A page left out could not have matched, so React Router's ranking over the
 * rest picks what it picks over the whole table. Parents with a path of their own are kept whole.
 */
function candidateTree(routes: RouteObject[], segment: string): CandidateTree {
  let bySegment = candidatesBySegment.get(routes);
  if (bySegment === undefined) {
    bySegment = new Map();
    candidatesBySegment.set(routes, bySegment);
  }
  const known = bySegment.get(segment);
  if (known !== undefined) return known;
  const originals = new Map<RouteObject, RouteObject>();
  const cut = (route: RouteObject): RouteObject | null => {
    const path = route.path ?? '';
    if (route.children === undefined || route.children.length === 0) {
      const own = path.startsWith('/') ? firstSegment(path) : null;
      const open = own === null || own === '' || own.startsWith(':') || own.startsWith('*') || path.includes('?');
      return open || own === segment ? route : null;
    }
    if (path !== '') return route;
    const children = route.children.map(cut).filter((child): child is RouteObject => child !== null);
    if (children.length === 0) return null;
    const copy = { ...route, children } as RouteObject;
    originals.set(copy, route);
    return copy;
  };
  const tree = { routes: routes.map(cut).filter((route): route is RouteObject => route !== null), originals };
  bySegment.set(segment, tree);
  return tree;
}

/**
 * The routes matching `pathname`, matched once per path over the pages that can match it. React Router 8 ranks every
 * route and compiles every path pattern on each match (about 9 ms here for the app's 92 pages, four times that on
 * Lighthouse's throttled phone, inside the first render's task); the start, the render and the header share one result,
 * and the match runs over the handful of pages that share the path's first segment.
 */
export function matchesFor(routes: RouteObject[], pathname: string): Matches {
  let byPathname = matchesByPathname.get(routes);
  if (byPathname === undefined) {
    byPathname = new Map();
    matchesByPathname.set(routes, byPathname);
  }
  let matches = byPathname.get(pathname);
  if (matches === undefined) {
    const segment = firstSegment(pathname);
    if (segment === null) {
      matches = matchRoutes(routes, pathname) ?? [];
    } else {
      const { routes: candidates, originals } = candidateTree(routes, segment);
      matches = (matchRoutes(candidates, pathname) ?? []).map((match) => {
        const original = originals.get(match.route);
        return original === undefined ? match : { ...match, route: original };
      });
    }
    if (byPathname.size >= rememberedPathnames) byPathname.clear();
    byPathname.set(pathname, matches);
  }
  return matches;
}

export function toRouteObject(definition: RouteDefinition): RouteObject {
  const handle: RouteHandle = {
    back: definition.back,
    hideLogo: definition.hideLogo ?? false,
    titleKey: definition.titleKey,
    ...(definition.sectionTitleKey ? { sectionTitleKey: definition.sectionTitleKey } : {}),
    ...(definition.tabBar ? { tabBar: true } : {}),
  };
  // Keyed by its path: another page is a new subtree. Kept, the page's Suspense boundary would suspend on the new
  // page's chunk while showing the old page, and Preact left the old page's DOM above the new one (a product page
  // stayed on top of its category list after "back").
  const route: RouteObject = {
    path: definition.path,
    handle,
    element: <GuardedPage key={definition.path} definition={definition} />,
  };
  definitionsOfRoutes.set(route, definition);
  return route;
}

/**
 * Where a start lands and that page's module: the page at `url`, or where its guards send the visitor (up to a few
 * redirects: / → /auth → /is18 for a new visitor). start-app awaits it and puts the address in place before the first
 * render, so that render shows the page in one pass, as the data router's start did. Resolves to the address to show
 * (`url`'s own when no guard redirects); a failed load is left to the page, which shows the error page.
 */
export async function loadFirstPage(routes: RouteObject[], url: URL): Promise<string> {
  let address = createPath(url);
  for (let redirects = 0; redirects < 5; redirects += 1) {
    const target = new URL(address, url.origin);
    const match = matchesFor(routes, target.pathname).at(-1);
    const definition = match === undefined ? undefined : definitionsOfRoutes.get(match.route);
    if (definition === undefined) break;
    const outcome = runGuards(definition.guards ?? defaultGuards, { url: target });
    if (outcome.kind === 'allow') {
      await loadPage(definition);
      break;
    }
    if (outcome.kind !== 'redirect') break;
    address = outcome.to;
  }
  return address;
}

/** The route tree: one layout route per layout in use, each holding its pages; the catch-all comes last. */
export function buildRouteTree(
  definitions: readonly RouteDefinition[],
  fallback: RouteDefinition = notFoundRoute,
): RouteObject[] {
  const all = [...definitions, fallback];
  const layoutRoutes: RouteObject[] = layoutNames
    .map((layout) => ({ layout, pages: all.filter((definition) => definition.layout === layout) }))
    .filter(({ pages }) => pages.length > 0)
    .map(({ layout, pages }) => {
      const Layout = layoutComponents[layout];
      return { id: `layout:${layout}`, element: <Layout />, children: pages.map(toRouteObject) };
    });

  return [{ id: 'root', element: <RootShell />, children: layoutRoutes }];
}

/** Navigation from outside the components (a session the server ended, start-app): set once the routes render. */
let navigateOutside: ((path: string, options: { replace: boolean }) => void) | null = null;

export function navigateFromOutside(path: string, options: { replace: boolean }): void {
  navigateOutside?.(path, options);
}

function OutsideNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutside = (path, options) => void navigate(path, options);
    return () => {
      navigateOutside = null;
    };
  }, [navigate]);
  return null;
}

/** The routes of `routes`, under the error page that replaces them all when a page fails. Needs a router above. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // What useRoutes does, with the matches kept for the header and the title (routes/route-handle.ts).
  const matches = matchesFor(routes, location.pathname);
  const element = useMemo(() => renderMatches(matches), [matches]);
  return (
    <RouteMatchesContext.Provider value={matches}>
      <OutsideNavigation />
      <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>
    </RouteMatchesContext.Provider>
  );
}

/**
 * /dev/ui (the shared components in both brands) exists in development only: `import.meta.env.DEV` is the constant
 * false in a production build, so this list, its import() and the gallery's module are all dropped from it.
 */
const devRoutes: RouteDefinition[] = import.meta.env.DEV
  ? [
      {
        path: '/dev/ui',
        layout: 'forall',
        guards: [],
        back: null,
        titleKey: 'home',
        lazy: () => import('@/app/dev/ui-gallery.tsx'),
      },
    ]
  : [];

export function createAppRoutes(): RouteObject[] {
  return buildRouteTree([...appRoutes, ...devRoutes]);
}

export function AppRouter({ routes }: { routes: RouteObject[] }) {
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}

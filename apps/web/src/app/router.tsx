// Builds the router from the registry: guards in each route's loader, pages lazy, layouts as layout routes, 404 last.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { defaultGuards, layoutNames, type LayoutName, type RouteDefinition, type RouteHandle } from '@/types/routes';
import { guardLoader } from '@/app/guards/run-guards';
import { appRoutes, notFoundRoute } from '@/app/routes/app-routes';
import { RootShell } from '@/app/root-shell';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { AccountLayout } from '@/app/layouts/account-layout';
import { AccountOffFooterLayout } from '@/app/layouts/account-off-footer-layout';
import { OgoFooterLayout } from '@/app/layouts/ogo-footer-layout';
import { LandingLayout } from '@/app/layouts/landing-layout';
import { ForallLayout } from '@/app/layouts/forall-layout';
import { DefaultLayout } from '@/app/layouts/default-layout';
import { ErrorLayout } from '@/app/layouts/error-layout';

const layoutComponents: Record<LayoutName, ComponentType> = {
  account: AccountLayout,
  'account-off-footer': AccountOffFooterLayout,
  'ogo-footer': OgoFooterLayout,
  landing: LandingLayout,
  forall: ForallLayout,
  default: DefaultLayout,
  error: ErrorLayout,
};

export function toRouteObject(definition: RouteDefinition): RouteObject {
  const handle: RouteHandle = {
    back: definition.back,
    hideLogo: definition.hideLogo ?? false,
    titleKey: definition.titleKey,
  };
  return {
    path: definition.path,
    handle,
    loader: guardLoader(definition.guards ?? defaultGuards, definition.prefetch),
    lazy: async () => {
      const page = await definition.lazy();
      return { Component: page.default };
    },
  };
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
    .map(({ layout, pages }) => ({
      id: `layout:${layout}`,
      Component: layoutComponents[layout],
      children: pages.map(toRouteObject),
    }));

  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoader,
      children: layoutRoutes,
    },
  ];
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

export function createAppRouter() {
  return createBrowserRouter(buildRouteTree([...appRoutes, ...devRoutes]));
}

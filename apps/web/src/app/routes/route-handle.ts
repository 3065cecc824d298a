// Reads the registry's per-route facts (back target, logo, title) from the deepest matched route: from anywhere under
// the routes (the header is in a layout, above the page), so from the matches app/router.tsx provides.
import { useContext } from 'react';
import type { RouteHandle } from '@/types/routes';
import { RouteMatchesContext } from '@/app/routes/route-table';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'back' in value;
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useContext(RouteMatchesContext);
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle: unknown = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

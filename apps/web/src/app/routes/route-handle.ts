// Reads the registry's per-route facts (back target, logo, title) from the deepest matched route.
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/types/routes';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'back' in value;
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

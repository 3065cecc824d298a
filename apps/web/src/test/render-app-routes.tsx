// Renders the app's route tree (guards, layouts, lazy pages, the error page) in a memory router, as start-app renders
// it in the browser's; `pathname()` is where the router is now.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { RouteDefinition } from '@/types/routes';
import { AppProviders } from '@/app/providers';
import { AppRoutes, buildRouteTree } from '@/app/router';

export function renderAppRoutes(definitions: readonly RouteDefinition[], path: string) {
  let pathname = path;
  function LocationProbe() {
    pathname = useLocation().pathname;
    return null;
  }
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes routes={buildRouteTree(definitions)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { pathname: () => pathname };
}

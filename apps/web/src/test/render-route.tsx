// Renders pages in a memory router with a fresh query client (no retries), for page tests against a stubbed fetch.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export function renderRoutes(
  routes: Array<{ path: string; Component: ComponentType }>,
  path: string,
  /** `seed`: answers the cache holds before the first render (kept from an earlier visit). */
  options: { seed?: (client: QueryClient) => void } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  options.seed?.(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

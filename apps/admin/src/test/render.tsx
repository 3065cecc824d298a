// Renders a piece of the back-office as the app does (query client, the kit's providers, a router at a given
// address) and answers its calls to /api/admin from a table of canned answers per test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { mutationToasts } from '@admin/ui/notify';
import { UiProvider } from '@admin/ui/provider';

export interface Answer {
  status?: number;
  body: unknown;
}
type Route = Answer | ((url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>);

/**
 * Answers fetch from `routes`, keyed by "METHOD /path" (the path after /api/admin, without the query); a call with no
 * route fails the test with the call named. Returns the spy to read the calls made.
 */
export function mockApi(routes: Record<string, Route>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/admin/, '')}`;
    const route = routes[key];
    if (!route) throw new Error(`no answer for ${key}`);
    const answer = typeof route === 'function' ? await route(url, init) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The calls made with a method to a path (after /api/admin), each with its query and parsed JSON body. */
export function callsTo(spy: ReturnType<typeof mockApi>, method: string, path: string) {
  return spy.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://admin.test'), init: init as RequestInit | undefined }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === `/api/admin${path}`)
    .map(({ url, init }) => ({
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** A failed answer with the server's error code. */
export function failure(status: number, code: string): Answer {
  return { status, body: { error: { code, message: code } } };
}

/** An answer that never comes: the loading state stays. */
export function pending(): Promise<Answer> {
  return new Promise(() => {});
}

export function renderScreen(
  ui: ReactNode,
  { path = '/', route = '/', context }: { path?: string; route?: string; context?: unknown } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    mutationCache: mutationToasts(),
  });
  const router = createMemoryRouter(
    [
      // A layout route without a path hands the screen its context, as the app's shell does.
      { element: <Outlet context={context} />, children: [{ path: route === '/' ? '*' : route, element: ui }] },
    ],
    { initialEntries: [path] },
  );
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </QueryClientProvider>,
    ),
  };
}

// The single TanStack Query cache of the app; logout, brand switch and a new version clear parts of it.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

const maxQueryRetries = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change by asking again; network trouble and 5xx may.
      retry: (failureCount, error) =>
        failureCount < maxQueryRetries && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

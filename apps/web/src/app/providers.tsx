// App-wide providers: the query cache and the last-resort error boundary (texts need none: lib/translation-hooks.ts).
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppErrorBoundary>
  );
}

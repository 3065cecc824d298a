// App-wide providers: the query cache, translations and the last-resort error boundary.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </AppErrorBoundary>
  );
}

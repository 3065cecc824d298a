// One ladder for every query on every screen: loading, error with a retry, empty, then the data. A screen passes its
// query and says what "empty" means for it; nothing else draws these states.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './notify';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label ?? t('states.loading')}</Text>
      </Group>
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" title={t('states.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function Empty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid="empty-state">
      <Text c="dimmed">{children ?? t('states.empty')}</Text>
    </Center>
  );
}

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** Whether the answer holds nothing to show (an empty list). */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer says; the generic line when left out. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <Empty>{empty}</Empty>;
  return <>{children(data)}</>;
}

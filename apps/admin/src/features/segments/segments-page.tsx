// Segments (marketing builds them, support reads): each with its brand and rules in words; its members as a CSV, an
// edit, or a delete (asked first).
import { Anchor, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTierSets } from '@admin/features/tiers/api/tiers';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { CsvButton } from '@admin/ui/csv-button';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { useCanEdit } from '@admin/ui/screen-link';
import { StatusBadge } from '@admin/ui/status-badge';
import { useListParams } from '@admin/ui/paged-table';
import { membersCsvUrl, useDeleteSegment, useSegments } from './api/segments';
import { segmentWords } from './segment-words';

/** A tier level's name by id, from the sets (both brands); an unknown id shows as its number. */
export function useLevelName(): (id: number) => string {
  const sets = useTierSets();
  return (id) => sets.data?.tier_sets.flatMap((set) => set.levels).find((level) => level.id === id)?.name ?? `#${id}`;
}

export function SegmentsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const canEdit = useCanEdit('/segments');
  const list = useListParams({ brand: '' });
  const segments = useSegments(list.values.brand);
  const remove = useDeleteSegment();
  const levelName = useLevelName();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('segments.title')}</Title>
        {canEdit && (
          <Button component={Link} to="/segments/new" data-testid="segment-new">
            {t('segments.new')}
          </Button>
        )}
      </Group>
      {!canEdit && (
        <Text size="sm" c="dimmed" data-testid="read-only">
          {t('segments.readOnly')}
        </Text>
      )}
      <Group>
        <SegmentedControl
          aria-label={t('orders.filters.brand')}
          value={list.values.brand}
          onChange={(brand) => list.set({ brand })}
          data={[
            { value: '', label: t('news.allBrands') },
            { value: 'glo', label: 'glo' },
            { value: 'ogo', label: 'ogo' },
          ]}
        />
      </Group>
      <QueryState query={segments} isEmpty={(answer) => answer.segments.length === 0} empty={t('segments.none')}>
        {(answer) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={t('segments.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('segments.fields.name')}</Table.Th>
                  <Table.Th>{t('orders.filters.brand')}</Table.Th>
                  <Table.Th>{t('segments.fields.rules')}</Table.Th>
                  <Table.Th>{t('segments.fields.updated')}</Table.Th>
                  <Table.Th>{t('tiers.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.segments.map((segment) => (
                  <Table.Tr key={segment.id} data-testid="segment-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/segments/${segment.id}`} fw={600}>
                        {segment.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge kind="brand" code={segment.brand} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{segmentWords(segment.rules, t, format, levelName)}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(segment.updated_at)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <CsvButton href={membersCsvUrl(segment.id)} testId="segment-csv" />
                        {canEdit && (
                          <ConfirmButton
                            size="sm"
                            variant="light"
                            label={t('segments.delete')}
                            question={t('segments.deleteQuestion', { name: segment.name })}
                            onConfirm={() =>
                              remove.mutate(segment.id, {
                                onSuccess: () => notifySuccess(t('segments.deleted', { name: segment.name })),
                                onError: notifyError,
                              })
                            }
                            testId="segment-delete"
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}

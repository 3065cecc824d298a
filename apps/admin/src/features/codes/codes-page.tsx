// Pack codes (marketing): the batches with codes issued and redeemed; a new batch (then its CSV for the printer); a
// printer's CSV imported all or nothing. Kinds in words, numbers and dates the chosen language's way.
import { Anchor, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@admin/ui/codes';
import { CsvButton } from '@admin/ui/csv-button';
import { useFormat } from '@admin/ui/format';
import { QueryState } from '@admin/ui/query-state';
import { StatusBadge } from '@admin/ui/status-badge';
import { batchCsvUrl, useBatches } from './api/codes';
import { ImportCodesForm } from './components/import-codes-form';
import { NewBatchForm } from './components/new-batch-form';

export function CodesPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const batches = useBatches();

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('codes.title')}
        </Title>
        {batches.isSuccess && batches.data.batches.length > 0 && (
          <CsvButton
            filename="batches.csv"
            header={['brand', 'batch', 'kind', 'xp_min', 'xp_max', 'issued', 'redeemed', 'created_at']}
            rows={batches.data.batches.map((batch) => [
              batch.brand,
              batch.batch,
              batch.kind,
              batch.xp_min,
              batch.xp_max,
              batch.issued,
              batch.redeemed,
              batch.created_at,
            ])}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NewBatchForm />
        <ImportCodesForm />
      </SimpleGrid>
      <Title order={2} size="h4" id="codes-batches">
        {t('codes.batches')}
      </Title>
      <QueryState query={batches} isEmpty={(data) => data.batches.length === 0} empty={t('codes.none')}>
        {(data) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-labelledby="codes-batches">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('codes.batch')}</Table.Th>
                  <Table.Th>{t('customers.columns.brand')}</Table.Th>
                  <Table.Th>{t('codes.kind')}</Table.Th>
                  <Table.Th ta="right">{t('codes.xpPerCode')}</Table.Th>
                  <Table.Th ta="right">{t('codes.issued')}</Table.Th>
                  <Table.Th>{t('codes.redeemed')}</Table.Th>
                  <Table.Th>{t('codes.createdAt')}</Table.Th>
                  <Table.Th>{t('codes.codesFile')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.batches.map((batch) => {
                  const share = batch.redeemed / Math.max(1, batch.issued);
                  return (
                    <Table.Tr key={`${batch.brand}/${batch.batch}`} data-testid="batch-row">
                      <Table.Td fw={600}>{batch.batch || '—'}</Table.Td>
                      <Table.Td>
                        <StatusBadge kind="brand" code={batch.brand} size="sm" />
                      </Table.Td>
                      <Table.Td>{codeLabel('code_kind', batch.kind, i18n.language)}</Table.Td>
                      <Table.Td ta="right">
                        {batch.xp_min === batch.xp_max
                          ? format.number(batch.xp_min)
                          : `${format.number(batch.xp_min)}–${format.number(batch.xp_max)}`}
                      </Table.Td>
                      <Table.Td ta="right">{format.number(batch.issued)}</Table.Td>
                      <Table.Td miw={160}>
                        <Text size="sm">{`${format.number(batch.redeemed)} (${format.percent(share)})`}</Text>
                        <Progress value={share * 100} size="xs" aria-hidden />
                      </Table.Td>
                      <Table.Td>{format.dateTime(batch.created_at)}</Table.Td>
                      <Table.Td>
                        {batch.batch ? (
                          <Anchor href={batchCsvUrl(batch.brand, batch.batch)} download>
                            {t('codes.batchCsvOf', { batch: batch.batch })}
                          </Anchor>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}

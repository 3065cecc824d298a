// Certificate partners with their stock, shown or hidden in the app (confirmed), and the stock or partners CSV import
// (the counts said after). A message on every change.
import { Badge, Button, Card, FileInput, Group, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { CsvButton } from '@admin/ui/csv-button';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess, toastOptions } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { useCatalogueMutations, usePartners } from '../api/catalogue';

type ImportKind = 'stock' | 'partners';

function CertificateImportForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const { importCertificates } = useCatalogueMutations();
  const form = useForm<{ kind: ImportKind; file: File | null }>({ defaultValues: { kind: 'stock', file: null } });
  const submit = form.handleSubmit(async ({ kind, file }) => {
    if (!file) return;
    const csv = await file.text();
    importCertificates.mutate(
      { kind, csv },
      {
        onSuccess: (answer) => {
          form.reset({ kind, file: null });
          notifySuccess(
            t('catalogue.imported', {
              rows: format.number(answer.rows),
              inserted: format.number(answer.inserted),
              updated: format.number(answer.updated),
              duplicates: format.number(answer.duplicates),
              bad: format.number(answer.bad.length),
            }),
          );
        },
        onError: notifyError,
      },
    );
  });
  return (
    <Card component="section" aria-labelledby="certificates-import">
      <Title order={3} size="h5" id="certificates-import" mb="sm">
        {t('catalogue.import')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-end" gap="sm">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('catalogue.importKind')}
                value={field.value}
                onChange={(value) => field.onChange(value as ImportKind)}
                data={[
                  { value: 'stock', label: t('catalogue.importStock') },
                  { value: 'partners', label: t('catalogue.importPartners') },
                ]}
              />
            )}
          />
          <Controller
            control={form.control}
            name="file"
            rules={{ required: true }}
            render={({ field, fieldState }) => (
              <FileInput
                label={t('codes.file')}
                accept=".csv,text/csv"
                clearable
                w={260}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error ? t('codes.chooseFile') : undefined}
              />
            )}
          />
          <Button type="submit" variant="default" loading={importCertificates.isPending}>
            {t('codes.importSubmit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

export function CertificatesSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const partners = usePartners();
  const { partner } = useCatalogueMutations();
  return (
    <Stack component="section" aria-labelledby="catalogue-certificates" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="catalogue-certificates">
          {t('catalogue.certificates')}
        </Title>
        {partners.isSuccess && partners.data.partners.length > 0 && (
          <CsvButton
            filename="certificate-partners.csv"
            header={['id', 'slug', 'name', 'active', 'available', 'issued']}
            rows={partners.data.partners.map((row) => [row.id, row.slug, row.name, row.active, row.available, row.issued])}
          />
        )}
      </Group>
      <QueryState query={partners} isEmpty={(data) => data.partners.length === 0} empty={t('catalogue.noPartners')}>
        {(data) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-labelledby="catalogue-certificates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogue.partner')}</Table.Th>
                  <Table.Th ta="right">{t('catalogue.available')}</Table.Th>
                  <Table.Th ta="right">{t('catalogue.issued')}</Table.Th>
                  <Table.Th>{t('catalogue.inApp')}</Table.Th>
                  <Table.Th>{t('staff.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.partners.map((row) => (
                  <Table.Tr key={row.id} data-testid="partner-row">
                    <Table.Td>{`${row.name} (${row.slug})`}</Table.Td>
                    <Table.Td ta="right" c={row.available === 0 && row.active ? 'red.9' : undefined}>
                      {format.number(row.available)}
                    </Table.Td>
                    <Table.Td ta="right">{format.number(row.issued)}</Table.Td>
                    <Table.Td>
                      <Badge color={row.active ? 'teal' : 'gray'} c={row.active ? 'teal.9' : 'gray.9'}>
                        {row.active ? t('catalogue.shown') : t('catalogue.hidden')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <ConfirmButton
                        size="xs"
                        variant={row.active ? 'light' : 'default'}
                        label={row.active ? t('catalogue.hide') : t('catalogue.show')}
                        question={t(row.active ? 'catalogue.hideQuestion' : 'catalogue.showQuestion', { name: row.name })}
                        danger={row.active}
                        testId="partner-toggle"
                        onConfirm={() =>
                          partner.mutate(
                            { id: row.id, active: !row.active },
                            toastOptions(t(row.active ? 'catalogue.hiddenToast' : 'catalogue.shownToast', { name: row.name })),
                          )
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <CertificateImportForm />
    </Stack>
  );
}

// A printer's CSV of pack codes, imported all or nothing into the chosen brand; the counts said after.
import { Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BrandChoice } from '@admin/ui/brand-choice';
import type { Brand } from '@loyalty/contracts/brand';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useImportCodes } from '../api/codes';

export function ImportCodesForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const importCodes = useImportCodes();
  const form = useForm<{ brand: Brand; file: File | null }>({ defaultValues: { brand: 'glo', file: null } });
  const submit = form.handleSubmit(async ({ brand, file }) => {
    if (!file) return;
    const csv = await file.text();
    importCodes.mutate(
      { csv, brand },
      {
        onSuccess: (answer) => {
          form.reset({ brand, file: null });
          notifySuccess(
            t('codes.imported', {
              rows: format.number(answer.rows),
              inserted: format.number(answer.inserted),
              duplicates: format.number(answer.duplicates),
            }),
          );
        },
        onError: notifyError,
      },
    );
  });
  return (
    <Card component="section" aria-labelledby="codes-import">
      <Title order={2} size="h4" id="codes-import" mb="sm">
        {t('codes.import')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('codes.importHint')}
          </Text>
          <Controller
            control={form.control}
            name="brand"
            render={({ field }) => <BrandChoice value={field.value} onChange={field.onChange} />}
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
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error ? t('codes.chooseFile') : undefined}
                data-testid="codes-file"
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={importCodes.isPending} data-testid="codes-import-submit">
              {t('codes.importSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

// A new batch of pack codes: brand, kind, XP per code, how many and the batch's name, checked by the contract's own
// schema (numbers arrive as typed text); the batch's CSV for the printer offered once it exists.
import { Alert, Anchor, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BrandChoice } from '@admin/ui/brand-choice';
import { z } from 'zod';
import { adminCreateBatchBodySchema } from '@loyalty/contracts/admin';
import { codeLabel } from '@admin/ui/codes';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { batchCsvUrl, useCreateBatch } from '../api/codes';

const batchForm = z
  .object({
    brand: z.enum(['glo', 'ogo']),
    kind: z.enum(['sticks', 'velo']).optional(),
    xp: z.coerce.number<string>(),
    count: z.coerce.number<string>(),
    batch: z.string(),
  })
  .pipe(adminCreateBatchBodySchema);

export function NewBatchForm() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const create = useCreateBatch();
  const form = useZodForm(batchForm, { defaultValues: { brand: 'glo', kind: 'sticks', xp: '10', count: '100', batch: '' } });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        form.reset({ ...form.getValues(), batch: '' });
        notifySuccess(t('codes.created', { count: answer.count, formatted: format.number(answer.count), batch: answer.batch }));
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) notifyError(error);
      },
    }),
  );
  return (
    <Card component="section" aria-labelledby="codes-new">
      <Title order={2} size="h4" id="codes-new" mb="sm">
        {t('codes.create')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group gap="sm">
            <Controller
              control={form.control}
              name="brand"
              render={({ field }) => <BrandChoice value={field.value} onChange={field.onChange} />}
            />
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <SegmentedControl
                  aria-label={t('codes.kind')}
                  value={field.value}
                  onChange={field.onChange}
                  data={(['sticks', 'velo'] as const).map((kind) => ({
                    value: kind,
                    label: codeLabel('code_kind', kind, i18n.language),
                  }))}
                />
              )}
            />
          </Group>
          <Group gap="sm" align="flex-start" grow>
            <TextInput
              label={t('codes.xp')}
              inputMode="numeric"
              {...form.register('xp')}
              error={fieldError(form, 'xp', t('codes.xpHint'))}
              data-testid="codes-xp"
            />
            <TextInput
              label={t('codes.count')}
              inputMode="numeric"
              {...form.register('count')}
              error={fieldError(form, 'count', t('codes.countHint'))}
              data-testid="codes-count"
            />
          </Group>
          <TextInput
            label={t('codes.batch')}
            placeholder="winter-2026"
            {...form.register('batch')}
            error={fieldError(form, 'batch', t('codes.batchHint'))}
            data-testid="codes-batch"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} data-testid="codes-create">
              {t('codes.createSubmit')}
            </Button>
          </Group>
          {create.data && (
            <Alert role="status" color="teal" variant="light">
              <Text size="sm">
                {t('codes.created', {
                  count: create.data.count,
                  formatted: format.number(create.data.count),
                  batch: create.data.batch,
                })}{' '}
                <Anchor href={batchCsvUrl(create.data.brand, create.data.batch)} download>
                  {t('codes.batchCsv')}
                </Anchor>
              </Text>
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}

// XP adjustment of one brand record: amount and reason checked by the contract's schema, confirmed in a dialog that
// says what will happen, a toast with the balance after (or that a credit above the threshold waits for approval).
import { Button, Card, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminXpAdjustBodySchema, type AdminCustomerRow } from '@loyalty/contracts/admin';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useAdjustXp } from '../api/adjust-xp';

/** The amount arrives as typed text; the contract's schema decides the rest. */
const adjustForm = z.object({ amount: z.coerce.number<string>(), reason: z.string() }).pipe(adminXpAdjustBodySchema);
type Adjustment = z.output<typeof adjustForm>;

function AdjustForm({ record }: { record: AdminCustomerRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const adjust = useAdjustXp(record.id);
  const form = useZodForm(adjustForm, { defaultValues: { amount: '', reason: '' } });
  const [pending, setPending] = useState<Adjustment | null>(null);

  const confirm = () => {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: (answer) => {
        form.reset();
        notifySuccess(
          answer.status === 'pending'
            ? t('customer.adjust.pending', { balance: format.number(answer.balance) })
            : t('customer.adjust.done', { balance: format.number(answer.balance) }),
        );
      },
      onError: (error) => {
        applyServerErrors(form, error);
        notifyError(error);
      },
    });
    setPending(null);
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(setPending)(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('customer.adjust.amount')}
          inputMode="numeric"
          {...form.register('amount')}
          error={fieldError(form, 'amount', t('customer.adjust.amountHint'))}
          data-testid="xp-amount"
        />
        <TextInput
          label={t('customer.adjust.reason')}
          {...form.register('reason')}
          error={fieldError(form, 'reason', t('customer.adjust.reasonHint'))}
          data-testid="xp-reason"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={adjust.isPending} data-testid="xp-submit">
            {t('customer.adjust.submit')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={t('customer.adjust.title')} centered>
        <Text mb="md">
          {pending &&
            t('customer.adjust.confirmBrand', {
              amount: format.xp(pending.amount, true),
              brand: record.brand,
              phone: format.phone(record.phone),
            })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)}>
            {t('confirm.cancel')}
          </Button>
          <Button data-testid="xp-confirm" onClick={confirm}>
            {t('customer.adjust.submit')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}

/** The form for the record chosen among the person's brands. */
export function XpAdjustCard({ records, initial }: { records: AdminCustomerRow[]; initial: number }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(String(initial));
  const record = records.find((one) => String(one.id) === chosen) ?? records[0];
  if (!record) return null;
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('customer.adjust.title')}
      </Title>
      {records.length > 1 && (
        <SegmentedControl
          mb="sm"
          aria-label={t('customers.columns.brand')}
          value={String(record.id)}
          onChange={setChosen}
          data={records.map((one) => ({ value: String(one.id), label: one.brand }))}
        />
      )}
      <AdjustForm key={record.id} record={record} />
    </Card>
  );
}

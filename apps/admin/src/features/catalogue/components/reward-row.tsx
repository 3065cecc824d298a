// One reward, edited in its row: title, price, stock (empty: unlimited), available or not with the reason customers
// read; saved with a message.
import { Button, Stack, Switch, Table, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@admin/ui/status-badge';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useCatalogueMutations, type Reward } from '../api/catalogue';
import { rewardEditForm } from '../forms';

export function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const { reward: save } = useCatalogueMutations();
  const form = useZodForm(rewardEditForm, {
    defaultValues: {
      title: reward.title,
      xp_price: String(reward.xp_price),
      stock: reward.stock === null ? '' : String(reward.stock),
      active: reward.active,
      inactive_reason: reward.inactive_reason ?? '',
    },
  });
  const active = useWatch({ control: form.control, name: 'active' });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: reward.id, ...values, inactive_reason: values.active ? null : values.inactive_reason },
      {
        onSuccess: (saved) => {
          notifySuccess(t('catalogue.rewardSaved', { title: saved.title }));
          form.reset(form.getValues());
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error);
        },
      },
    ),
  );
  return (
    <Table.Tr data-testid="reward-row">
      <Table.Td>
        <StatusBadge kind="brand" code={reward.brand} size="sm" />
      </Table.Td>
      <Table.Td>
        {/* Wide enough for a whole title ("Автомобільний зарядний пристрій"), not its first 20 letters. */}
        <TextInput
          size="xs"
          miw={300}
          aria-label={t('catalogue.titleOf', { title: reward.title })}
          {...form.register('title')}
          error={fieldError(form, 'title')}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          w={100}
          inputMode="numeric"
          aria-label={t('catalogue.priceOf', { title: reward.title })}
          {...form.register('xp_price')}
          error={fieldError(form, 'xp_price', t('catalogue.wholeNumber'))}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          w={100}
          inputMode="numeric"
          placeholder="∞"
          aria-label={t('catalogue.stockOf', { title: reward.title })}
          {...form.register('stock')}
          error={fieldError(form, 'stock', t('catalogue.wholeNumber'))}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('catalogue.active')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {!active && (
            <TextInput
              size="xs"
              placeholder={t('catalogue.inactiveReason')}
              aria-label={t('catalogue.inactiveReason')}
              {...form.register('inactive_reason')}
              error={fieldError(form, 'inactive_reason')}
            />
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" loading={save.isPending} onClick={() => void submit()} data-testid="reward-save">
          {t('common.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

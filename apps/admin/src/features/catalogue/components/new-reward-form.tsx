// A new reward: brand, title, picture, price and stock, checked by the contract's own field schemas.
import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BrandChoice } from '@admin/ui/brand-choice';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useCatalogueMutations } from '../api/catalogue';
import { newRewardForm } from '../forms';

export function NewRewardForm() {
  const { t } = useTranslation();
  const { newReward } = useCatalogueMutations();
  const form = useZodForm(newRewardForm, {
    defaultValues: { brand: 'glo', title: '', image_src: '/media/products/', xp_price: '', stock: '' },
  });
  const submit = form.handleSubmit((values) =>
    newReward.mutate(
      { ...values, description: '' },
      {
        onSuccess: (saved) => {
          notifySuccess(t('catalogue.rewardAdded', { title: saved.title }));
          form.reset({ ...form.getValues(), title: '', xp_price: '', stock: '' });
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error);
        },
      },
    ),
  );
  return (
    <Card component="section" aria-labelledby="reward-new">
      <Title order={3} size="h5" id="reward-new" mb="sm">
        {t('catalogue.newReward')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm">
          <Controller
            control={form.control}
            name="brand"
            render={({ field }) => <BrandChoice mt={25} value={field.value} onChange={field.onChange} />}
          />
          <TextInput
            label={t('catalogue.title')}
            {...form.register('title')}
            error={fieldError(form, 'title', t('forms.required'))}
            data-testid="new-reward-title"
          />
          <TextInput
            label={t('catalogue.image')}
            {...form.register('image_src')}
            error={fieldError(form, 'image_src', t('catalogue.imageHint'))}
          />
          <TextInput
            label="XP"
            w={110}
            inputMode="numeric"
            {...form.register('xp_price')}
            error={fieldError(form, 'xp_price', t('catalogue.wholeNumber'))}
            data-testid="new-reward-xp"
          />
          <TextInput
            label={t('catalogue.stock')}
            w={200}
            inputMode="numeric"
            placeholder="∞"
            {...form.register('stock')}
            error={fieldError(form, 'stock', t('catalogue.wholeNumber'))}
          />
          <Button type="submit" mt={25} loading={newReward.isPending} data-testid="new-reward-submit">
            {t('content.add')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

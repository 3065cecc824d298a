// A new offer: brand, title, its text, picture and Kyiv calendar days, checked by the contract's own field schemas.
import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SegmentTargetPicker } from '@admin/features/segments/components/segment-target';
import { BrandChoice } from '@admin/ui/brand-choice';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useCatalogueMutations } from '../api/catalogue';
import { newOfferForm } from '../forms';
import { kyivValidity } from '../kyiv-validity';

/** The offer's text as one paragraph of HTML, its characters escaped. */
function paragraph(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}</p>`;
}

export function NewOfferForm() {
  const { t } = useTranslation();
  const { newOffer } = useCatalogueMutations();
  const form = useZodForm(newOfferForm, {
    defaultValues: { brand: 'glo', title: '', text: '', image_src: '/media/news/', from: '', to: '', segment_ids: [] },
  });
  const brand = useWatch({ control: form.control, name: 'brand' });
  const submit = form.handleSubmit(({ brand, title, text, image_src, from, to, segment_ids }) =>
    newOffer.mutate(
      { brand, title, body_html: paragraph(text), image_src, ...kyivValidity(from, to), segment_ids },
      {
        onSuccess: (saved) => {
          notifySuccess(t('catalogue.offerAdded', { title: saved.title }));
          form.reset({ ...form.getValues(), title: '', text: '' });
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error);
        },
      },
    ),
  );
  return (
    <Card component="section" aria-labelledby="offer-new">
      <Title order={3} size="h5" id="offer-new" mb="sm">
        {t('catalogue.newOffer')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm">
          <Controller
            control={form.control}
            name="brand"
            render={({ field }) => (
              <BrandChoice
                mt={25}
                value={field.value}
                onChange={(value) => {
                  // Segments are a brand's own: another brand's cannot stay chosen.
                  if (value !== field.value) form.setValue('segment_ids', []);
                  field.onChange(value);
                }}
              />
            )}
          />
          <TextInput
            label={t('catalogue.title')}
            {...form.register('title')}
            error={fieldError(form, 'title', t('forms.required'))}
            data-testid="new-offer-title"
          />
          <TextInput label={t('catalogue.text')} {...form.register('text')} error={fieldError(form, 'text')} />
          <TextInput
            label={t('catalogue.image')}
            {...form.register('image_src')}
            error={fieldError(form, 'image_src', t('catalogue.imageHint'))}
          />
          <TextInput
            label={t('catalogue.from')}
            type="date"
            {...form.register('from')}
            error={fieldError(form, 'from', t('forms.required'))}
            data-testid="new-offer-from"
          />
          <TextInput
            label={t('catalogue.to')}
            type="date"
            {...form.register('to')}
            error={fieldError(form, 'to', t('catalogue.datesOrder'))}
            data-testid="new-offer-to"
          />
          <Controller
            control={form.control}
            name="segment_ids"
            render={({ field }) => (
              <SegmentTargetPicker
                brand={brand}
                value={field.value}
                onChange={field.onChange}
                error={fieldError(form, 'segment_ids')}
                testId="new-offer-segments"
              />
            )}
          />
          <Button type="submit" mt={25} loading={newOffer.isPending} data-testid="new-offer-submit">
            {t('content.add')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

// One offer, edited in its row: title and its Kyiv calendar days (the end not before the start); saved with a message.
import { Button, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { SegmentTag, SegmentTargetPicker } from '@admin/features/segments/components/segment-target';
import { StatusBadge } from '@admin/ui/status-badge';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useCatalogueMutations, type Offer } from '../api/catalogue';
import { offerEditForm } from '../forms';
import { kyivDateOf, kyivValidity } from '../kyiv-validity';

export function OfferRow({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { offer: save } = useCatalogueMutations();
  const form = useZodForm(offerEditForm, {
    defaultValues: {
      title: offer.title,
      from: kyivDateOf(offer.valid_from),
      to: kyivDateOf(offer.valid_to),
      segment_ids: offer.segment_ids,
    },
  });
  const submit = form.handleSubmit(({ title, from, to, segment_ids }) =>
    save.mutate(
      { id: offer.id, title, ...kyivValidity(from, to), segment_ids },
      {
        onSuccess: (saved) => {
          notifySuccess(t('catalogue.offerSaved', { title: saved.title }));
          form.reset(form.getValues());
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error);
        },
      },
    ),
  );
  return (
    <Table.Tr data-testid="offer-row">
      <Table.Td>
        <StatusBadge kind="brand" code={offer.brand} size="sm" />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          miw={300}
          aria-label={t('catalogue.titleOf', { title: offer.title })}
          {...form.register('title')}
          error={fieldError(form, 'title', t('forms.required'))}
        />
        <SegmentTag ids={offer.segment_ids} />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          type="date"
          aria-label={t('catalogue.fromOf', { title: offer.title })}
          {...form.register('from')}
          error={fieldError(form, 'from', t('forms.required'))}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          type="date"
          aria-label={t('catalogue.toOf', { title: offer.title })}
          {...form.register('to')}
          error={fieldError(form, 'to', t('catalogue.datesOrder'))}
        />
      </Table.Td>
      <Table.Td miw={220}>
        <Controller
          control={form.control}
          name="segment_ids"
          render={({ field }) => (
            <SegmentTargetPicker
              size="xs"
              brand={offer.brand}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(form, 'segment_ids')}
              label={t('segments.target.labelOf', { title: offer.title })}
              hideLabel
              testId="offer-segments"
            />
          )}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" loading={save.isPending} onClick={() => void submit()} data-testid="offer-save">
          {t('common.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

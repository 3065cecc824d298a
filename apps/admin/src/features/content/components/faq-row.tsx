// One FAQ entry, edited in place: question, answer and its order; saved or deleted (confirmed) with a message.
import { Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess, toastOptions } from '@admin/ui/notify';
import { useFaqMutations, type FaqItem } from '../api/content';
import { faqEditForm } from '../forms';

export function FaqRow({ item }: { item: FaqItem }) {
  const { t } = useTranslation();
  const { update, remove } = useFaqMutations();
  const form = useZodForm(faqEditForm, {
    defaultValues: { title: item.title, text: item.text, position: String(item.position) },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: item.id, ...values },
      {
        onSuccess: (saved) => {
          notifySuccess(t('content.faqSaved', { title: saved.title }));
          form.reset(form.getValues());
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error);
        },
      },
    ),
  );
  return (
    <Paper withBorder p="sm" data-testid="faq-row">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xs">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('content.question')}
              {...form.register('title')}
              error={fieldError(form, 'title', t('content.questionHint'))}
            />
            <TextInput
              w={100}
              label={t('content.position')}
              inputMode="numeric"
              {...form.register('position')}
              error={fieldError(form, 'position', t('catalogue.wholeNumber'))}
            />
          </Group>
          <Textarea
            label={t('content.answer')}
            autosize
            minRows={2}
            {...form.register('text')}
            error={fieldError(form, 'text', t('forms.required'))}
          />
          <Group justify="flex-end" gap="sm">
            <ConfirmButton
              size="xs"
              variant="light"
              label={t('content.delete')}
              question={t('content.deleteQuestion', { title: item.title })}
              onConfirm={() => remove.mutate(item.id, toastOptions(t('content.faqDeleted', { title: item.title })))}
              testId="faq-delete"
            />
            <Button size="xs" type="submit" variant="default" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

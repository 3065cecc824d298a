// The FAQ of a brand by topic: each entry editable in place, new ones added (checked by the contract's schema).
import { Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BrandChoice } from '@admin/ui/brand-choice';
import type { Brand } from '@loyalty/contracts/brand';
import { codeLabel, codeValues } from '@admin/ui/codes';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { Empty, QueryState } from '@admin/ui/query-state';
import { useFaq, useFaqMutations } from '../api/content';
import { newFaqForm } from '../forms';
import { FaqRow } from './faq-row';

function NewFaqForm({ brand }: { brand: Brand }) {
  const { t, i18n } = useTranslation();
  const { create } = useFaqMutations();
  const form = useZodForm(newFaqForm, { defaultValues: { topic: 'general', title: '', text: '' } });
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, brand, position: 0 },
      {
        onSuccess: (saved) => {
          notifySuccess(t('content.faqAdded', { title: saved.title, brand }));
          form.reset({ ...form.getValues(), title: '', text: '' });
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) notifyError(error);
        },
      },
    ),
  );
  return (
    <Card withBorder component="section" aria-labelledby="faq-new">
      <Title order={3} size="h5" id="faq-new" mb="sm">
        {t('content.addQuestion')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="topic"
            render={({ field }) => (
              <Select
                label={t('content.topic')}
                w={260}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data={codeValues('faq_topic').map((topic) => ({
                  value: topic,
                  label: codeLabel('faq_topic', topic, i18n.language),
                }))}
              />
            )}
          />
          <TextInput
            label={t('content.question')}
            {...form.register('title')}
            error={fieldError(form, 'title', t('content.questionHint'))}
            data-testid="faq-new-title"
          />
          <Textarea
            label={t('content.answer')}
            autosize
            minRows={2}
            {...form.register('text')}
            error={fieldError(form, 'text', t('forms.required'))}
            data-testid="faq-new-text"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} data-testid="faq-add">
              {t('content.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function FaqEditor() {
  const { t, i18n } = useTranslation();
  const [brand, setBrand] = useState<Brand>('glo');
  const faq = useFaq(brand);
  return (
    <Card component="section" aria-labelledby="content-faq">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="content-faq">
          {t('content.faq')}
        </Title>
        <BrandChoice value={brand} onChange={setBrand} />
      </Group>
      <Stack gap="md">
        <QueryState query={faq}>
          {(data) =>
            codeValues('faq_topic').map((topic) => {
              const items = data.items.filter((item) => item.topic === topic);
              return (
                <Stack key={topic} gap="xs">
                  <Title order={3} size="h5">
                    {codeLabel('faq_topic', topic, i18n.language)}
                  </Title>
                  {items.length === 0 ? (
                    <Empty>{t('content.noQuestions')}</Empty>
                  ) : (
                    items.map((item) => <FaqRow key={item.id} item={item} />)
                  )}
                </Stack>
              );
            })
          }
        </QueryState>
        <NewFaqForm key={brand} brand={brand} />
      </Stack>
    </Card>
  );
}

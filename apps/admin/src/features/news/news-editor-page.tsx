// One news item: brand, title, summary for the list, a cover from the brand's media library (or uploaded here) and
// the rich-text body, beside a preview of the item as the app will show it; its state (draft, published,
// unpublished) always in view, and a message on every change. Checked by the contract's own schema before sending.
import { Anchor, Button, Grid, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { adminNewsBodySchema } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import { parseLibraryPath } from '@loyalty/contracts/media';
import { RichTextEditor } from '@admin/components/rich-text-editor';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { formatDateTime } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { StatusBadge } from '@admin/ui/status-badge';
import { useSegments } from '@admin/features/segments/api/segments';
import { SegmentTargetPicker } from '@admin/features/segments/components/segment-target';
import { useNewsItem, usePushNews, useSaveNews, type NewsInput, type NewsItem } from './api/news';
import { AppPreview } from './components/app-preview';
import { CoverPicker } from './components/cover-picker';

function Editor({ item }: { item: NewsItem | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveNews(item?.id ?? null);
  const form = useZodForm(adminNewsBodySchema, {
    defaultValues: {
      brand: item?.brand ?? 'glo',
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      body_html: item?.body_html ?? '<p></p>',
      // A new item starts without a cover: the marketer chooses one, nothing is preselected.
      image_src: item?.image_src ?? '',
      published: item?.published ?? false,
      segment_ids: item?.segment_ids ?? [],
    },
  });
  const [brand, title, summary, imageSrc, bodyHtml] = useWatch({
    control: form.control,
    name: ['brand', 'title', 'summary', 'image_src', 'body_html'],
  });

  const changeMessage = (before: NewsItem | null, after: NewsItem): string => {
    if (after.state === 'published' && before?.state !== 'published') return t('news.changed.published', { brand: after.brand });
    if (after.state === 'unpublished' && before?.state === 'published')
      return t('news.changed.unpublished', { brand: after.brand });
    if (after.state === 'draft') return t('news.changed.draft');
    return t('news.changed.saved');
  };

  const submit = (published: boolean) =>
    form.handleSubmit((values: NewsInput) =>
      save.mutate(
        { ...values, published },
        {
          onSuccess: (saved) => {
            notifySuccess(changeMessage(item, saved));
            form.reset({ ...values, image_src: saved.image_src, published: saved.published });
            if (item === null) void navigate(`/news/${saved.id}`, { replace: true });
          },
          onError: (error) => {
            if (!applyServerErrors(form, error)) notifyError(error);
          },
        },
      ),
    )();

  const state = item?.state ?? 'draft';
  return (
    <Stack gap="md">
      <Group gap="sm" data-testid="news-state">
        <Text size="sm">{t('news.state')}:</Text>
        <StatusBadge kind="news_state" code={state} />
        {item && (
          <Text size="sm" c="dimmed">
            {state === 'published'
              ? t('news.liveSince', { date: formatDateTime(item.published_at, i18n.language), brand: item.brand })
              : state === 'unpublished'
                ? t('news.notInApp')
                : t('news.draftHint')}
          </Text>
        )}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="brand"
                render={({ field }) => (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id="news-brand-label">
                      {t('orders.filters.brand')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby="news-brand-label"
                      value={field.value}
                      data={[
                        { value: 'glo', label: 'glo' },
                        { value: 'ogo', label: 'ogo' },
                      ]}
                      onChange={(value) => {
                        field.onChange(value as Brand);
                        // A cover of the other brand's library cannot stay: the server would refuse it.
                        const cover = parseLibraryPath(form.getValues('image_src'));
                        if (cover && cover.brand !== value) form.setValue('image_src', '');
                        // Nor can segments: they are a brand's own.
                        if (value !== field.value) form.setValue('segment_ids', []);
                      }}
                    />
                  </Stack>
                )}
              />
              <TextInput
                label={t('news.fields.title')}
                {...form.register('title')}
                error={fieldError(form, 'title')}
                data-testid="news-title"
              />
              <TextInput
                label={t('news.fields.summary')}
                {...form.register('summary')}
                error={fieldError(form, 'summary')}
                data-testid="news-summary"
              />
              <Controller
                control={form.control}
                name="segment_ids"
                render={({ field }) => (
                  <SegmentTargetPicker
                    brand={brand}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    error={fieldError(form, 'segment_ids')}
                    testId="news-segments"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="image_src"
                render={({ field }) => (
                  <CoverPicker
                    brand={brand}
                    value={field.value}
                    onChange={(src) => field.onChange(src)}
                    error={form.formState.errors.image_src ? t('news.cover.required') : undefined}
                  />
                )}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('news.fields.body')}
                </Text>
                <Controller
                  control={form.control}
                  name="body_html"
                  render={({ field }) => (
                    <RichTextEditor
                      initialHtml={item?.body_html ?? '<p></p>'}
                      onChange={(html) => field.onChange(html)}
                      label={t('news.fields.body')}
                    />
                  )}
                />
              </Stack>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AppPreview
            brand={brand}
            title={title}
            summary={summary}
            imageSrc={imageSrc}
            bodyHtml={bodyHtml}
            publishedAt={item?.published ? item.published_at : null}
          />
        </Grid.Col>
      </Grid>
      <Group>
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => submit(item?.published ?? false)}
          data-testid="news-save"
        >
          {item === null ? t('news.saveDraft') : t('news.save')}
        </Button>
        {item?.published ? (
          <ConfirmButton
            label={t('news.unpublish')}
            question={t('news.unpublishQuestion')}
            onConfirm={() => submit(false)}
            testId="news-unpublish"
          />
        ) : (
          <ConfirmButton
            label={t('news.publish')}
            question={t('news.publishQuestion', { brand })}
            danger={false}
            check={() => form.trigger()}
            onConfirm={() => submit(true)}
            testId="news-publish"
          />
        )}
        {item?.published && <PushButton id={item.id} pushed={item.push} brand={item.brand} segmentIds={item.segment_ids} />}
      </Group>
    </Stack>
  );
}

function PushButton({ id, pushed, brand, segmentIds }: { id: number; pushed: boolean; brand: Brand; segmentIds: number[] }) {
  const { t } = useTranslation();
  const push = usePushNews(id);
  const segments = useSegments(brand);
  const names = segmentIds.map(
    (segmentId) => segments.data?.segments.find((row) => row.id === segmentId)?.name ?? `#${segmentId}`,
  );
  if (pushed || push.isSuccess) return <Text role="status">{t('news.pushed')}</Text>;
  return (
    <ConfirmButton
      label={t('news.push')}
      question={segmentIds.length === 0 ? t('news.pushQuestion') : t('news.pushQuestionSegments', { names: names.join(', ') })}
      danger={false}
      disabled={push.isPending}
      onConfirm={() => push.mutate(undefined, { onSuccess: () => notifySuccess(t('news.pushed')), onError: notifyError })}
    />
  );
}

export function NewsEditorPage() {
  const { t } = useTranslation();
  const param = useParams().id;
  const id = param === 'new' || param === undefined ? null : Number(param);
  const item = useNewsItem(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/news" size="sm">
        ← {t('news.title')}
      </Anchor>
      <Title order={1}>{id === null ? t('news.new') : t('news.edit')}</Title>
      {id === null ? (
        <Editor key="new" item={null} />
      ) : item.isPending ? (
        <Loading />
      ) : item.isError ? (
        <ErrorState error={item.error} onRetry={() => void item.refetch()} />
      ) : (
        <Editor key={item.data.id} item={item.data} />
      )}
    </Stack>
  );
}

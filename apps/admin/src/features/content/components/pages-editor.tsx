// The brand pages: one chosen, edited with the sanitised rich-text editor, previewed as the app will show it (the
// server's sanitising), saved with a message.
import { Button, Card, Group, Paper, Select, Stack, Text, Title, Typography } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@admin/components/rich-text-editor';
import { previewHtml } from '@admin/lib/preview';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { usePages, useSavePage } from '../api/content';

export function PagesEditor() {
  const { t } = useTranslation();
  const format = useFormat();
  const pages = usePages();
  const save = useSavePage();
  const [selected, setSelected] = useState<string | null>(null);
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <Card component="section" aria-labelledby="content-pages">
      <Title order={2} size="h4" id="content-pages" mb="sm">
        {t('content.pages')}
      </Title>
      <QueryState query={pages} isEmpty={(data) => data.pages.length === 0} empty={t('content.noPages')}>
        {(data) => {
          const page = data.pages.find((item) => String(item.id) === selected) ?? null;
          return (
            <Stack gap="sm">
              <Select
                label={t('content.page')}
                placeholder={t('content.choosePage')}
                searchable
                w={420}
                value={selected}
                data={data.pages.map((item) => ({ value: String(item.id), label: `${item.brand} · ${item.title}` }))}
                onChange={(id) => {
                  setSelected(id);
                  setBody(data.pages.find((item) => String(item.id) === id)?.body_html ?? '');
                  setPreview(null);
                }}
                data-testid="content-page-select"
              />
              {page && (
                <>
                  <Text size="sm" c="dimmed">
                    {t('content.edited', { date: format.dateTime(page.updated_at) })}
                  </Text>
                  <RichTextEditor key={page.id} initialHtml={page.body_html} onChange={setBody} label={page.title} />
                  <Group gap="sm">
                    <Button
                      variant="default"
                      onClick={() => void previewHtml(body).then(setPreview, notifyError)}
                      data-testid="content-preview"
                    >
                      {t('news.preview')}
                    </Button>
                    <Button
                      loading={save.isPending}
                      onClick={() =>
                        save.mutate(
                          { id: page.id, body_html: body },
                          {
                            onSuccess: (saved) =>
                              notifySuccess(t('content.pageSaved', { title: saved.title, brand: saved.brand })),
                            onError: notifyError,
                          },
                        )
                      }
                      data-testid="content-save"
                    >
                      {t('common.save')}
                    </Button>
                  </Group>
                  {preview !== null && (
                    <Paper withBorder p="md" role="region" aria-label={t('content.previewOf', { title: page.title })}>
                      <Typography>
                        <div dangerouslySetInnerHTML={{ __html: preview }} />
                      </Typography>
                    </Paper>
                  )}
                </>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}

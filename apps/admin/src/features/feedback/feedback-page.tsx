// Feedback (moderators): what customers said about their orders, newest first, with stars and photos (opened full
// size in a new tab); filtered by shop in the address, paged on the server, the CSV of the filtered list.
import { Anchor, Group, Image, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminFeedbackRowSchema } from '@loyalty/contracts/admin';
import { feedbackShops } from '@loyalty/contracts/feedback';
import { codeLabel } from '@admin/ui/codes';
import { useFormat } from '@admin/ui/format';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { StatusBadge } from '@admin/ui/status-badge';
import { feedbackCsvUrl, feedbackPhotoUrl, useFeedback } from './api/list-feedback';

type FeedbackRow = z.infer<typeof adminFeedbackRowSchema>;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <Text
      span
      c="amber.9"
      fz="lg"
      role="img"
      aria-label={t('feedback.rating', { count: rating })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating))}
    </Text>
  );
}

export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useListParams({ shop: '' });
  const feedback = useFeedback(list.values.shop, list.page);

  const columns: Column<FeedbackRow>[] = [
    { key: 'created', header: t('customer.when'), nowrap: true, render: (entry) => format.dateTime(entry.created_at) },
    {
      key: 'shop',
      header: t('feedback.shop'),
      render: (entry) =>
        entry.shop === 'velo' ? (
          <Text size="sm">{codeLabel('feedback_shop', entry.shop, i18n.language)}</Text>
        ) : (
          <StatusBadge kind="brand" code={entry.shop} size="sm" />
        ),
    },
    { key: 'phone', header: t('customers.columns.phone'), nowrap: true, render: (entry) => format.phone(entry.phone) },
    {
      key: 'order',
      header: t('feedback.purchase'),
      render: (entry) =>
        entry.order_id !== null
          ? t('feedback.order', { id: entry.order_id })
          : t('feedback.offline', { id: entry.offline_order_id }),
    },
    { key: 'rating', header: t('feedback.stars'), render: (entry) => <Stars rating={entry.rating} /> },
    {
      key: 'text',
      header: t('feedback.text'),
      render: (entry) => (
        <Text size="sm" maw={420} style={{ whiteSpace: 'pre-wrap' }}>
          {entry.text || '—'}
        </Text>
      ),
    },
    {
      key: 'photos',
      header: t('feedback.photos'),
      render: (entry) =>
        entry.photo_ids.length === 0 ? (
          '—'
        ) : (
          <Group gap={6} wrap="nowrap">
            {entry.photo_ids.map((photoId, index) => (
              <Anchor key={photoId} href={feedbackPhotoUrl(entry.id, photoId)} target="_blank" rel="noreferrer">
                <Image
                  src={feedbackPhotoUrl(entry.id, photoId)}
                  alt={t('feedback.photoOf', { number: index + 1, phone: format.phone(entry.phone) })}
                  w={48}
                  h={48}
                  radius="sm"
                  loading="lazy"
                />
              </Anchor>
            ))}
          </Group>
        ),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('feedback.title')}
      </Title>
      <PagedTable
        id="feedback"
        label={t('feedback.title')}
        query={feedback}
        rows={(answer) => answer.feedback}
        rowKey={(entry) => entry.id}
        rowTestId="feedback-row"
        columns={columns}
        onPage={list.setPage}
        csvUrl={feedbackCsvUrl(list.values.shop)}
        empty={t('feedback.none')}
        filters={
          <Select
            label={t('feedback.shop')}
            placeholder={t('feedback.allShops')}
            clearable
            value={list.values.shop || null}
            onChange={(value) => list.set({ shop: value ?? '' })}
            data={feedbackShops.map((shop) => ({ value: shop, label: codeLabel('feedback_shop', shop, i18n.language) }))}
            w={200}
          />
        }
      />
    </Stack>
  );
}

// News (marketing): every item of both brands with its cover and state (draft, published, unpublished); a new one or
// an edit opens the editor.
import { Anchor, Button, Group, Image, SegmentedControl, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaImageSrcSet } from '@loyalty/domain/media-image';
import * as adminNewsEndpoints from '@loyalty/contracts/endpoints/admin-news';
import { urlOf } from '@admin/lib/api';
import { formatDateTime } from '@admin/ui/format';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { StatusBadge } from '@admin/ui/status-badge';
import { SegmentTag } from '@admin/features/segments/components/segment-target';
import { useNewsList, type NewsItem } from './api/news';

export function NewsPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams({ sort: '-updated_at', brand: '' });
  const query = useNewsList({ ...list.values, page: list.page });
  const columns: Column<NewsItem>[] = [
    {
      key: 'cover',
      header: t('news.fields.image'),
      render: (item) => (
        <Image src={item.image_src} srcSet={mediaImageSrcSet(item.image_src)} sizes="48px" alt="" w={48} h={48} radius="sm" />
      ),
    },
    {
      key: 'title',
      header: t('news.fields.title'),
      render: (item) => (
        <Stack gap={2} align="flex-start">
          <Anchor component={Link} to={`/news/${item.id}`}>
            {item.title}
          </Anchor>
          <SegmentTag ids={item.segment_ids} />
        </Stack>
      ),
      sort: { asc: 'title' },
    },
    { key: 'brand', header: t('orders.filters.brand'), render: (item) => <StatusBadge kind="brand" code={item.brand} /> },
    { key: 'state', header: t('news.state'), render: (item) => <StatusBadge kind="news_state" code={item.state} /> },
    {
      key: 'published_at',
      header: t('news.publishedAt'),
      render: (item) => (item.state === 'draft' ? '—' : formatDateTime(item.published_at, i18n.language)),
      sort: { desc: '-published_at' },
      hidden: true,
    },
    {
      key: 'updated_at',
      header: t('news.edited'),
      render: (item) => formatDateTime(item.updated_at, i18n.language),
      sort: { desc: '-updated_at' },
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('news.title')}</Title>
        <Button component={Link} to="/news/new" data-testid="news-new">
          {t('news.new')}
        </Button>
      </Group>
      <PagedTable
        id="news"
        label={t('news.title')}
        query={query}
        rows={(answer) => answer.news}
        rowKey={(item) => item.id}
        columns={columns}
        sort={list.values.sort}
        onSort={(sort) => list.set({ sort })}
        onPage={list.setPage}
        csvUrl={urlOf(adminNewsEndpoints.adminGetNews, {
          query: { sort: list.values.sort, brand: list.values.brand, format: 'csv' },
        })}
        empty={t('news.none')}
        rowTestId="news-row"
        filters={
          <SegmentedControl
            aria-label={t('orders.filters.brand')}
            value={list.values.brand}
            onChange={(brand) => list.set({ brand })}
            data={[
              { value: '', label: t('news.allBrands') },
              { value: 'glo', label: 'glo' },
              { value: 'ogo', label: 'ogo' },
            ]}
          />
        }
      />
    </Stack>
  );
}

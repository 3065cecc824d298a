// Sales points and brand stores (marketing): a brand's list by kind, searched by name or city, sorted and paged on the
// server; a store added, edited in a dialog, or deleted after asking. /go-buy and /glo-studio read the same table.
import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';
import { BrandChoice } from '@admin/ui/brand-choice';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { toastOptions } from '@admin/ui/notify';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { StatusBadge } from '@admin/ui/status-badge';
import { useStoreList, useStoreMutations, type Store, type StoreKind } from './api/stores';
import { StoreForm } from './components/store-form';

const sorts = ['position', 'name', 'city'] as const;

export function StoresPage() {
  const { t } = useTranslation();
  const list = useListParams({ brand: 'glo', kind: '', q: '', sort: 'position' });
  const brand: Brand = list.values.brand === 'ogo' ? 'ogo' : 'glo';
  const kind = list.values.kind === 'sales_point' || list.values.kind === 'brand_store' ? list.values.kind : '';
  const sort = sorts.find((one) => one === list.values.sort) ?? 'position';
  const query = useStoreList({ brand, kind, q: list.values.q, sort, page: list.page });
  const { remove } = useStoreMutations();
  // The search runs when sent, as the customers' does: not a request and a history entry per letter.
  const [draft, setDraft] = useState(list.values.q);
  // The dialog's store: null for a new one; undefined while closed.
  const [editing, setEditing] = useState<Store | null | undefined>(undefined);

  const columns: Column<Store>[] = [
    {
      key: 'name',
      header: t('stores.fields.name'),
      render: (store) => (
        <Anchor component="button" type="button" onClick={() => setEditing(store)} ta="left">
          {store.name}
        </Anchor>
      ),
      sort: { asc: 'name' },
    },
    { key: 'kind', header: t('stores.kind'), render: (store) => <StatusBadge kind="store_kind" code={store.kind} size="sm" /> },
    { key: 'city', header: t('stores.fields.city'), render: (store) => store.city, sort: { asc: 'city' } },
    { key: 'address', header: t('stores.fields.address'), render: (store) => store.address },
    { key: 'hours', header: t('stores.fields.hours'), render: (store) => store.hours },
    { key: 'phone', header: t('stores.fields.phone'), render: (store) => store.phone || '—', nowrap: true, hidden: true },
    {
      key: 'position',
      header: t('stores.fields.position'),
      render: (store) => store.position,
      align: 'right',
      sort: { asc: 'position' },
    },
    {
      key: 'actions',
      header: t('staff.actions'),
      render: (store) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(store)}>
            {t('stores.edit')}
          </Button>
          <ConfirmButton
            size="xs"
            variant="light"
            label={t('content.delete')}
            question={t('stores.deleteQuestion', { name: store.name, city: store.city })}
            onConfirm={() =>
              remove.mutate({ brand: store.brand, id: store.id }, toastOptions(t('stores.deleted', { name: store.name })))
            }
            testId="store-delete"
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('stores.title')}</Title>
        <Button onClick={() => setEditing(null)} data-testid="store-new">
          {t('stores.new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('stores.intro')}
      </Text>
      <PagedTable
        id="stores"
        label={t('stores.title')}
        query={query}
        rows={(answer) => answer.stores}
        rowKey={(store) => store.id}
        columns={columns}
        sort={sort}
        onSort={(next) => list.set({ sort: next })}
        onPage={list.setPage}
        empty={t('stores.none')}
        rowTestId="store-row"
        filters={
          <>
            <BrandChoice value={brand} onChange={(next) => list.set({ brand: next })} />
            <SegmentedControl
              aria-label={t('stores.kind')}
              value={kind}
              onChange={(next) => list.set({ kind: next })}
              data={[
                { value: '', label: t('stores.kinds.all') },
                { value: 'sales_point', label: t('stores.kinds.sales_point') },
                { value: 'brand_store', label: t('stores.kinds.brand_store') },
              ]}
            />
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                list.set({ q: draft.trim() });
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  type="search"
                  aria-label={t('stores.search')}
                  placeholder={t('stores.search')}
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  maxLength={100}
                  data-testid="stores-search"
                />
                <Button type="submit" variant="default">
                  {t('customers.search')}
                </Button>
              </Group>
            </form>
          </>
        }
      />
      {editing !== undefined && (
        <StoreForm
          key={editing?.id ?? 'new'}
          brand={editing?.brand ?? brand}
          store={editing}
          kind={kind || ('sales_point' satisfies StoreKind)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}

// Customers: search by phone (any format), name or e-mail across both brands; people, as the server groups and pages
// them (a person's glo and ogo records, the same phone, in one row with both brands); sorted on the server; the CSV.
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminPerson } from '@loyalty/contracts/admin';
import { useFormat } from '@admin/ui/format';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { StatusBadge } from '@admin/ui/status-badge';
import { customersCsvUrl, useCustomerSearch, type CustomerSort } from './api/search-customers';

const sorts: CustomerSort[] = ['-created_at', 'created_at', 'phone', 'last_name'];

export function CustomersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams({ query: '', sort: '-created_at' });
  const search = {
    query: list.values.query,
    sort: (sorts.find((sort) => sort === list.values.sort) ?? '-created_at') as CustomerSort,
    page: list.page,
  };
  const [draft, setDraft] = useState(search.query);
  const result = useCustomerSearch(search);

  const columns: Column<AdminPerson>[] = [
    {
      key: 'phone',
      header: t('customers.columns.phone'),
      sort: { asc: 'phone' },
      render: (person) => (
        <Anchor component={Link} to={`/customers/${person.records[0]?.id}`} fw={600}>
          {person.phone}
        </Anchor>
      ),
    },
    {
      key: 'brand',
      header: t('customers.columns.brand'),
      render: (person) => (
        <Group gap={4}>
          {person.records.map((record) => (
            <StatusBadge key={record.id} kind="brand" code={record.brand} size="sm" />
          ))}
          {person.records.some((record) => record.blocked) && (
            <Badge color="red" c="red.9" size="sm">
              {t('customers.blocked')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'name',
      header: t('customers.columns.name'),
      sort: { asc: 'last_name' },
      render: (person) => {
        const names = [...new Set(person.records.map((record) => `${record.first_name} ${record.last_name}`.trim()))];
        return names.filter(Boolean).join(' / ') || '—';
      },
    },
    {
      key: 'email',
      header: t('customers.columns.email'),
      render: (person) => [...new Set(person.records.map((record) => record.email).filter(Boolean))].join(', ') || '—',
    },
    {
      key: 'balance',
      header: t('customers.columns.balance'),
      align: 'right',
      render: (person) => (
        <Stack gap={0}>
          {person.records.map((record) => (
            <Text key={record.id} size="sm">
              {person.records.length > 1 ? `${record.brand}: ` : ''}
              {format.xp(record.balance)}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'orders',
      header: t('customers.columns.orders'),
      align: 'right',
      render: (person) => format.number(person.records.reduce((sum, record) => sum + record.orders_count, 0)),
    },
    {
      key: 'created',
      header: t('customers.columns.created'),
      sort: { desc: '-created_at', asc: 'created_at' },
      nowrap: true,
      render: (person) => format.date(person.records[0]?.created_at ?? '', 'medium'),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('customers.title')}
      </Title>
      <PagedTable
        id="customers"
        label={t('customers.title')}
        query={result}
        rows={(answer) => answer.people}
        rowKey={(person) => person.phone}
        rowTestId="customer-row"
        columns={columns}
        sort={search.sort}
        onSort={(sort) => list.set({ sort })}
        onPage={list.setPage}
        csvUrl={customersCsvUrl(search)}
        empty={t('customers.none')}
        filters={
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              list.set({ query: draft.trim() });
            }}
          >
            <Group gap="sm" align="flex-end">
              <TextInput
                type="search"
                w={340}
                label={t('customers.searchLabel')}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                placeholder={t('customers.searchPlaceholder')}
                data-testid="customer-search"
              />
              <Button type="submit">{t('customers.search')}</Button>
              <Select
                label={t('customers.sort')}
                value={search.sort}
                allowDeselect={false}
                onChange={(sort) => sort && list.set({ sort })}
                data={sorts.map((sort) => ({ value: sort, label: t(`customers.sorts.${sort}`) }))}
                w={200}
              />
            </Group>
          </form>
        }
      />
    </Stack>
  );
}

// Orders: by number or phone, brand, payment state, payment method and delivery; sorted by date or total on the
// server, paged; states in words; the CSV of the filtered list.
import { Anchor, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderRow } from '@loyalty/contracts/admin';
import { codeLabel, codeValues, type CodeKind } from '@admin/ui/codes';
import { useFormat } from '@admin/ui/format';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { StatusBadge } from '@admin/ui/status-badge';
import { ordersCsvUrl, useOrders, type OrderFilter } from './api/list-orders';

const defaults: OrderFilter = { sort: '-created_at', query: '', brand: '', status: '', payment: '', delivery: '' };
const selects: { key: 'brand' | 'status' | 'payment' | 'delivery'; kind: CodeKind }[] = [
  { key: 'brand', kind: 'brand' },
  { key: 'status', kind: 'order_status' },
  { key: 'payment', kind: 'payment_method' },
  { key: 'delivery', kind: 'delivery_mode' },
];

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useListParams(defaults);
  const [query, setQuery] = useState(list.values.query);
  const orders = useOrders(list.values, list.page);

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'number',
      header: '№',
      render: (order) => (
        <Anchor component={Link} to={`/orders/${order.order_number}`} fw={600}>
          {order.order_number}
        </Anchor>
      ),
    },
    {
      key: 'brand',
      header: t('orders.filters.brand'),
      render: (order) => <StatusBadge kind="brand" code={order.brand} size="sm" />,
    },
    {
      key: 'phone',
      header: t('customers.columns.phone'),
      nowrap: true,
      render: (order) => (
        <Anchor component={Link} to={`/customers/${order.customer_id}`}>
          {format.phone(order.phone)}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('orders.filters.status'),
      render: (order) => <StatusBadge kind="order_status" code={order.financial_status} size="sm" />,
    },
    {
      key: 'payment',
      header: t('orders.filters.payment'),
      render: (order) => codeLabel('payment_method', order.payment_method, i18n.language),
    },
    {
      key: 'delivery',
      header: t('orders.filters.delivery'),
      render: (order) => codeLabel('delivery_mode', order.delivery_mode, i18n.language),
    },
    {
      key: 'total',
      header: t('customer.total'),
      align: 'right',
      sort: { desc: '-total', asc: 'total' },
      render: (order) => format.kop(order.total_kop),
    },
    { key: 'xp', header: 'XP', align: 'right', render: (order) => format.number(order.bonus_total), hidden: true },
    {
      key: 'created',
      header: t('customer.when'),
      sort: { desc: '-created_at', asc: 'created_at' },
      nowrap: true,
      render: (order) => format.dateTime(order.created_at),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('orders.title')}
      </Title>
      <PagedTable
        id="orders"
        label={t('orders.title')}
        query={orders}
        rows={(answer) => answer.orders}
        rowKey={(order) => order.id}
        rowTestId="order-row"
        columns={columns}
        sort={list.values.sort}
        onSort={(sort) => list.set({ sort })}
        onPage={list.setPage}
        csvUrl={ordersCsvUrl(list.values)}
        empty={t('orders.none')}
        filters={
          <>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                list.set({ query: query.trim() });
              }}
            >
              <Group gap="sm" align="flex-end">
                <TextInput
                  type="search"
                  label={t('orders.query')}
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                  placeholder={t('orders.queryPlaceholder')}
                  w={220}
                />
                <Button type="submit">{t('customers.search')}</Button>
              </Group>
            </form>
            {selects.map(({ key, kind }) => (
              <Select
                key={key}
                label={t(`orders.filters.${key}`)}
                placeholder={t('orders.any')}
                clearable
                value={list.values[key] || null}
                onChange={(value) => list.set({ [key]: value ?? '' })}
                data={codeValues(kind).map((value) => ({ value, label: codeLabel(kind, value, i18n.language) }))}
                w={150}
              />
            ))}
          </>
        }
      />
    </Stack>
  );
}

// Orders: filters by number or phone, brand, status, payment and delivery; paged on the server; CSV.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { formatDateTime, formatKop } from '@admin/ui/format';
import { ordersCsvUrl, useOrders, type OrderFilter } from './api/list-orders';

const emptyFilter: OrderFilter = { sort: '-created_at', query: '', brand: '', status: '', payment: '', delivery: '' };
const sorts = ['-created_at', 'created_at', '-total', 'total'] as const;
const options = {
  brand: ['glo', 'ogo'],
  status: ['pending', 'paid', 'failed', 'voided', 'refunded'],
  payment: ['1', '2', '3'],
  delivery: ['1', '2', '3'],
} as const;

export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(emptyFilter);
  const [filter, setFilter] = useState(emptyFilter);
  const [page, setPage] = useState(1);
  const list = useOrders(filter, page);
  const apply = (next: OrderFilter) => {
    setDraft(next);
    setFilter(next);
    setPage(1);
  };
  return (
    <section className="stack">
      <h1>{t('orders.title')}</h1>
      <form
        className="toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <input
          type="search"
          value={draft.query}
          placeholder={t('orders.query')}
          aria-label={t('orders.query')}
          onChange={(event) => setDraft({ ...draft, query: event.target.value })}
        />
        {(Object.keys(options) as (keyof typeof options)[]).map((key) => (
          <select
            key={key}
            aria-label={t(`orders.filters.${key}`)}
            value={draft[key]}
            onChange={(event) => apply({ ...draft, [key]: event.target.value })}
          >
            <option value="">
              {t(`orders.filters.${key}`)}: {t('orders.any')}
            </option>
            {options[key].map((value) => (
              <option key={value} value={value}>
                {t(`orders.values.${key}.${value}`)}
              </option>
            ))}
          </select>
        ))}
        <select
          aria-label={t('customers.sort')}
          value={draft.sort}
          onChange={(event) => apply({ ...draft, sort: event.target.value })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`orders.sorts.${sort}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="primary">
          {t('customers.search')}
        </button>
        <a className="button" href={ordersCsvUrl(filter)} download>
          {t('common.csv')}
        </a>
      </form>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.orders.length === 0 ? (
        <Empty>{t('orders.none')}</Empty>
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th>№</th>
                <th>{t('orders.filters.brand')}</th>
                <th>{t('customers.columns.phone')}</th>
                <th>{t('orders.filters.status')}</th>
                <th>{t('orders.filters.payment')}</th>
                <th>{t('orders.filters.delivery')}</th>
                <th className="number">{t('customer.total')}</th>
                <th className="number">XP</th>
                <th>{t('customer.when')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/orders/${order.order_number}`}>{order.order_number}</Link>
                  </td>
                  <td>{order.brand}</td>
                  <td>{order.phone}</td>
                  <td>{t(`orders.values.status.${order.financial_status}`)}</td>
                  <td>{t(`orders.values.payment.${order.payment_method}`)}</td>
                  <td>{t(`orders.values.delivery.${order.delivery_mode}`)}</td>
                  <td className="number">{formatKop(order.total_kop, i18n.language)}</td>
                  <td className="number">{order.bonus_total}</td>
                  <td>{formatDateTime(order.created_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={list.data.page} perPage={list.data.per_page} total={list.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

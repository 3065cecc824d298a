// Customers: search by phone (any format), name or e-mail across both brands; sorted, paged on the server; CSV.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { formatDateTime } from '@admin/ui/format';
import { customersCsvUrl, useCustomerSearch, type CustomerSort } from './api/search-customers';

const sorts: CustomerSort[] = ['-created_at', 'created_at', 'phone', 'last_name'];

export function CustomersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = {
    query: params.get('query') ?? '',
    sort: (sorts.find((sort) => sort === params.get('sort')) ?? '-created_at') as CustomerSort,
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
  };
  const [draft, setDraft] = useState(search.query);
  const result = useCustomerSearch(search);
  const update = (change: Partial<typeof search>) => {
    const next = { ...search, ...change };
    setParams({ query: next.query, sort: next.sort, page: String(next.page) });
  };

  return (
    <section>
      <h1>{t('customers.title')}</h1>
      <form
        className="toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ query: draft.trim(), page: 1 });
        }}
      >
        <input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('customers.searchPlaceholder')}
          aria-label={t('customers.searchPlaceholder')}
          data-testid="customer-search"
        />
        <button type="submit" className="primary">
          {t('customers.search')}
        </button>
        <label>
          {t('customers.sort')}{' '}
          <select value={search.sort} onChange={(event) => update({ sort: event.target.value as CustomerSort, page: 1 })}>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`customers.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <a className="button" href={customersCsvUrl(search)} download>
          {t('common.csv')}
        </a>
      </form>
      {result.isPending ? (
        <Loading />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : result.data.customers.length === 0 ? (
        <Empty>{t('customers.none')}</Empty>
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th>{t('customers.columns.brand')}</th>
                <th>{t('customers.columns.phone')}</th>
                <th>{t('customers.columns.name')}</th>
                <th>{t('customers.columns.email')}</th>
                <th className="number">{t('customers.columns.balance')}</th>
                <th className="number">{t('customers.columns.orders')}</th>
                <th>{t('customers.columns.created')}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.customers.map((customer) => (
                <tr key={customer.id} data-testid="customer-row">
                  <td>{customer.brand}</td>
                  <td>
                    <Link to={`/customers/${customer.id}`}>{customer.phone}</Link>
                    {customer.blocked && <span className="badge danger">{t('customers.blocked')}</span>}
                  </td>
                  <td>{`${customer.first_name} ${customer.last_name}`.trim()}</td>
                  <td>{customer.email}</td>
                  <td className="number">{customer.balance}</td>
                  <td className="number">{customer.orders_count}</td>
                  <td>{formatDateTime(customer.created_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={result.data.page}
            perPage={result.data.per_page}
            total={result.data.total}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </section>
  );
}

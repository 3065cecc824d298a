// News (marketing): every item of both brands, drafts included, with its state; a new one or an edit opens the editor.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { apiUrl } from '@admin/lib/api';
import { formatDateTime } from '@admin/ui/format';
import { useNewsList } from './api/news';

export function NewsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('-updated_at');
  const list = useNewsList(page, sort);
  return (
    <section className="stack">
      <div className="row">
        <h1>{t('news.title')}</h1>
        <Link className="button" to="/news/new" data-testid="news-new">
          {t('news.new')}
        </Link>
        <select aria-label={t('customers.sort')} value={sort} onChange={(event) => setSort(event.target.value)}>
          {['-updated_at', '-published_at', 'title'].map((value) => (
            <option key={value} value={value}>
              {t(`news.sorts.${value}`)}
            </option>
          ))}
        </select>
        <a className="button" href={apiUrl('/news', { sort, format: 'csv' })} download>
          {t('common.csv')}
        </a>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.news.length === 0 ? (
        <Empty />
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th>{t('news.fields.title')}</th>
                <th>{t('orders.filters.brand')}</th>
                <th>{t('news.state')}</th>
                <th>{t('news.edited')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.news.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={`/news/${item.id}`}>{item.title}</Link>
                  </td>
                  <td>{item.brand}</td>
                  <td>{item.published ? t('news.published') : t('news.draft')}</td>
                  <td>{formatDateTime(item.updated_at, i18n.language)}</td>
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

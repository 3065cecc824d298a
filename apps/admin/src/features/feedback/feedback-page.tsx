// Feedback (moderators): what customers said about their orders, newest first, with stars and photos.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { formatDateTime } from '@admin/ui/format';
import { feedbackCsvUrl, feedbackPhotoUrl, useFeedback } from './api/list-feedback';

const shops = ['', 'glo', 'ogo', 'velo'] as const;

export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const [shop, setShop] = useState('');
  const [page, setPage] = useState(1);
  const list = useFeedback(shop, page);
  return (
    <section className="stack">
      <h1>{t('feedback.title')}</h1>
      <div className="toolbar">
        <select
          aria-label={t('feedback.shop')}
          value={shop}
          onChange={(event) => {
            setShop(event.target.value);
            setPage(1);
          }}
        >
          {shops.map((value) => (
            <option key={value} value={value}>
              {value === '' ? t('feedback.allShops') : value}
            </option>
          ))}
        </select>
        <a className="button" href={feedbackCsvUrl(shop)} download>
          {t('common.csv')}
        </a>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.feedback.length === 0 ? (
        <Empty />
      ) : (
        <>
          {list.data.feedback.map((entry) => (
            <article key={entry.id} className="card stack">
              <p className="muted">
                {`${formatDateTime(entry.created_at, i18n.language)} · ${entry.shop} · ${entry.phone} · `}
                {entry.order_id !== null
                  ? t('feedback.order', { id: entry.order_id })
                  : t('feedback.offline', { id: entry.offline_order_id })}
              </p>
              <p aria-label={t('feedback.rating', { count: entry.rating })}>
                {'★'.repeat(entry.rating) + '☆'.repeat(Math.max(0, 5 - entry.rating))}
              </p>
              <p>{entry.text || '—'}</p>
              {entry.photo_ids.length > 0 && (
                <div className="row">
                  {entry.photo_ids.map((photoId) => (
                    <a key={photoId} href={feedbackPhotoUrl(entry.id, photoId)} target="_blank" rel="noreferrer">
                      <img className="thumb" src={feedbackPhotoUrl(entry.id, photoId)} alt={t('feedback.photo')} loading="lazy" />
                    </a>
                  ))}
                </div>
              )}
            </article>
          ))}
          <Pager page={list.data.page} perPage={list.data.per_page} total={list.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

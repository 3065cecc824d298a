// The age-verification queue: each request with its document photo; approve, or reject with the reason the customer
// will read. Both are confirmed first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { apiUrl, ApiError } from '@admin/lib/api';
import { formatDateTime } from '@admin/ui/format';
import { useDecideVerification } from './api/decide-verification';
import { useVerifications, type VerificationFilter } from './api/list-verifications';

const filters: VerificationFilter[] = ['pending', 'approved', 'rejected', 'all'];

function Request({ request }: { request: { id: number; phone: string; status: string; created_at: string; reason: string } }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideVerification();
  const [reason, setReason] = useState('');
  return (
    <article className="card verification" data-testid="verification-request">
      <img
        src={apiUrl(`/verifications/${request.id}/photo`)}
        alt={t('verification.photo', { phone: request.phone })}
        loading="lazy"
      />
      <div className="stack">
        <h2>{request.phone}</h2>
        <p className="muted">
          {formatDateTime(request.created_at, i18n.language)} · {t(`verification.statuses.${request.status}`)}
        </p>
        {request.reason && <p>{request.reason}</p>}
        {request.status === 'pending' && (
          <>
            <ConfirmButton
              label={t('verification.approve')}
              question={t('verification.approveQuestion', { phone: request.phone })}
              danger={false}
              disabled={decide.isPending}
              onConfirm={() => decide.mutate({ id: request.id, approve: true })}
              testId="verification-approve"
            />
            <label>
              {t('verification.reason')}
              <input value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
            <ConfirmButton
              label={t('verification.reject')}
              question={t('verification.rejectQuestion', { phone: request.phone })}
              disabled={decide.isPending || reason.trim().length < 3}
              onConfirm={() => decide.mutate({ id: request.id, approve: false, reason })}
            />
          </>
        )}
        {decide.error instanceof ApiError && (
          <p role="alert" className="error">
            {decide.error.message}
          </p>
        )}
      </div>
    </article>
  );
}

export function VerificationPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<VerificationFilter>('pending');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('-created_at');
  const list = useVerifications(status, page, sort);
  return (
    <section className="stack">
      <h1>{t('verification.title')}</h1>
      <div className="toolbar" role="group" aria-label={t('verification.filter')}>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
          >
            {t(`verification.statuses.${filter}`)}
          </button>
        ))}
        <select aria-label={t('customers.sort')} value={sort} onChange={(event) => setSort(event.target.value)}>
          <option value="-created_at">{t('customers.sorts.-created_at')}</option>
          <option value="created_at">{t('customers.sorts.created_at')}</option>
        </select>
        <a className="button" href={apiUrl('/verifications', { status, sort, format: 'csv' })} download>
          {t('common.csv')}
        </a>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.requests.length === 0 ? (
        <Empty>{t('verification.none')}</Empty>
      ) : (
        <>
          {list.data.requests.map((request) => (
            <Request key={request.id} request={request} />
          ))}
          <Pager page={list.data.page} perPage={list.data.per_page} total={list.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

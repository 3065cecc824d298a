// XP credits waiting for a second staff member: each request with the customer, the amount, who asked and
// why; another support or admin account approves it (the points reach the customer then) or rejects it with a reason.
// One's own requests are shown but cannot be decided. Decided and at-once adjustments are one filter away.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminXpAdjustment } from '@loyalty/contracts/admin';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { formatDateTime } from '@admin/ui/format';
import { useDecideXpAdjustment } from './api/decide-xp-adjustment';
import { useXpAdjustments, type XpAdjustmentFilter } from './api/list-xp-adjustments';

const filters: XpAdjustmentFilter[] = ['pending', 'approved', 'rejected', 'applied'];

function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

function Decision({ adjustment }: { adjustment: AdminXpAdjustment }) {
  const { t } = useTranslation();
  const decide = useDecideXpAdjustment();
  const [reason, setReason] = useState('');
  const amount = signed(adjustment.amount);
  if (!adjustment.can_decide) return <p className="muted">{t('xpApprovals.ownRequest')}</p>;
  return (
    <div className="stack">
      <label>
        {t('xpApprovals.decisionReason')}
        <input value={reason} onChange={(event) => setReason(event.target.value)} data-testid="xp-decision-reason" />
      </label>
      <div className="row">
        <ConfirmButton
          label={t('xpApprovals.approve')}
          question={t('xpApprovals.approveQuestion', { amount, phone: adjustment.phone })}
          danger={false}
          disabled={decide.isPending}
          onConfirm={() => decide.mutate({ id: adjustment.id, approve: true, reason })}
          testId="xp-approve"
        />
        <ConfirmButton
          label={t('xpApprovals.reject')}
          question={t('xpApprovals.rejectQuestion', { amount, phone: adjustment.phone })}
          disabled={decide.isPending || reason.trim().length < 3}
          onConfirm={() => decide.mutate({ id: adjustment.id, approve: false, reason })}
          testId="xp-reject"
        />
      </div>
      {decide.error instanceof ApiError && (
        <p role="alert" className="error">
          {t(`errors.${decide.error.code}`, { defaultValue: decide.error.message })}
        </p>
      )}
    </div>
  );
}

export function XpApprovalsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<XpAdjustmentFilter>('pending');
  const [page, setPage] = useState(1);
  const list = useXpAdjustments(status, page);
  return (
    <section className="stack">
      <h1>{t('xpApprovals.title')}</h1>
      {list.data && (
        <p className="muted">
          {t('xpApprovals.limits', {
            threshold: list.data.limits.approval_threshold,
            cap: list.data.limits.daily_cap,
          })}
        </p>
      )}
      <div className="toolbar" role="group" aria-label={t('xpApprovals.filter')}>
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
            {t(`xpApprovals.statuses.${filter}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.adjustments.length === 0 ? (
        <Empty>{t('xpApprovals.none')}</Empty>
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th>{t('xpApprovals.columns.requested')}</th>
                <th>{t('xpApprovals.columns.customer')}</th>
                <th className="number">{t('xpApprovals.columns.amount')}</th>
                <th>{t('xpApprovals.columns.reason')}</th>
                <th>{t('xpApprovals.columns.by')}</th>
                <th>{status === 'pending' ? t('xpApprovals.columns.decision') : t('xpApprovals.columns.decided')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.adjustments.map((adjustment) => (
                <tr key={adjustment.id} data-testid="xp-adjustment-row">
                  <td>{formatDateTime(adjustment.requested_at, i18n.language)}</td>
                  <td>
                    <Link to={`/customers/${adjustment.customer_id}`}>{adjustment.phone}</Link>{' '}
                    <span className="badge">{adjustment.brand}</span>
                    {adjustment.customer_name && <div className="muted">{adjustment.customer_name}</div>}
                  </td>
                  <td className="number">{signed(adjustment.amount)}</td>
                  <td>{adjustment.reason}</td>
                  <td>{adjustment.requested_by}</td>
                  <td>
                    {adjustment.status === 'pending' ? (
                      <Decision adjustment={adjustment} />
                    ) : adjustment.decided_by ? (
                      <>
                        {`${adjustment.decided_by} · ${formatDateTime(adjustment.decided_at ?? '', i18n.language)}`}
                        {adjustment.decision_reason && <div className="muted">{adjustment.decision_reason}</div>}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
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

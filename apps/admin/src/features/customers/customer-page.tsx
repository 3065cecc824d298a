// One customer: both brand records, tags, metafields, live sessions, orders, scans and the XP ledger with its running
// balance; XP adjustment (with reason, confirmed), block/unblock and signing out everywhere, each confirmed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { adminXpAdjustBodySchema } from '@loyalty/contracts/admin';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { formatDateTime, formatKop } from '@admin/ui/format';
import { useAdjustXp } from './api/adjust-xp';
import { useBlockCustomer } from './api/block-customer';
import { useCustomer } from './api/get-customer';
import { useRevokeSessions } from './api/revoke-sessions';

const adjustForm = z.object({ amount: z.coerce.number<string>(), reason: z.string() }).pipe(adminXpAdjustBodySchema);
type AdjustInput = z.input<typeof adjustForm>;

function XpAdjust({ id }: { id: number }) {
  const { t } = useTranslation();
  const adjust = useAdjustXp(id);
  const form = useForm<AdjustInput, unknown, z.output<typeof adjustForm>>({
    resolver: zodResolver(adjustForm),
    defaultValues: { amount: '', reason: '' },
  });
  const [pending, setPending] = useState<z.output<typeof adjustForm> | null>(null);
  const { errors } = form.formState;
  const serverError = adjust.error instanceof ApiError ? adjust.error : null;

  return (
    <form className="card stack" onSubmit={(event) => void form.handleSubmit((values) => setPending(values))(event)} noValidate>
      <h2>{t('customer.adjust.title')}</h2>
      <label>
        {t('customer.adjust.amount')}
        <input inputMode="numeric" {...form.register('amount')} aria-invalid={!!errors.amount} data-testid="xp-amount" />
        {errors.amount && <span className="error">{t('customer.adjust.amountHint')}</span>}
      </label>
      <label>
        {t('customer.adjust.reason')}
        <input {...form.register('reason')} aria-invalid={!!errors.reason} data-testid="xp-reason" />
        {errors.reason && <span className="error">{t('customer.adjust.reasonHint')}</span>}
      </label>
      {serverError && (
        <p role="alert" className="error">
          {t(`errors.${serverError.code}`, { defaultValue: serverError.message })}
        </p>
      )}
      {adjust.isSuccess && (
        <p role="status">
          {adjust.data.status === 'pending'
            ? t('customer.adjust.pending', { balance: adjust.data.balance })
            : t('customer.adjust.done', { balance: adjust.data.balance })}
        </p>
      )}
      {pending ? (
        <div className="confirm-inline" role="alertdialog" aria-label={t('customer.adjust.confirm', { amount: pending.amount })}>
          <p>{t('customer.adjust.confirm', { amount: pending.amount > 0 ? `+${pending.amount}` : pending.amount })}</p>
          <button type="button" onClick={() => setPending(null)}>
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="xp-confirm"
            onClick={() => {
              adjust.mutate(pending, { onSuccess: () => form.reset() });
              setPending(null);
            }}
          >
            {t('customer.adjust.submit')}
          </button>
        </div>
      ) : (
        <button type="submit" className="primary" disabled={adjust.isPending} data-testid="xp-submit">
          {t('customer.adjust.submit')}
        </button>
      )}
    </form>
  );
}

function BlockControls({ id, blocked }: { id: number; blocked: boolean }) {
  const { t } = useTranslation();
  const block = useBlockCustomer(id);
  const revoke = useRevokeSessions(id);
  const [reason, setReason] = useState('');
  return (
    <div className="card stack">
      <h2>{t('customer.access.title')}</h2>
      <label>
        {t('customer.access.reason')}
        <input value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <div className="row">
        <ConfirmButton
          label={blocked ? t('customer.access.unblock') : t('customer.access.block')}
          question={blocked ? t('customer.access.unblockQuestion') : t('customer.access.blockQuestion')}
          disabled={block.isPending || (!blocked && reason.trim().length < 3)}
          danger={!blocked}
          onConfirm={() => block.mutate({ block: !blocked, reason }, { onSuccess: () => setReason('') })}
          testId="customer-block"
        />
        <ConfirmButton
          label={t('customer.access.revoke')}
          question={t('customer.access.revokeQuestion')}
          disabled={revoke.isPending}
          onConfirm={() => revoke.mutate()}
        />
      </div>
      {block.error instanceof ApiError && (
        <p role="alert" className="error">
          {block.error.message}
        </p>
      )}
    </div>
  );
}

export function CustomerPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  if (customer.isPending) return <Loading />;
  if (customer.isError) return <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />;
  const { customer: record, other_brand: other, blocked, metafields, sessions, orders, scans, ledger, summary } = customer.data;

  return (
    <section className="stack">
      <p>
        <Link to="/customers">← {t('customers.title')}</Link>
      </p>
      <h1>
        {`${record.first_name} ${record.last_name}`.trim() || record.phone} <span className="badge">{record.brand}</span>
        {blocked && <span className="badge danger">{t('customers.blocked')}</span>}
      </h1>
      <div className="grid">
        <div className="card">
          <dl>
            <dt>{t('customers.columns.phone')}</dt>
            <dd>{record.phone}</dd>
            <dt>{t('customers.columns.email')}</dt>
            <dd>{record.email || '—'}</dd>
            <dt>{t('customer.birthDate')}</dt>
            <dd>{record.birth_date ?? '—'}</dd>
            <dt>{t('customer.tags')}</dt>
            <dd>{record.tags.join(', ') || '—'}</dd>
            <dt>{t('customer.balance')}</dt>
            <dd data-testid="customer-balance">
              {t('customer.summary', {
                balance: summary.balance,
                earned: summary.earned,
                spent: summary.spent,
                expired: summary.expired,
              })}
            </dd>
            <dt>{t('customer.otherBrand')}</dt>
            <dd>{other ? <Link to={`/customers/${other.id}`}>{`${other.brand} · ${other.phone}`}</Link> : '—'}</dd>
            {blocked && (
              <>
                <dt>{t('customers.blocked')}</dt>
                <dd>{`${blocked.reason} (${blocked.by}, ${formatDateTime(blocked.at, i18n.language)})`}</dd>
              </>
            )}
          </dl>
        </div>
        <XpAdjust id={id} />
        <BlockControls id={id} blocked={blocked !== null} />
      </div>

      <h2>{t('customer.ledger')}</h2>
      {ledger.length === 0 ? (
        <Empty />
      ) : (
        <table data-testid="customer-ledger">
          <thead>
            <tr>
              <th>{t('customer.when')}</th>
              <th>{t('customer.reason')}</th>
              <th>{t('customer.note')}</th>
              <th className="number">XP</th>
              <th className="number">{t('customer.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.created_at, i18n.language)}</td>
                <td>{entry.reason}</td>
                <td>{entry.note}</td>
                <td className="number">{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                <td className="number">{entry.balance_after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t('customer.orders')}</h2>
      {orders.length === 0 ? (
        <Empty />
      ) : (
        <table>
          <thead>
            <tr>
              <th>№</th>
              <th>{t('customer.status')}</th>
              <th className="number">{t('customer.total')}</th>
              <th className="number">XP</th>
              <th>{t('customer.when')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>{order.order_number}</td>
                <td>{order.financial_status}</td>
                <td className="number">{formatKop(order.total_kop, i18n.language)}</td>
                <td className="number">{order.bonus_total}</td>
                <td>{formatDateTime(order.created_at, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className="grid">
        <div>
          <h2>{t('customer.scans')}</h2>
          {scans.length === 0 ? (
            <Empty />
          ) : (
            <ul className="plain">
              {scans.map((scan, index) => (
                <li
                  key={`${scan.code}-${index}`}
                >{`${formatDateTime(scan.created_at, i18n.language)} · ${scan.code} · ${scan.outcome} · ${scan.xp} XP`}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2>{t('customer.sessions')}</h2>
          {sessions.length === 0 ? (
            <Empty />
          ) : (
            <ul className="plain">
              {sessions.map((session) => (
                <li
                  key={session.id}
                >{`${formatDateTime(session.last_seen_at, i18n.language)} · ${session.ip} · ${session.user_agent.slice(0, 60)}`}</li>
              ))}
            </ul>
          )}
          <h2>{t('customer.metafields')}</h2>
          {metafields.length === 0 ? (
            <Empty />
          ) : (
            <ul className="plain">
              {metafields.map((field) => (
                <li key={`${field.namespace}.${field.key}`}>{`${field.namespace}.${field.key} = ${field.value}`}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

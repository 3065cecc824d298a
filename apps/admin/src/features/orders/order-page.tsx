// One order: lines, totals, tags, address, money movements, payment callbacks and the courier hand-off; what support
// can do to it now (mark a cash order paid, refund, cancel, resend the courier address), each confirmed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { codeLabel } from '@admin/ui/codes';
import { formatDateTime, formatHryvnias } from '@admin/ui/format';
import { toastOptions } from '@admin/ui/notify';
import { StatusBadge } from '@admin/ui/status-badge';
import { useOrder } from './api/get-order';
import { useOrderAction } from './api/order-action';

export function OrderPage() {
  const { t, i18n } = useTranslation();
  const orderNumber = Number(useParams().number);
  const order = useOrder(orderNumber);
  const action = useOrderAction(orderNumber);
  const [reason, setReason] = useState('');
  if (order.isPending) return <Loading />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  const { order: row, lines, transactions, callbacks, courier } = order.data;
  const money = (kop: number) => formatHryvnias(kop, i18n.language);
  const withReason = reason.trim().length >= 3;

  return (
    <section className="stack">
      <p>
        <Link to="/orders">← {t('orders.title')}</Link>
      </p>
      <h1>
        {t('orders.order', { number: row.order_number })} <StatusBadge kind="brand" code={row.brand} />{' '}
        <span data-testid="order-status">
          <StatusBadge kind="order_status" code={row.financial_status} />
        </span>
      </h1>
      <div className="grid">
        <div className="card">
          <dl>
            <dt>{t('customers.columns.phone')}</dt>
            <dd>
              <Link to={`/customers/${row.customer_id}`}>{row.phone}</Link>
            </dd>
            <dt>{t('orders.filters.payment')}</dt>
            <dd>{codeLabel('payment_method', row.payment_method, i18n.language)}</dd>
            <dt>{t('orders.filters.delivery')}</dt>
            <dd>{codeLabel('delivery_mode', row.delivery_mode, i18n.language)}</dd>
            <dt>{t('orders.totals')}</dt>
            <dd>{`${money(row.subtotal_kop)} − ${money(row.discount_kop)} = ${money(row.total_kop)} · ${row.bonus_total} XP`}</dd>
            <dt>{t('customer.tags')}</dt>
            <dd>{row.tags.join(', ') || '—'}</dd>
            <dt>{t('orders.address')}</dt>
            <dd className="code">{Object.values(row.shipping_address).filter(Boolean).join(', ')}</dd>
            <dt>{t('customer.note')}</dt>
            <dd>{row.note || '—'}</dd>
          </dl>
        </div>
        <div className="card stack">
          <h2>{t('orders.actions')}</h2>
          <label>
            {t('orders.reason')}
            <input value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <div className="row">
            {row.financial_status === 'pending' && row.payment_method === 1 && (
              <ConfirmButton
                label={t('orders.markPaid')}
                question={t('orders.markPaidQuestion', { number: row.order_number })}
                danger={false}
                onConfirm={() => action.mutate({ kind: 'mark-paid' }, toastOptions(t('orders.done.mark-paid')))}
                testId="order-mark-paid"
              />
            )}
            {row.financial_status === 'paid' && (
              <ConfirmButton
                label={t('orders.refund')}
                question={t('orders.refundQuestion', { number: row.order_number })}
                disabled={!withReason}
                onConfirm={() => action.mutate({ kind: 'refund', reason }, toastOptions(t('orders.done.refund')))}
              />
            )}
            {row.financial_status === 'pending' && (
              <ConfirmButton
                label={t('orders.cancel')}
                question={t('orders.cancelQuestion', { number: row.order_number })}
                disabled={!withReason}
                onConfirm={() => action.mutate({ kind: 'cancel', reason }, toastOptions(t('orders.done.cancel')))}
              />
            )}
            {row.delivery_mode === 3 && courier?.status !== 'sent' && (
              <ConfirmButton
                label={t('orders.resendCourier')}
                question={t('orders.resendCourierQuestion')}
                danger={false}
                onConfirm={() => action.mutate({ kind: 'resend-courier' }, toastOptions(t('orders.done.resend-courier')))}
              />
            )}
          </div>
          {action.error instanceof ApiError && (
            <p role="alert" className="error">
              {action.error.message}
            </p>
          )}
        </div>
      </div>
      <h2>{t('orders.lines')}</h2>
      <table>
        <thead>
          <tr>
            <th>{t('orders.product')}</th>
            <th className="number">{t('orders.quantity')}</th>
            <th className="number">{t('orders.price')}</th>
            <th className="number">XP</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.variant_id}-${index}`}>
              <td>{`${line.title} ${line.variant_title}`.trim()}</td>
              <td className="number">{line.quantity}</td>
              <td className="number">{money(line.unit_price_kop)}</td>
              <td className="number">{line.unit_bonuses}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid">
        <div>
          <h2>{t('orders.transactions')}</h2>
          {transactions.length === 0 ? (
            <Empty />
          ) : (
            <ul className="plain">
              {transactions.map((row, index) => (
                <li
                  key={index}
                >{`${formatDateTime(row.created_at, i18n.language)} · ${row.kind} · ${codeLabel('transaction_status', row.status, i18n.language)} · ${row.gateway} · ${money(row.amount_kop)} · ${row.provider_ref}`}</li>
              ))}
            </ul>
          )}
          <h2>{t('orders.callbacks')}</h2>
          {callbacks.length === 0 ? (
            <Empty />
          ) : (
            <ul className="plain">
              {callbacks.map((row, index) => (
                <li
                  key={index}
                >{`${formatDateTime(row.received_at, i18n.language)} · ${row.provider_status} → ${codeLabel('transaction_status', row.outcome, i18n.language)}`}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2>{t('orders.courier')}</h2>
          {courier ? (
            <p>{`${courier.service} · ${codeLabel('courier_status', courier.status, i18n.language)} · ${courier.reference ?? '—'} · ${t('orders.attempts', { count: courier.attempts })}${courier.last_error ? ` · ${courier.last_error}` : ''}`}</p>
          ) : (
            <Empty />
          )}
        </div>
      </div>
    </section>
  );
}

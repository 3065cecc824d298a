// Referrals: inviters with their friends by outcome, the XP they earned, and the patterns worth a look.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@admin/ui/status-badge';
import { Link } from 'react-router';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { referralsCsvUrl, useReferrals } from './api/list-referrals';

export function ReferralsPage() {
  const { t } = useTranslation();
  const [suspicious, setSuspicious] = useState(false);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('-invited');
  const list = useReferrals(suspicious, page, sort);
  return (
    <section className="stack">
      <h1>{t('referrals.title')}</h1>
      <div className="toolbar">
        <label className="row">
          <input
            type="checkbox"
            checked={suspicious}
            onChange={(event) => {
              setSuspicious(event.target.checked);
              setPage(1);
            }}
          />
          {t('referrals.onlySuspicious')}
        </label>
        <select aria-label={t('customers.sort')} value={sort} onChange={(event) => setSort(event.target.value)}>
          {['-invited', '-xp_rewarded', '-reversed'].map((value) => (
            <option key={value} value={value}>
              {t(`referrals.sorts.${value}`)}
            </option>
          ))}
        </select>
        <a className="button" href={referralsCsvUrl(suspicious, sort)} download>
          {t('common.csv')}
        </a>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.inviters.length === 0 ? (
        <Empty />
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th>{t('referrals.inviter')}</th>
                <th className="number">{t('referrals.invited')}</th>
                <th className="number">{t('referrals.pending')}</th>
                <th className="number">{t('referrals.rewarded')}</th>
                <th className="number">{t('referrals.capped')}</th>
                <th className="number">{t('referrals.reversed')}</th>
                <th className="number">XP</th>
                <th>{t('referrals.flags')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.inviters.map((row) => (
                <tr key={row.customer_id}>
                  <td>
                    <Link to={`/customers/${row.customer_id}`}>{`${row.phone} ${row.name}`.trim()}</Link>{' '}
                    <span className="badge">{row.brand}</span>
                  </td>
                  <td className="number">{row.invited}</td>
                  <td className="number">{row.pending}</td>
                  <td className="number">{row.rewarded}</td>
                  <td className="number">{row.capped}</td>
                  <td className="number">{row.reversed}</td>
                  <td className="number">{row.xp_rewarded}</td>
                  <td>
                    {row.flags.map((flag) => (
                      <StatusBadge key={flag} kind="referral_flag" code={flag} size="sm" />
                    ))}
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

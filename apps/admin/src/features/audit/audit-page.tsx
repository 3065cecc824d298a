// The audit trail (admins): who changed what, when, with the before and after, filtered; CSV of the filtered lot.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@admin/components/pager';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { formatDateTime } from '@admin/ui/format';
import { auditCsvUrl, useAudit, type AuditFilter } from './api/list-audit';

const emptyFilter: AuditFilter = { sort: '-created_at', actor: '', action: '', target_type: '', target_id: '' };
const textFilters = ['actor', 'action', 'target_type', 'target_id'] as const;

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(emptyFilter);
  const [filter, setFilter] = useState(emptyFilter);
  const [page, setPage] = useState(1);
  const audit = useAudit(filter, page);
  return (
    <section className="stack">
      <h1>{t('audit.title')}</h1>
      <form
        className="toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(draft);
          setPage(1);
        }}
      >
        {textFilters.map((key) => (
          <input
            key={key}
            value={draft[key]}
            placeholder={t(`audit.filters.${key}`)}
            aria-label={t(`audit.filters.${key}`)}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
        ))}
        <select
          aria-label={t('customers.sort')}
          value={draft.sort}
          onChange={(event) => setDraft({ ...draft, sort: event.target.value })}
        >
          <option value="-created_at">{t('customers.sorts.-created_at')}</option>
          <option value="created_at">{t('customers.sorts.created_at')}</option>
        </select>
        <button type="submit" className="primary">
          {t('audit.apply')}
        </button>
        <a className="button" href={auditCsvUrl(filter)} download>
          {t('common.csv')}
        </a>
      </form>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.entries.length === 0 ? (
        <Empty />
      ) : (
        <>
          <table data-testid="audit-table">
            <thead>
              <tr>
                <th>{t('audit.columns.when')}</th>
                <th>{t('audit.columns.actor')}</th>
                <th>{t('audit.columns.action')}</th>
                <th>{t('audit.columns.target')}</th>
                <th>{t('audit.columns.change')}</th>
                <th>{t('audit.columns.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.created_at, i18n.language)}</td>
                  <td>{`${entry.actor} (${entry.role})`}</td>
                  <td>{entry.action}</td>
                  <td>{entry.target_type ? `${entry.target_type} ${entry.target_id}` : '—'}</td>
                  <td className="code">
                    {entry.before !== null && <div>{`− ${JSON.stringify(entry.before)}`}</div>}
                    {entry.after !== null && <div>{`+ ${JSON.stringify(entry.after)}`}</div>}
                  </td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={audit.data.page} perPage={audit.data.per_page} total={audit.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

// Background jobs (admins): how many wait, run, failed or finished per queue, and the failed ones with their error.
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { CsvButton } from '@admin/ui/csv-button';
import { Empty, ErrorState, Loading } from '@admin/ui/query-state';
import { formatDateTime } from '@admin/ui/format';
import { useJobs, useRetryJob } from './api/jobs';

export function JobsPage() {
  const { t, i18n } = useTranslation();
  const jobs = useJobs();
  const retry = useRetryJob();
  if (jobs.isPending) return <Loading />;
  if (jobs.isError) return <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  return (
    <section className="stack">
      <h1>{t('jobs.title')}</h1>
      <table>
        <thead>
          <tr>
            <th>{t('jobs.queue')}</th>
            <th className="number">{t('jobs.queued')}</th>
            <th className="number">{t('jobs.running')}</th>
            <th className="number">{t('jobs.failed')}</th>
            <th className="number">{t('jobs.done')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.data.queues.map((queue) => (
            <tr key={queue.queue}>
              <td>{queue.queue}</td>
              <td className="number">{queue.queued}</td>
              <td className="number">{queue.running}</td>
              <td className="number">{queue.failed}</td>
              <td className="number">{queue.done}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <h2>{t('jobs.failedTitle')}</h2>
        <CsvButton
          filename="failed-jobs.csv"
          header={['id', 'queue', 'attempts', 'last_error', 'finished_at']}
          rows={jobs.data.failed.map((job) => [job.id, job.queue, job.attempts, job.last_error, job.finished_at])}
        />
      </div>
      {jobs.data.failed.length === 0 ? (
        <Empty>{t('jobs.noneFailed')}</Empty>
      ) : (
        <table>
          <thead>
            <tr>
              <th>ID</th>
              <th>{t('jobs.queue')}</th>
              <th className="number">{t('jobs.attempts')}</th>
              <th>{t('jobs.error')}</th>
              <th>{t('customer.when')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {jobs.data.failed.map((job) => (
              <tr key={job.id}>
                <td>{job.id}</td>
                <td>{job.queue}</td>
                <td className="number">{job.attempts}</td>
                <td className="code">{job.last_error}</td>
                <td>{job.finished_at ? formatDateTime(job.finished_at, i18n.language) : '—'}</td>
                <td>
                  <ConfirmButton
                    label={t('jobs.retry')}
                    question={t('jobs.retryQuestion', { id: job.id })}
                    danger={false}
                    disabled={retry.isPending}
                    onConfirm={() => retry.mutate(job.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

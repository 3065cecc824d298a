// Background jobs (admins): how many wait, run, failed or finished per queue, and the failed ones with their error and
// a retry (confirmed, with a message). Queues and states in words; refreshed every 15 seconds.
import { Card, Code, Group, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@admin/ui/codes';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { CsvButton } from '@admin/ui/csv-button';
import { useFormat } from '@admin/ui/format';
import { toastOptions } from '@admin/ui/notify';
import { Empty, QueryState } from '@admin/ui/query-state';
import { useJobs, useRetryJob } from './api/jobs';

const states = ['queued', 'running', 'failed', 'done'] as const;

export function JobsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const jobs = useJobs();
  const retry = useRetryJob();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('jobs.title')}
      </Title>
      <QueryState query={jobs}>
        {(data) => (
          <>
            <Card component="section" aria-labelledby="jobs-queues">
              <Title order={2} size="h4" id="jobs-queues" mb="sm">
                {t('jobs.queuesTitle')}
              </Title>
              {data.queues.length === 0 ? (
                <Empty>{t('jobs.noQueues')}</Empty>
              ) : (
                <Table.ScrollContainer minWidth={560}>
                  <Table striped aria-labelledby="jobs-queues">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('jobs.queue')}</Table.Th>
                        {states.map((state) => (
                          <Table.Th key={state} ta="right">
                            {codeLabel('job_state', state, i18n.language)}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.queues.map((queue) => (
                        <Table.Tr key={queue.queue} data-testid="job-queue-row">
                          <Table.Td>{codeLabel('job_queue', queue.queue, i18n.language)}</Table.Td>
                          {states.map((state) => (
                            <Table.Td key={state} ta="right" c={state === 'failed' && queue.failed > 0 ? 'red.9' : undefined}>
                              {format.number(queue[state])}
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Card>
            <Card component="section" aria-labelledby="jobs-failed">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id="jobs-failed">
                  {t('jobs.failedTitle')}
                </Title>
                {data.failed.length > 0 && (
                  <CsvButton
                    filename="failed-jobs.csv"
                    header={['id', 'queue', 'attempts', 'last_error', 'finished_at']}
                    rows={data.failed.map((job) => [job.id, job.queue, job.attempts, job.last_error, job.finished_at])}
                  />
                )}
              </Group>
              {data.failed.length === 0 ? (
                <Empty>{t('jobs.noneFailed')}</Empty>
              ) : (
                <Table.ScrollContainer minWidth={720}>
                  <Table striped aria-labelledby="jobs-failed">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>ID</Table.Th>
                        <Table.Th>{t('jobs.queue')}</Table.Th>
                        <Table.Th ta="right">{t('jobs.attempts')}</Table.Th>
                        <Table.Th>{t('jobs.error')}</Table.Th>
                        <Table.Th>{t('customer.when')}</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>{t('jobs.actions')}</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.failed.map((job) => (
                        <Table.Tr key={job.id} data-testid="failed-job-row">
                          <Table.Td>{job.id}</Table.Td>
                          <Table.Td>{codeLabel('job_queue', job.queue, i18n.language)}</Table.Td>
                          <Table.Td ta="right">{format.number(job.attempts)}</Table.Td>
                          <Table.Td maw={360}>
                            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                              {job.last_error}
                            </Code>
                          </Table.Td>
                          <Table.Td>{job.finished_at ? format.dateTime(job.finished_at) : '—'}</Table.Td>
                          <Table.Td>
                            <ConfirmButton
                              label={t('jobs.retry')}
                              question={t('jobs.retryQuestion', { id: job.id })}
                              danger={false}
                              size="xs"
                              variant="default"
                              loading={retry.isPending && retry.variables === job.id}
                              onConfirm={() => retry.mutate(job.id, toastOptions(t('jobs.retried', { id: job.id })))}
                              testId="job-retry"
                            />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

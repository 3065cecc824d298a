// The jobs screen's states (loading, error, empty, data) and its action: a failed job retried, confirmed, with a message.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { JobsPage } from './jobs-page';

const failedJob = {
  id: 5,
  queue: 'push:notify',
  attempts: 3,
  last_error: 'FCM answered 503',
  finished_at: '2026-11-28T09:00:00Z',
};
const jobs = {
  queues: [{ queue: 'push:notify', queued: 1234, running: 1, failed: 1, done: 20 }],
  failed: [failedJob],
};
const text = (node: HTMLElement) => node.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

describe('JobsPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /jobs': () => pending() });
    renderScreen(<JobsPage />, { context: adminStaff });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /jobs': failure(500, 'internal') });
    renderScreen(<JobsPage />, { context: adminStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeTruthy();
  });

  it('says when there are no jobs and none failed', async () => {
    mockApi({ 'GET /jobs': { body: { queues: [], failed: [] } } });
    renderScreen(<JobsPage />, { context: adminStaff });
    expect(await screen.findByText('Задач ще не було.')).toBeTruthy();
    expect(screen.getByText('Невдалих задач немає.')).toBeTruthy();
  });

  it('shows queues and states in words, counts the Ukrainian way, and each failed job with its error', async () => {
    mockApi({ 'GET /jobs': { body: jobs } });
    renderScreen(<JobsPage />, { context: adminStaff });
    const queue = await screen.findByTestId('job-queue-row');
    expect(within(queue).getByText('Пуш-сповіщення')).toBeTruthy();
    expect(text(queue)).toContain('1 234');
    expect(screen.getByRole('columnheader', { name: 'У черзі' })).toBeTruthy();
    const failed = screen.getByTestId('failed-job-row');
    expect(failed.textContent).toContain('FCM answered 503');
    expect(failed.textContent).not.toContain('push:notify');
  });

  it('retries a failed job after asking, and says so', async () => {
    const api = mockApi({ 'GET /jobs': { body: jobs }, 'POST /jobs/5/retry': { body: { ok: true } } });
    renderScreen(<JobsPage />, { context: adminStaff });
    fireEvent.click(await screen.findByTestId('job-retry'));
    expect(await screen.findByText('Поставити задачу 5 в чергу ще раз?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('job-retry-confirm'));
    expect(await screen.findByText('Задачу 5 знову поставлено в чергу.')).toBeTruthy();
    await waitFor(() => expect(callsTo(api, 'POST', '/jobs/5/retry')).toHaveLength(1));
  });
});

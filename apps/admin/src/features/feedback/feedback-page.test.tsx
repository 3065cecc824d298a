// The feedback screen's states (loading, error, empty, data) and its filter: the shop in the address goes to the server.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderatorStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { FeedbackPage } from './feedback-page';

const entry = {
  id: 4,
  shop: 'glo',
  phone: '+380671130011',
  order_id: 1001,
  offline_order_id: null,
  rating: 4,
  text: 'Швидка доставка',
  photo_ids: [9],
  created_at: '2026-11-28T09:00:00Z',
};
const page = (feedback: unknown[]) => ({ feedback, total: feedback.length, page: 1, per_page: 25 });

describe('FeedbackPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /feedback': () => pending() });
    renderScreen(<FeedbackPage />, { context: moderatorStaff });
    expect(screen.getByRole('status').textContent).toContain('Завантаження…');
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /feedback': failure(500, 'internal') });
    renderScreen(<FeedbackPage />, { context: moderatorStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
  });

  it('says when no feedback matches', async () => {
    mockApi({ 'GET /feedback': { body: page([]) } });
    renderScreen(<FeedbackPage />, { context: moderatorStaff });
    expect(await screen.findByText('Відгуків не знайдено.')).toBeTruthy();
  });

  it('shows each entry with its stars, order, phone and photos', async () => {
    mockApi({
      'GET /feedback': {
        body: page([entry, { ...entry, id: 5, shop: 'velo', order_id: null, offline_order_id: 77, photo_ids: [] }]),
      },
    });
    renderScreen(<FeedbackPage />, { context: moderatorStaff });
    const rows = await screen.findAllByTestId('feedback-row');
    expect(within(rows[0]!).getByRole('img', { name: '4 зірки' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('замовлення 1001');
    expect(rows[0]!.textContent).toContain('+380 67 113 00 11');
    expect(within(rows[0]!).getByRole('img', { name: 'Фото 1 до відгуку +380 67 113 00 11' }).getAttribute('src')).toBe(
      '/api/admin/feedback/4/photos/9',
    );
    expect(rows[1]!.textContent).toContain('офлайн-покупка 77');
  });

  it('asks the server for the shop chosen in the address', async () => {
    const api = mockApi({ 'GET /feedback': { body: page([entry]) } });
    renderScreen(<FeedbackPage />, { context: moderatorStaff, path: '/feedback?shop=velo' });
    await screen.findAllByTestId('feedback-row');
    await waitFor(() => expect(callsTo(api, 'GET', '/feedback')[0]?.query.get('shop')).toBe('velo'));
    expect(screen.getByRole('link', { name: 'Завантажити CSV' }).getAttribute('href')).toContain('shop=velo');
  });
});

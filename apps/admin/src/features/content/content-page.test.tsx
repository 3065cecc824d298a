// The content screen's states (loading, error, empty, data) and its actions: a page saved, an FAQ question added only
// when the contract accepts it, one deleted after asking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketingStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { ContentPage } from './content-page';

const page = {
  id: 1,
  brand: 'glo',
  slug: 'about',
  title: 'Про програму',
  body_html: '<p>Текст</p>',
  updated_at: '2026-11-28T09:00:00Z',
};
const item = { id: 5, brand: 'glo', topic: 'velo', title: 'Що таке velo?', text: 'Нікотинові подушечки.', position: 0 };

describe('ContentPage', () => {
  it('shows loading', () => {
    mockApi({ 'GET /pages': () => pending(), 'GET /faq': () => pending() });
    renderScreen(<ContentPage />, { context: marketingStaff });
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('shows an error with a retry', async () => {
    mockApi({ 'GET /pages': failure(500, 'internal'), 'GET /faq': { body: { items: [] } } });
    renderScreen(<ContentPage />, { context: marketingStaff });
    expect((await screen.findByRole('alert')).textContent).toContain('Щось пішло не так');
  });

  it('says what is empty', async () => {
    mockApi({ 'GET /pages': { body: { pages: [] } }, 'GET /faq': { body: { items: [] } } });
    renderScreen(<ContentPage />, { context: marketingStaff });
    expect(await screen.findByText('Сторінок немає.')).toBeTruthy();
    expect(await screen.findAllByText('У цій темі ще немає питань.')).toHaveLength(4);
  });

  it('shows the FAQ under its topic in words, and saves a chosen page', async () => {
    const api = mockApi({
      'GET /pages': { body: { pages: [page] } },
      'GET /faq': { body: { items: [item] } },
      'PATCH /pages/1': { body: page },
    });
    renderScreen(<ContentPage />, { context: marketingStaff });
    const row = await screen.findByTestId('faq-row');
    expect((within(row).getByLabelText('Питання') as HTMLInputElement).value).toBe('Що таке velo?');
    expect(screen.getByRole('heading', { name: 'Запроси друга' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('content-page-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'glo · Про програму', hidden: true }));
    fireEvent.click(await screen.findByTestId('content-save'));
    expect(await screen.findByText('Сторінку «Про програму» (glo) збережено.')).toBeTruthy();
    expect(callsTo(api, 'PATCH', '/pages/1')[0]?.body).toEqual({ body_html: '<p>Текст</p>' });
  });

  it('adds a question only when it is long enough, to the brand chosen', async () => {
    const api = mockApi({
      'GET /pages': { body: { pages: [] } },
      'GET /faq': { body: { items: [] } },
      'POST /faq': (_url, init) => ({ body: { id: 9, ...JSON.parse(String(init?.body)) } }),
    });
    renderScreen(<ContentPage />, { context: marketingStaff });
    await screen.findByText('Сторінок немає.');
    fireEvent.change(await screen.findByTestId('faq-new-title'), { target: { value: 'Я?' } });
    fireEvent.change(screen.getByTestId('faq-new-text'), { target: { value: 'Так.' } });
    fireEvent.click(screen.getByTestId('faq-add'));
    expect(await screen.findByText('Щонайменше 3 символи')).toBeTruthy();
    expect(callsTo(api, 'POST', '/faq')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('faq-new-title'), { target: { value: 'Як запросити друга?' } });
    fireEvent.click(screen.getByTestId('faq-add'));
    expect(await screen.findByText('Питання «Як запросити друга?» додано в FAQ glo.')).toBeTruthy();
    expect(callsTo(api, 'POST', '/faq')[0]?.body).toEqual({
      topic: 'general',
      title: 'Як запросити друга?',
      text: 'Так.',
      brand: 'glo',
      position: 0,
    });
  });

  it('deletes a question after asking, and says so', async () => {
    const api = mockApi({
      'GET /pages': { body: { pages: [] } },
      'GET /faq': { body: { items: [item] } },
      'DELETE /faq/5': { body: { ok: true } },
    });
    renderScreen(<ContentPage />, { context: marketingStaff });
    fireEvent.click(await screen.findByTestId('faq-delete'));
    fireEvent.click(await screen.findByTestId('faq-delete-confirm'));
    expect(await screen.findByText('Питання «Що таке velo?» видалено.')).toBeTruthy();
    await waitFor(() => expect(callsTo(api, 'DELETE', '/faq/5')).toHaveLength(1));
  });
});

// /feedback against a stubbed server: only orders the server says can get feedback are offered, offline purchases are
// listed, and the form sends rating, comment and photo as multipart with the feedback token.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cacheFlags } from '@/lib/storage';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';
import { wireOrder } from '@/test/wire-order';
import FeedbackPage from '@/features/feedback/components/feedback-page';

const order = (id: number) => wireOrder({ id, created_at: '2026-11-01T10:00:00.000Z', financial_status: 'paid' });

let sentForms: FormData[] = [];

function server(request: RecordedRequest) {
  const path = request.url.split('?')[0];
  switch (path) {
    case '/api/feedback/get-auth':
      return { body: { token: 'fb-token', expired_at: new Date(Date.now() + 3_600_000).toISOString() } };
    case '/api/shop/get-orders':
      return { body: { list: [order(1), order(2)], mixPackIds: [], mixQuant: 0 } };
    case '/api/feedback/can-write-by-order':
      return { body: { showCan: true, canFeedback: true, orders: [2] } };
    case '/api/feedback/import-orders-in-background':
      return { body: { queued: true } };
    case '/api/feedback/get-offline-orders':
      return {
        body: {
          showCan: true,
          offlineOrders: [
            {
              id: 9,
              brand: 'glo',
              store_name: 'Фірмовий магазин',
              purchased_at: '2026-10-01T10:00:00.000Z',
              items: [{ title: 'Neo', quantity: 2 }],
            },
          ],
        },
      };
    case '/api/feedback/send':
      sentForms.push(request.body as FormData);
      return { status: 201, body: { success: true, id: 1, photos: 1 } };
    default:
      return { status: 404, body: { error: { code: 'not_found', message: path } } };
  }
}

beforeEach(() => {
  cacheFlags.clearAll();
  sentForms = [];
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: 't', shopIds: { glo: 42, ogo: 77 } });
});

describe('/feedback', () => {
  it('offers only the orders that can get feedback, and the offline purchases', async () => {
    const { requests } = stubFetch(server);
    renderRoutes([{ path: '/feedback', Component: FeedbackPage }], '/feedback');
    const offered = await screen.findAllByTestId('feedback-order');
    expect(offered.map((item) => item.dataset.orderNumber)).toEqual(['1002']);
    expect((await screen.findByTestId('feedback-offline-order')).textContent).toContain('Neo × 2');
    const ask = requests.find((request) => request.url === '/api/feedback/can-write-by-order');
    expect(ask?.body).toEqual({ shop: 'glo', token: 'fb-token', shopifyId: 42, orders: [1, 2] });
  });

  it('with nothing to rate, leads to the support desk first, not only to the shop', async () => {
    stubFetch((request) => {
      const path = request.url.split('?')[0];
      if (path === '/api/shop/get-orders') return { body: { list: [], mixPackIds: [], mixQuant: 0 } };
      if (path === '/api/feedback/can-write-by-order') return { body: { showCan: true, canFeedback: true, orders: [] } };
      if (path === '/api/feedback/get-offline-orders') return { body: { showCan: true, offlineOrders: [] } };
      return server(request);
    });
    renderRoutes([{ path: '/feedback', Component: FeedbackPage }], '/feedback');
    const empty = await screen.findByTestId('feedback-empty');
    expect(within(empty).getByTestId('feedback-support').getAttribute('href')).toBe('/support');
    expect(within(empty).getByRole('link', { name: 'До магазину' }).getAttribute('href')).toBe('/shop');
  });

  it('asks for an order and a rating before sending, then sends the form with the photo', async () => {
    const { requests } = stubFetch(server);
    renderRoutes([{ path: '/feedback', Component: FeedbackPage }], '/feedback');
    const [orderItem] = await screen.findAllByTestId('feedback-order');
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect((await screen.findByTestId('feedback-problem')).textContent).toBe('Обери замовлення');

    fireEvent.click(orderItem!.querySelector('input')!);
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect((await screen.findByTestId('feedback-problem')).textContent).toBe('Постав оцінку');

    fireEvent.click(screen.getByLabelText('4 зірки'));
    // A row of five stars: the first four filled once the fourth is chosen.
    const stars = within(screen.getByRole('group', { name: 'Оцінка' })).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(stars.map((star) => star.closest('label')?.dataset.filled)).toEqual(['true', 'true', 'true', 'true', 'false']);
    fireEvent.input(screen.getByTestId('feedback-text'), { target: { value: 'Добре' } });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pack.png', { type: 'image/png' });
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'x.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('feedback-photo-input'), { target: { files: [gif] } });
    expect((await screen.findByTestId('feedback-photo-error')).textContent).toBe('Лише JPEG, PNG або WebP');
    fireEvent.change(screen.getByTestId('feedback-photo-input'), { target: { files: [photo] } });
    expect((await screen.findAllByTestId('feedback-photo')).map((item) => item.textContent)).toEqual([
      expect.stringContaining('pack.png'),
    ]);

    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() => expect(sentForms).toHaveLength(1));
    const form = sentForms[0]!;
    expect(form.get('order_id')).toBe('2');
    expect(form.get('rating')).toBe('4');
    expect(form.get('text')).toBe('Добре');
    expect((form.getAll('photos')[0] as File).name).toBe('pack.png');
    const sendUrl = requests.find((request) => request.url.startsWith('/api/feedback/send?'))?.url ?? '';
    expect(new URL(sendUrl, 'http://x').searchParams.get('token')).toBe('fb-token');
    expect(new URL(sendUrl, 'http://x').searchParams.get('shop')).toBe('glo');
  });

  it('chooses the only order there is to review, so a rating and a tap send it', async () => {
    stubFetch((request) => {
      const path = request.url.split('?')[0];
      if (path === '/api/feedback/get-offline-orders') return { body: { showCan: true, offlineOrders: [] } };
      return server(request);
    });
    renderRoutes([{ path: '/feedback', Component: FeedbackPage }], '/feedback');
    const [only] = await screen.findAllByTestId('feedback-order');
    expect(only!.querySelector('input')!.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('5 зірок'));
    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() => expect(sentForms).toHaveLength(1));
    expect(sentForms[0]!.get('order_id')).toBe('2');
  });

  it('chooses nothing while there are several to choose from', async () => {
    stubFetch(server);
    renderRoutes([{ path: '/feedback', Component: FeedbackPage }], '/feedback');
    const [orderItem] = await screen.findAllByTestId('feedback-order');
    expect(orderItem!.querySelector('input')!.checked).toBe(false);
  });
});

// The catalogue screen's states (loading, error, empty, data) per section, and its actions: a reward's price saved,
// an offer whose end comes before its start stopped before sending, a partner hidden after asking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketingStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, pending, renderScreen } from '@admin/test/render';
import { CataloguePage } from './catalogue-page';

const reward = {
  id: 1,
  brand: 'glo',
  title: 'Кепка glo',
  description: '',
  image_src: '/media/products/cap.webp',
  xp_price: 100,
  active: true,
  inactive_reason: null,
  stock: null,
  position: 0,
};
const offer = {
  id: 2,
  brand: 'ogo',
  title: 'Знижка на velo',
  body_html: '<p>x</p>',
  image_src: '/media/news/velo.webp',
  valid_from: '2026-11-30T22:00:00.000Z',
  valid_to: '2026-12-31T21:59:59.999Z',
  position: 0,
  segment_ids: [] as number[],
};
const segments = {
  'GET /segments': {
    body: {
      segments: [
        { id: 5, brand: 'ogo', name: 'Сплячі', rules: {}, updated_at: '2026-11-28T09:00:00.000Z' },
        { id: 6, brand: 'glo', name: 'glo VIP', rules: {}, updated_at: '2026-11-28T09:00:00.000Z' },
      ],
    },
  },
  'GET /segments/5/count': { body: { count: 42 } },
  'GET /segments/6/count': { body: { count: 7 } },
};
const partner = { id: 3, slug: 'rozetka', name: 'Rozetka', category_id: 1, active: true, available: 0, issued: 12 };
const lists = (rewards: unknown[], offers: unknown[], partners: unknown[]) => ({
  ...segments,
  'GET /rewards': { body: { rewards } },
  'GET /offers': { body: { offers } },
  'GET /certificates': { body: { partners } },
});

describe('CataloguePage', () => {
  it('shows loading in each section', () => {
    mockApi({ 'GET /rewards': () => pending(), 'GET /offers': () => pending(), 'GET /certificates': () => pending() });
    renderScreen(<CataloguePage />, { context: marketingStaff });
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });

  it('shows an error with a retry where a list failed', async () => {
    mockApi({ ...lists([reward], [], []), 'GET /offers': failure(500, 'internal') });
    renderScreen(<CataloguePage />, { context: marketingStaff });
    // A wait cap, not a timing assertion: the screen with its segment pickers takes a while to settle under jsdom.
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('Щось пішло не так');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeTruthy();
    expect(await screen.findByTestId('reward-row')).toBeTruthy();
  });

  it('says what is empty', async () => {
    mockApi(lists([], [], []));
    renderScreen(<CataloguePage />, { context: marketingStaff });
    expect(await screen.findByText('Винагород ще немає.')).toBeTruthy();
    expect(await screen.findByText('Акцій ще немає.')).toBeTruthy();
    expect(await screen.findByText('Партнерів ще немає: імпортуйте їх нижче.')).toBeTruthy();
  });

  it('shows rewards, offers on their Kyiv days, and partners shown in the app', async () => {
    mockApi(lists([reward], [offer], [partner]));
    renderScreen(<CataloguePage />, { context: marketingStaff });
    const row = await screen.findByTestId('reward-row');
    expect((within(row).getByLabelText('Ціна в XP «Кепка glo»') as HTMLInputElement).value).toBe('100');
    const offerRow = await screen.findByTestId('offer-row');
    expect((within(offerRow).getByLabelText('Початок «Знижка на velo»') as HTMLInputElement).value).toBe('2026-12-01');
    expect((within(offerRow).getByLabelText('Кінець «Знижка на velo»') as HTMLInputElement).value).toBe('2026-12-31');
    const partnerRow = await screen.findByTestId('partner-row');
    expect(partnerRow.textContent).toContain('показано');
  });

  it('saves a reward’s new price and stock, and says so', async () => {
    const api = mockApi({
      ...lists([reward], [], []),
      'PATCH /rewards/1': (_url, init) => ({ body: { ...reward, ...JSON.parse(String(init?.body)) } }),
    });
    renderScreen(<CataloguePage />, { context: marketingStaff });
    const row = await screen.findByTestId('reward-row');
    fireEvent.change(within(row).getByLabelText('Ціна в XP «Кепка glo»'), { target: { value: '-5' } });
    fireEvent.click(within(row).getByTestId('reward-save'));
    expect(await within(row).findByText('Ціле невід’ємне число')).toBeTruthy();
    expect(callsTo(api, 'PATCH', '/rewards/1')).toHaveLength(0);

    fireEvent.change(within(row).getByLabelText('Ціна в XP «Кепка glo»'), { target: { value: '120' } });
    fireEvent.change(within(row).getByLabelText('Залишок «Кепка glo»'), { target: { value: '7' } });
    fireEvent.click(within(row).getByTestId('reward-save'));
    expect(await screen.findByText('Винагороду «Кепка glo» збережено.')).toBeTruthy();
    expect(callsTo(api, 'PATCH', '/rewards/1')[0]?.body).toEqual({
      title: 'Кепка glo',
      xp_price: 120,
      stock: 7,
      active: true,
      inactive_reason: null,
    });
  });

  it('does not send a new offer that ends before it starts', async () => {
    const api = mockApi(lists([], [], []));
    renderScreen(<CataloguePage />, { context: marketingStaff });
    await screen.findByText('Акцій ще немає.');
    fireEvent.change(screen.getByTestId('new-offer-title'), { target: { value: 'Зимова акція' } });
    fireEvent.change(screen.getByTestId('new-offer-from'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByTestId('new-offer-to'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByTestId('new-offer-submit'));
    expect(await screen.findByText('Кінець має бути пізніше за початок')).toBeTruthy();
    expect(callsTo(api, 'POST', '/offers')).toHaveLength(0);
  });

  it('tags an offer for segments with their members now, and saves the segments chosen in its row', async () => {
    const api = mockApi({
      ...lists([], [{ ...offer, segment_ids: [5] }], []),
      'PATCH /offers/2': (_url, init) => ({ body: { ...offer, ...JSON.parse(String(init?.body)) } }),
    });
    renderScreen(<CataloguePage />, { context: marketingStaff });
    const row = await screen.findByTestId('offer-row');
    await waitFor(() => expect(within(row).getByTestId('segment-tag').textContent).toBe('Сегмент: Сплячі'));
    await waitFor(() => expect(within(row).getByTestId('offer-segments-counts').textContent).toBe('Сплячі: 42 клієнтів зараз'));
    // Cleared: the offer is for everyone again.
    const clear = within(row).getByTestId('offer-segments').parentElement?.querySelector('button');
    fireEvent.click(clear!);
    fireEvent.click(within(row).getByTestId('offer-save'));
    await waitFor(() => expect(callsTo(api, 'PATCH', '/offers/2')[0]?.body).toMatchObject({ segment_ids: [] }));
  });

  it('sends a new offer for the chosen segments of its brand only', async () => {
    const api = mockApi({
      ...lists([], [], []),
      'POST /offers': (_url, init) => ({ body: { ...offer, id: 9, ...JSON.parse(String(init?.body)) } }),
    });
    renderScreen(<CataloguePage />, { context: marketingStaff });
    await screen.findByText('Акцій ще немає.');
    fireEvent.change(screen.getByTestId('new-offer-title'), { target: { value: 'Для VIP' } });
    fireEvent.change(screen.getByTestId('new-offer-from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByTestId('new-offer-to'), { target: { value: '2026-12-10' } });
    fireEvent.change(within(screen.getByTestId('new-offer-title').closest('form')!).getByLabelText(/\/media\//), {
      target: { value: '/media/news/vip.webp' },
    });
    fireEvent.click(screen.getByTestId('new-offer-segments'));
    expect(screen.queryByRole('option', { name: 'Сплячі', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'glo VIP', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('new-offer-segments-counts').textContent).toBe('glo VIP: 7 клієнтів зараз'));
    fireEvent.click(screen.getByTestId('new-offer-submit'));
    await waitFor(() => expect(callsTo(api, 'POST', '/offers')[0]?.body).toMatchObject({ brand: 'glo', segment_ids: [6] }));
  });

  it('hides a partner after asking, and says so', async () => {
    const api = mockApi({
      ...lists([], [], [partner]),
      'PATCH /certificates/partners/3': { body: { ...partner, active: false } },
    });
    renderScreen(<CataloguePage />, { context: marketingStaff });
    fireEvent.click(await screen.findByTestId('partner-toggle'));
    fireEvent.click(await screen.findByTestId('partner-toggle-confirm'));
    expect(await screen.findByText('Партнера Rozetka сховано в застосунку.')).toBeTruthy();
    await waitFor(() => expect(callsTo(api, 'PATCH', '/certificates/partners/3')[0]?.body).toEqual({ active: false }));
  });
});

// /offers against a stubbed server: the brand's offers, and the personal hyper pro offer for glo customers who have it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import OffersPage from '@/features/offers/components/offers-page';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const offer = {
  id: 1,
  title: 'Подвійні бали',
  body_html: '<p>Скануй і отримуй удвічі більше.</p>',
  image: '',
  valid_from: '2026-11-01T00:00:00.000Z',
  valid_to: '2026-12-31T21:59:59.000Z',
};

function answer(hyperPro: string | null) {
  return (request: RecordedRequest) =>
    request.url === '/api/user/get-metafields'
      ? {
          body: {
            metafields:
              hyperPro === null ? [] : [{ namespace: 'activities', key: 'hyper-pro-699', type: 'boolean', value: hyperPro }],
          },
        }
      : { body: { offers: [offer] } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useBrandStore.setState({ brand: 'glo' });
  useSessionStore.setState({ token: null, shopIds: { glo: null, ogo: null } });
});

describe('/offers', () => {
  it('shows a glo customer with the hyper-pro-699 flag the personal offer, first, with the way to the stores', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: 6 } });
    const { requests } = stubFetch(answer('true'));
    renderRoutes([{ path: '/offers', Component: OffersPage }], '/offers');
    const card = await screen.findByTestId('hyper-pro-offer');
    expect(card.textContent).toMatch(/glo™ hyper pro за 699\sгрн/);
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/glo-studio');
    expect(await screen.findByTestId('offer')).toBeDefined();
    expect(requests.find((request) => request.url === '/api/user/get-metafields')?.body).toEqual({ id: 5, product: 'glo' });
  });

  it('shows nothing personal without the flag, with the flag off, or in the ogo app', async () => {
    for (const [brand, flag] of [
      ['glo', null],
      ['glo', 'false'],
      ['ogo', 'true'],
    ] as const) {
      useBrandStore.setState({ brand });
      useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: 6 } });
      const { requests } = stubFetch(answer(flag));
      const { queryClient } = renderRoutes([{ path: '/offers', Component: OffersPage }], '/offers');
      await screen.findByTestId('offer');
      // The flag's answer has come (glo) or was never asked (ogo) before the card's absence counts.
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(screen.queryByTestId('hyper-pro-offer')).toBeNull();
      const askedFlag = requests.some((request) => request.url === '/api/user/get-metafields');
      expect(askedFlag).toBe(brand === 'glo');
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('shows each offer as a compact card: title, its first sentence, the date, its action, the full terms folded', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: 6 } });
    stubFetch(answer(null));
    renderRoutes([{ path: '/offers', Component: OffersPage }], '/offers');
    const card = await screen.findByTestId('offer');
    expect(card.querySelector('h2')?.textContent).toBe('Подвійні бали');
    expect(screen.getByTestId('offer-lead').textContent).toBe('Скануй і отримуй удвічі більше.');
    const action = screen.getByTestId('offer-action');
    expect([action.textContent, action.getAttribute('href')]).toEqual(['Сканувати', '/scan']);
    const terms = card.querySelector('details');
    expect(terms?.open).toBe(false);
    expect(terms?.querySelector('summary')?.textContent).toBe('Умови');
  });

  it('lists the running campaigns above the content offers, each with the way to earn it', async () => {
    useSessionStore.setState({ token: 't', shopIds: { glo: 5, ogo: null } });
    stubFetch((request) =>
      request.url.startsWith('/api/user/get-campaigns')
        ? {
            body: {
              campaigns: [
                { id: 1, name: '×2 на стіки', description: '×2 XP за стіки', trigger: 'pack_code_credited', ends_at: null },
                { id: 2, name: 'Перше', description: '+100 XP за перше замовлення', trigger: 'order_paid', ends_at: null },
              ],
            },
          }
        : answer(null)(request),
    );
    renderRoutes([{ path: '/offers', Component: OffersPage }], '/offers');
    const cards = await screen.findAllByTestId('campaign-offer');
    expect(cards.map((card) => [card.querySelector('h2')?.textContent, card.querySelector('a')?.getAttribute('href')])).toEqual([
      ['×2 XP за стіки', '/scan'],
      ['+100 XP за перше замовлення', '/shop'],
    ]);
    const offerCard = await screen.findByTestId('offer');
    expect(cards[1]!.compareDocumentPosition(offerCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

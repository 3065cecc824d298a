// /certificates/my-list: the customer's certificates, or an empty state with the way to buy one; never the certificate
// service's sign-up form (asked for when buying, on the partner page).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { cacheFlags } from '@/lib/storage';
import { useBrandStore } from '@/stores/brand-store';
import MyListPage from '@/features/certificates/components/my-list-page';
import { stubFetch, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function renderList(list: StubAnswer) {
  const network = stubFetch((request) =>
    request.url === '/api/cert/get-auth' ? { body: { token: 't', expired_at: inAnHour(), error: null } } : list,
  );
  renderRoutes([{ path: '/certificates/my-list', Component: MyListPage }], '/certificates/my-list');
  return network;
}

beforeEach(() => {
  cacheFlags.clearAll();
  useBrandStore.setState({ brand: 'glo' });
});
afterEach(() => cacheFlags.clearAll());

describe('/certificates/my-list', () => {
  it('shows an empty state with the way to buy, not a sign-up form, to a customer the service does not know yet', async () => {
    renderList({ status: 404, body: { error: { code: 'cert_not_registered', message: 'no' } } });
    const empty = await screen.findByTestId('cert-empty');
    expect(empty.textContent).toContain('Ще немає сертифікатів');
    expect(screen.getByTestId('cert-empty-buy').getAttribute('href')).toBe('/certificates');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Зареєструватися/)).toBeNull();
  });

  it('shows the same empty state to a registered customer with no certificates', async () => {
    renderList({ body: [] });
    expect((await screen.findByTestId('cert-empty')).textContent).toContain('Обміняй бали на сертифікат партнера');
    expect(screen.queryByTestId('cert-my-list')).toBeNull();
  });
});

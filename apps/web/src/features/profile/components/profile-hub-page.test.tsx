// /profile, the profile hub, against a stubbed server: who the customer is, the balance, one row to each of orders,
// invites, age verification, certificates and the personal data forms, and signing out here or everywhere.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { User } from '@loyalty/contracts/user';
import { notify } from '@/lib/notify';
import { provideLogout } from '@/lib/session-exit';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import ProfileHubPage from '@/features/profile/components/profile-hub-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const user: User = {
  id: 61,
  first_name: 'Андрій',
  last_name: 'Лисенко',
  email: 'andrii@example.com',
  phone: '+380671110022',
  tags: ['age_verified', 'lang:uk'],
  orders_count: 2,
  total_spent: '640.00',
  note: '',
  address: { city: 'Київ', city_ref: 'ref-kyiv', street: 'Хрещатик', house: '1', flat: '5', branch_number: '12' },
};

type Handler = (request: RecordedRequest) => StubAnswer | undefined;

function renderHub(handler: Handler = () => undefined) {
  useBrandStore.setState({ brand: 'glo' });
  const network = stubFetch((request) => {
    const handled = handler(request);
    if (handled) return handled;
    if (request.url === '/api/user/get-user') return { body: { user } };
    if (request.url.startsWith('/api/get-balance')) return { body: { balance: 1250, expiring: [] } };
    if (request.url.startsWith('/api/user/get-tier')) {
      return {
        body: {
          enabled: false,
          set_name: null,
          measure: null,
          window_days: null,
          grace_days: null,
          value: 0,
          tier: null,
          next: null,
          levels: [],
        },
      };
    }
    return { status: 500, body: { error: { code: 'internal_error', message: 'unexpected call' } } };
  });
  renderRoutes([{ path: '/profile', Component: ProfileHubPage }], '/profile');
  return network;
}

const requestTo = (requests: RecordedRequest[], url: string) => requests.find((request) => request.url === url);

beforeEach(() => {
  vi.spyOn(notify, 'error');
  useSessionStore.getState().startSession({
    token: 'tok-p',
    customer: { shopify_id: 61, first_name: 'Андрій', last_name: 'Лисенко', email: user.email, phone: user.phone, tags: [] },
    shopIds: { glo: 61, ogo: 62 },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  provideLogout(undefined);
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
});

describe('/profile', () => {
  it('shows the customer’s level under the balance when the brand runs tiers', async () => {
    const level = { id: 2, name: 'Золотий', rank: 2, threshold: 1000 };
    renderHub((request) =>
      request.url.startsWith('/api/user/get-tier')
        ? {
            body: {
              enabled: true,
              measure: 'xp_earned',
              window_days: 365,
              grace_days: 30,
              set_name: 'Клуб glo',
              value: 1250,
              tier: {
                ...level,
                benefits: { earning_multiplier_bp: 12_500, free_delivery: true, reward_ids: [] },
                since: '2026-11-01T00:00:00.000Z',
                grace_until: null,
              },
              next: null,
              levels: [{ ...level, benefits: { earning_multiplier_bp: 12_500, free_delivery: true, reward_ids: [] } }],
            },
          }
        : undefined,
    );
    expect((await screen.findByTestId('tier-line')).textContent).toContain('Золотий');
  });

  it('opens on who the customer is and the balance, then a row to each part, the forms one level down', async () => {
    renderHub();
    const hub = await screen.findByTestId('profile-hub');
    expect(screen.getByTestId('profile-hub-name').textContent).toBe('Андрій Лисенко');
    expect(screen.getByTestId('profile-hub-phone').textContent).toBe('+380 67 111 00 22');
    await vi.waitFor(() => expect(screen.getByTestId('profile-hub-balance').textContent).toBe('Мій баланс1\u00a0250 XP'));
    const rows = within(screen.getByTestId('profile-hub-links')).getAllByRole('link');
    expect(rows.map((row) => [row.textContent, row.getAttribute('href')])).toEqual([
      ['Мої замовлення', '/history-order'],
      ['Запроси знайомих', '/invite-friend'],
      [expect.stringMatching(/^Верифікація віку/), '/verification'],
      ['Мої нагороди', '/exchange'],
      ['Мої сертифікати', '/certificates/my-list'],
      ['Особисті даніІм’я, email, адреса доставки, мова, сповіщення', '/profile/details'],
    ]);
    await vi.waitFor(() =>
      expect(screen.getByTestId('profile-hub-verification').textContent).toBe('Верифікація вікуПідтверджено'),
    );
    // The forms are not here: no field to fill on the hub.
    expect(hub.querySelector('input')).toBeNull();
  });

  it('logs out through the app’s logout', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    provideLogout(logout);
    renderHub();
    await screen.findByTestId('profile-hub');
    fireEvent.click(screen.getByTestId('profile-logout'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('signs out on every device after a confirmation, then wipes this one without asking the server again', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    provideLogout(logout);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { requests } = renderHub((request) => (request.url === '/api/auth/token-clear' ? { body: { revoked: 3 } } : undefined));
    await screen.findByTestId('profile-hub');
    fireEvent.click(screen.getByTestId('profile-logout-everywhere'));
    expect(confirm).toHaveBeenCalledWith('Вийти з акаунта на всіх пристроях?');
    expect(requestTo(requests, '/api/auth/token-clear')).toBeUndefined();

    fireEvent.click(screen.getByTestId('profile-logout-everywhere'));
    await vi.waitFor(() => expect(logout).toHaveBeenCalledWith({ callServer: false }));
    expect(requestTo(requests, '/api/auth/token-clear')?.method).toBe('POST');
    confirm.mockRestore();
  });

  it('keeps the session and says so when sign-out everywhere fails', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    provideLogout(logout);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderHub((request) =>
      request.url === '/api/auth/token-clear'
        ? { status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }
        : undefined,
    );
    await screen.findByTestId('profile-hub');
    fireEvent.click(screen.getByTestId('profile-logout-everywhere'));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Сервіс тимчасово недоступний. Спробуй пізніше'));
    expect(logout).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});

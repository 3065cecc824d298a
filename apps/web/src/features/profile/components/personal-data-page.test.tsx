// /profile/details («Особисті дані») against a stubbed server: get-user of the active brand, names, email change with its
// code, address, language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@loyalty/contracts/user';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import PersonalDataPage from '@/features/profile/components/personal-data-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';

const baseUser: User = {
  id: 61,
  first_name: 'Андрій',
  last_name: 'Лисенко',
  email: 'andrii@example.com',
  phone: '+380671110022',
  tags: ['age_verified', 'newsletter', 'lang:uk'],
  orders_count: 2,
  total_spent: '640.00',
  note: '',
  address: { city: 'Київ', city_ref: 'ref-kyiv', street: 'Хрещатик', house: '1', flat: '5', branch_number: '12' },
};

type Handler = (request: RecordedRequest) => StubAnswer | undefined;

function renderProfile(handler: Handler = () => undefined, brand: 'glo' | 'ogo' = 'glo') {
  useBrandStore.setState({ brand });
  const network = stubFetch((request) => {
    const handled = handler(request);
    if (handled) return handled;
    if (request.url === '/api/user/get-user') return { body: { user: baseUser } };
    return { status: 500, body: { error: { code: 'internal_error', message: 'unexpected call' } } };
  });
  const router = createMemoryRouter([{ path: '/profile/details', Component: PersonalDataPage }], {
    initialEntries: ['/profile/details'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return network;
}

/** Opens one part's sheet from its row, as a tap does. */
function openPart(part: 'names' | 'email' | 'address' | 'language' | 'notifications') {
  fireEvent.click(within(screen.getByTestId(`profile-row-${part}`)).getByRole('button'));
}

const updated = (changes: Partial<User>): StubAnswer => ({ body: { user: { ...baseUser, ...changes } } });
const requestTo = (requests: RecordedRequest[], url: string) => requests.find((request) => request.url === url);

beforeEach(() => {
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
  useSessionStore.getState().startSession({
    token: 'tok-p',
    customer: {
      shopify_id: 61,
      first_name: 'Андрій',
      last_name: 'Лисенко',
      email: baseUser.email,
      phone: baseUser.phone,
      tags: [],
    },
    shopIds: { glo: 61, ogo: 62 },
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
  await i18n.changeLanguage('uk');
});

describe('/profile/details', () => {
  it('shows the active brand’s record from get-user', async () => {
    const { requests } = renderProfile();
    await screen.findByTestId('profile-page');
    expect(requests[0]).toMatchObject({ url: '/api/user/get-user', body: { id: 61, product: 'glo' } });
    // One row per part with its value; the page's title once, no form on the page itself.
    expect(screen.getByTestId('profile-row-names').textContent).toContain('Андрій Лисенко');
    expect(screen.getByTestId('profile-row-email').textContent).toContain('andrii@example.com');
    expect(screen.getByTestId('profile-row-address').textContent).toContain('Київ, відділення\u00a0№12');
    expect(screen.getAllByText('Особисті дані')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    // Each row opens its own sheet, titled by the row.
    openPart('names');
    expect(screen.getByRole('dialog', { name: 'Ім’я та прізвище' })).toBeDefined();
    expect((screen.getByLabelText('Ім’я') as HTMLInputElement).value).toBe('Андрій');
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    openPart('email');
    expect(screen.getByTestId('current-email').textContent).toBe('andrii@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    openPart('address');
    expect(screen.getByTestId('branch-selected').textContent).toContain('№12');
  });

  it('opens notifications on a browser without push too: the row says why, the sheet keeps the SMS consent', async () => {
    // jsdom has no service worker: a browser without push.
    renderProfile((request) =>
      request.url === '/api/push/settings?product=glo'
        ? { body: { settings: { orders: true, referrals: true, expiry: true, news: true }, devices: 0, marketing_sms: false } }
        : undefined,
    );
    await screen.findByTestId('profile-page');
    const row = screen.getByTestId('profile-row-notifications');
    expect(row.textContent).toContain('Цей браузер не підтримує сповіщення.');
    openPart('notifications');
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByTestId('notifications-unavailable').querySelector('a')?.getAttribute('href')).toBe(
      '/push-instruction',
    );
    expect(within(sheet).queryByTestId('notifications-enable')).toBeNull();
    expect(await within(sheet).findByTestId('notifications-marketing-sms')).toBeTruthy();
  });

  it('saves the names and greets by the new name', async () => {
    const { requests } = renderProfile((request) =>
      request.url === '/api/user/update-profile' ? updated({ first_name: 'Андрійко' }) : undefined,
    );
    await screen.findByTestId('profile-page');
    openPart('names');
    fireEvent.input(screen.getByLabelText('Ім’я'), { target: { value: ' Андрійко ' } });
    await act(async () => fireEvent.click(screen.getByTestId('names-save')));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Збережено'));
    expect(requestTo(requests, '/api/user/update-profile')?.body).toEqual({
      id: 61,
      product: 'glo',
      first_name: 'Андрійко',
      last_name: 'Лисенко',
    });
    expect(useSessionStore.getState().customer?.first_name).toBe('Андрійко');
  });

  it('refuses an empty name without calling the server', async () => {
    const { requests } = renderProfile();
    await screen.findByTestId('profile-page');
    openPart('names');
    fireEvent.input(screen.getByLabelText('Прізвище'), { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByTestId('names-save')));
    expect((await screen.findByRole('alert')).textContent).toBe('Введи прізвище');
    expect(requestTo(requests, '/api/user/update-profile')).toBeUndefined();
  });

  it('changes the email with the mailed code', async () => {
    const { requests } = renderProfile((request) => {
      if (request.url === '/api/user/change-email') return { body: { sent: true, expiresInSeconds: 600 } };
      if (request.url === '/api/user/confirm-email') return updated({ email: 'new@example.com' });
      return undefined;
    });
    await screen.findByTestId('profile-page');
    openPart('email');
    fireEvent.click(screen.getByTestId('email-change'));
    fireEvent.input(screen.getByTestId('new-email-input'), { target: { value: 'new@example.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-send-code')));
    expect(await screen.findByText('Ми надіслали лист із кодом на new@example.com')).toBeDefined();
    expect(requestTo(requests, '/api/user/change-email')?.body).toEqual({ email: 'new@example.com', customer_id: 61 });

    fireEvent.input(screen.getByTestId('email-code-input'), { target: { value: '246810' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-confirm')));
    await vi.waitFor(() => expect(screen.getByTestId('current-email').textContent).toBe('new@example.com'));
    expect(requestTo(requests, '/api/user/confirm-email')?.body).toEqual({ code: '246810' });
    expect(useSessionStore.getState().customer?.email).toBe('new@example.com');
  });

  it('in ogo mode sends the ogo token from get-ogo-token with both email calls', async () => {
    const { requests } = renderProfile((request) => {
      if (request.url === '/api/auth/get-ogo-token') return { body: { token: 'ogo-signed', expired_at: '2030-01-01T00:00:00Z' } };
      if (request.url === '/api/user/get-user') return { body: { user: { ...baseUser, id: 62 } } };
      if (request.url === '/api/user/change-email') return { body: { sent: true, expiresInSeconds: 600 } };
      if (request.url === '/api/user/confirm-email') return { body: { user: { ...baseUser, id: 62, email: 'o@example.com' } } };
      return undefined;
    }, 'ogo');
    await screen.findByTestId('profile-page');
    expect(requests[0]?.body).toEqual({ id: 62, product: 'ogo' });
    openPart('email');
    fireEvent.click(screen.getByTestId('email-change'));
    fireEvent.input(screen.getByTestId('new-email-input'), { target: { value: 'o@example.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-send-code')));
    fireEvent.input(await screen.findByTestId('email-code-input'), { target: { value: '135790' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-confirm')));
    await vi.waitFor(() => expect(requestTo(requests, '/api/user/confirm-email')).toBeDefined());

    expect(requestTo(requests, '/api/user/change-email')?.body).toEqual({
      email: 'o@example.com',
      customer_id: 62,
      ogoAuthApiToken: 'ogo-signed',
    });
    expect(requestTo(requests, '/api/user/confirm-email')?.body).toEqual({ code: '135790', ogoAuthApiToken: 'ogo-signed' });
  });

  it('says a taken email on the field and a wrong code as "Спробуй ще раз"', async () => {
    let attempt = 0;
    renderProfile((request) => {
      if (request.url === '/api/user/change-email') {
        attempt += 1;
        return attempt === 1
          ? { status: 409, body: { error: { code: 'email_taken', message: 'taken' } } }
          : { body: { sent: true, expiresInSeconds: 600 } };
      }
      if (request.url === '/api/user/confirm-email')
        return { status: 400, body: { error: { code: 'invalid_code', message: 'no' } } };
      return undefined;
    });
    await screen.findByTestId('profile-page');
    openPart('email');
    fireEvent.click(screen.getByTestId('email-change'));
    fireEvent.input(screen.getByTestId('new-email-input'), { target: { value: 'taken@example.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-send-code')));
    expect((await screen.findByRole('alert')).textContent).toBe('Цей email уже використовується. Вкажи інший');

    fireEvent.input(screen.getByTestId('new-email-input'), { target: { value: 'free@example.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-send-code')));
    fireEvent.input(await screen.findByTestId('email-code-input'), { target: { value: '000000' } });
    await act(async () => fireEvent.click(screen.getByTestId('email-confirm')));
    expect((await screen.findByRole('alert')).textContent).toBe('Спробуй ще раз');
  });

  it('picks the city and branch with the delivery pickers (no free text) and saves them with the city reference', async () => {
    const lviv = {
      value: 'settlement-lviv',
      label: 'Львів, Львівська обл.',
      city_id: 'ref-lviv',
      province: 'Львівська',
      delivery_city_id: 'ref-lviv',
      popular: true,
      meta: { MainDescription: 'Львів', Area: 'Львівська', Region: '', DeliveryCity: 'ref-lviv' },
    };
    const branch7 = {
      value: 'branch-7',
      label: 'Відділення №7: вул. Городоцька, 1',
      meta: { number: '7', shortAddress: 'вул. Городоцька, 1', cityRef: 'ref-lviv', postomat: false },
    };
    const { requests } = renderProfile((request) => {
      if (request.url === '/api/novaposhta/cities') return { body: { cities: [lviv] } };
      if (request.url === '/api/novaposhta/branches') return { body: { branches: [branch7] } };
      if (request.url === '/api/user/save-address') {
        return updated({ address: { ...baseUser.address, city: 'Львів', city_ref: 'ref-lviv', branch_number: '7' } });
      }
      return undefined;
    });
    await screen.findByTestId('profile-page');
    openPart('address');
    const form = within(screen.getByTestId('address-form'));
    // The saved city and branch are shown as choices, and nothing is typed for them.
    expect(form.getByTestId('city-selected').textContent).toContain('Київ');
    expect(form.getByTestId('branch-selected').textContent).toContain('№12');
    expect(form.queryByLabelText('Відділення Нової пошти, №')).toBeNull();
    // Street, house and flat are the courier's: a group of their own, named so, not fields the branch lacks.
    const courier = within(form.getByRole('group', { name: 'Для доставки кур’єром' }));
    expect(courier.getByLabelText('Вулиця')).toBeDefined();
    expect(courier.getByLabelText('Квартира')).toBeDefined();
    expect((screen.getByTestId('address-save') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(form.getByTestId('city-change')));
    const lvivOption = await form.findByTestId('city-option', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(lvivOption));
    const branchOption = await form.findByTestId('branch-option', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(branchOption));
    expect(form.getByTestId('branch-selected').textContent?.replace(/\u00a0/g, ' ')).toContain(branch7.label);
    await act(async () => fireEvent.click(screen.getByTestId('address-save')));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Збережено'));
    expect(requestTo(requests, '/api/user/save-address')?.body).toEqual({
      id: 61,
      product: 'glo',
      city: 'Львів',
      city_ref: 'ref-lviv',
      street: 'Хрещатик',
      house: '1',
      flat: '5',
      branch_number: '7',
    });
  }, 20_000);

  it('switches the language and records it on the customer, keeping their other own tags', async () => {
    const { requests } = renderProfile((request) =>
      request.url === '/api/user/update-tags' ? { body: { tags: ['age_verified', 'newsletter', 'lang:en'] } } : undefined,
    );
    await screen.findByTestId('profile-page');
    openPart('language');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    await vi.waitFor(() => expect(requestTo(requests, '/api/user/update-tags')).toBeDefined());
    expect(i18n.language).toBe('en');
    // age_verified is the server's tag: never sent by the client.
    expect(requestTo(requests, '/api/user/update-tags')?.body).toEqual({
      tags: ['newsletter', 'lang:en'],
      shopifyId: 61,
      product: 'glo',
    });
    expect(await screen.findByText('Delivery address')).toBeDefined();
  });
});

// The /auth flow against a stubbed server: phone, SMS code, then a session (with the brand's record) or registration.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStorageKeys } from '@/config/constants';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import AuthPage from '@/features/auth/components/auth-page';
import { useRegistrationTicketStore } from '@/features/auth/stores/registration-ticket-store';
import { stubFetch, type StubAnswer, type RecordedRequest } from '@/test/fetch-stub';
import '@/lib/i18n';

const session = {
  token: 'session-1',
  customer: {
    shopify_id: 501,
    first_name: 'Тарас',
    last_name: 'Бондар',
    email: 'taras@example.com',
    phone: '+380671234567',
    tags: [],
  },
  shopIds: { glo: 501, ogo: null },
};

function renderAuth(answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/registration', Component: () => <p>registration</p> },
      { path: '/', Component: () => <p>home</p> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...network };
}

async function sendCode(phone = '67 123 45 67') {
  fireEvent.input(screen.getByTestId('phone-input'), { target: { value: phone } });
  await act(async () => fireEvent.click(screen.getByTestId('send-code')));
}

async function enterCode(code = '123456') {
  const input = await screen.findByTestId('code-input');
  fireEvent.input(input, { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByTestId('confirm-code')));
}

const smsSent = { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 };
const apiError = (status: number, code: string): StubAnswer => ({ status, body: { error: { code, message: code } } });

beforeEach(() => {
  vi.spyOn(notify, 'error');
  vi.spyOn(notify, 'loading');
  vi.spyOn(notify, 'dismiss');
  useBrandStore.setState({ brand: 'glo' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
  useRegistrationTicketStore.setState({ ticket: null });
});

describe('/auth', () => {
  it('rejects a number that is not a Ukrainian mobile without calling the server', async () => {
    const { requests } = renderAuth(() => ({ body: smsSent }));
    await sendCode('44 123 45 67');
    expect((await screen.findByRole('alert')).textContent).toBe('Введи правильний номер мобільного');
    expect(requests).toHaveLength(0);
  });

  it('logs in with the SMS code, stores the session and goes home', async () => {
    const { requests, router } = renderAuth((request) =>
      request.url.endsWith('/login-sms') ? { body: smsSent } : { body: session },
    );
    await sendCode();
    await screen.findByTestId('code-input');
    expect(requests[0]).toMatchObject({ url: '/api/auth/login-sms', body: { phone: '+380671234567', product: 'glo' } });
    expect(await screen.findByText('Надіслати код повторно можна через 60 секунд')).toBeDefined();

    await enterCode('654321');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests[1]).toMatchObject({
      url: '/api/auth/confirm-sms',
      body: { phone: '+380671234567', code: '654321', product: 'glo' },
    });
    // The brand already has a record: nothing is created (the sign-in's analytics calls follow in the background).
    expect(requests.filter((request) => !/\/(analytics\/|auth\/send-bot-stat)/.test(request.url))).toHaveLength(2);
    expect(useSessionStore.getState()).toMatchObject({ token: 'session-1', shopIds: { glo: 501, ogo: null } });
  });

  it('creates the active brand’s record with the person’s data when the session has none there', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    const ogoCustomer = { ...session.customer, shopify_id: 777 };
    const { requests, router } = renderAuth((request) => {
      if (request.url.endsWith('/login-sms')) return { body: smsSent };
      if (request.url.endsWith('/confirm-sms')) return { body: session };
      return { body: { customer: ogoCustomer, shopIds: { glo: 501, ogo: 777 } } };
    });
    await sendCode();
    await enterCode();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const create = requests.find((request) => request.url === '/api/auth/create-customer');
    expect(create?.body).toEqual({
      first_name: 'Тарас',
      last_name: 'Бондар',
      email: 'taras@example.com',
      phone: '+380671234567',
      note: '',
      tags: [],
      variant: 'ogo',
    });
    // Sent within the new session.
    expect(create?.headers.get('Authorization')).toBe('Bearer session-1');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'session-1',
      customer: { shopify_id: 777 },
      shopIds: { glo: 501, ogo: 777 },
    });
  });

  it('still logs in when creating the brand’s record fails', async () => {
    useBrandStore.setState({ brand: 'ogo' });
    const { router } = renderAuth((request) => {
      if (request.url.endsWith('/login-sms')) return { body: smsSent };
      if (request.url.endsWith('/confirm-sms')) return { body: session };
      return apiError(503, 'service_unavailable');
    });
    await sendCode();
    await enterCode();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState()).toMatchObject({ token: 'session-1', shopIds: { glo: 501, ogo: null } });
  });

  it('sends an unknown phone to /registration with the ticket kept in this tab, never in the URL', async () => {
    const ticket = { registration_required: true, registration_token: 'ticket-0123456789abcdef', phone: '+380671234567' };
    const { router } = renderAuth((request) => (request.url.endsWith('/login-sms') ? { body: smsSent } : { body: ticket }));
    await sendCode();
    await enterCode();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/registration'));

    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
    expect(JSON.stringify(router.state.location.state ?? null)).not.toContain('ticket-0123456789abcdef');
    expect(useRegistrationTicketStore.getState().ticket).toMatchObject({
      token: 'ticket-0123456789abcdef',
      phone: '+380671234567',
      registered: false,
    });
    expect(window.sessionStorage.getItem(sessionStorageKeys.registrationTicket)).toContain('ticket-0123456789abcdef');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it.each<[string, StubAnswer]>([
    ['a wrong code', apiError(400, 'invalid_code')],
    ['an answer without customer.shopify_id', { body: { token: 't', customer: { first_name: 'X' }, shopIds: {} } }],
  ])('says "Спробуй ще раз" on the field after %s', async (_case, confirmAnswer) => {
    renderAuth((request) => (request.url.endsWith('/login-sms') ? { body: smsSent } : confirmAnswer));
    await sendCode();
    await enterCode();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Спробуй ще раз'));
    expect(screen.getByTestId('code-input').getAttribute('aria-invalid')).toBe('true');
    expect(notify.error).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it.each<[number, string]>([
    [3, 'Невірний код. Спробуй ще раз: залишилось 3\u00a0спроби'],
    [1, 'Невірний код. Спробуй ще раз: залишилась 1\u00a0спроба'],
    [0, 'Цей код більше не діє. Отримай новий код нижче'],
  ])('says on the field how many tries are left (%i) and keeps it until the code changes', async (left, text) => {
    renderAuth((request) =>
      request.url.endsWith('/login-sms')
        ? { body: smsSent }
        : { status: 400, body: { error: { code: 'invalid_code', message: 'wrong', attemptsLeft: left } } },
    );
    await sendCode();
    await enterCode();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    // The "Код надіслано" toast goes once the field says the code is wrong.
    expect(notify.dismiss).toHaveBeenCalled();
    // The wrong code stays in the field to be corrected; the message stays until it is.
    const input = screen.getByTestId('code-input') as HTMLInputElement;
    expect(input.value).toBe('123456');
    expect(input.getAttribute('aria-describedby')).toBe('auth-code-error');
    fireEvent.input(input, { target: { value: '12345' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the code by itself once all six digits are in', async () => {
    const { requests } = renderAuth((request) =>
      request.url.endsWith('/login-sms') ? { body: smsSent } : apiError(400, 'invalid_code'),
    );
    await sendCode();
    const input = await screen.findByTestId('code-input');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await act(async () => fireEvent.input(input, { target: { value: '65432' } }));
    expect(requests).toHaveLength(1);
    await act(async () => fireEvent.input(input, { target: { value: '654321' } }));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.body).toMatchObject({ code: '654321' });
  });

  it('asks for all six digits before calling the server', async () => {
    const { requests } = renderAuth(() => ({ body: smsSent }));
    await sendCode();
    await enterCode('123');
    await screen.findByText('Код складається з 6 цифр');
    expect(screen.getByRole('alert').textContent).toBe('Код складається з 6 цифр');
    expect(requests).toHaveLength(1);
  });

  it('explains the hourly and daily SMS caps and stays on the phone step', async () => {
    const settle = { success: vi.fn(), error: vi.fn() };
    vi.mocked(notify.loading).mockReturnValue({ id: 'x', ...settle });
    renderAuth(() => apiError(429, 'limit_reached'));
    await sendCode();
    await vi.waitFor(() => expect(settle.error).toHaveBeenCalledWith('Забагато запитів коду. Спробуй пізніше або завтра'));
    expect(screen.queryByTestId('code-input')).toBeNull();
  });

  it('on "too soon" says a code is already on its way and lets the customer type it', async () => {
    const settle = { success: vi.fn(), error: vi.fn() };
    vi.mocked(notify.loading).mockReturnValue({ id: 'x', ...settle });
    renderAuth(() => apiError(429, 'resend_too_soon'));
    await sendCode();
    await screen.findByTestId('code-input');
    expect(settle.error).toHaveBeenCalledWith('Код уже надіслано. Новий можна буде отримати за хвилину');
  });
});

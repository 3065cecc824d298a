// The /auth flow against a stubbed server: phone, SMS code, session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import AuthPage from '@/features/auth/components/auth-page';
import { stubFetch, type StubAnswer, type RecordedRequest } from '@/test/fetch-stub';
import '@/lib/i18n';

const session = {
  token: 'session-1',
  customer: { shopify_id: 501, first_name: 'Тарас', last_name: 'Бондар', email: '', phone: '+380671234567', tags: [] },
  shopIds: { glo: 501, ogo: null },
};

function renderAuth(answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: AuthPage },
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
  fireEvent.change(screen.getByTestId('phone-input'), { target: { value: phone } });
  await act(async () => fireEvent.click(screen.getByTestId('send-code')));
}

async function enterCode(code = '123456') {
  const input = await screen.findByTestId('code-input');
  fireEvent.change(input, { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByTestId('confirm-code')));
}

const smsSent = { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 };

beforeEach(() => {
  vi.spyOn(notify, 'error');
  useBrandStore.setState({ brand: 'glo' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null });
});

describe('/auth', () => {
  it('rejects a number that is not a Ukrainian mobile without calling the server', async () => {
    const { requests } = renderAuth(() => ({ body: smsSent }));
    await sendCode('44 123 45 67');
    expect(screen.getByRole('alert').textContent).toBe('Введи правильний номер мобільного');
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
    expect(useSessionStore.getState()).toMatchObject({ token: 'session-1', shopIds: { glo: 501, ogo: null } });
  });

  it.each<[string, StubAnswer]>([
    ['a wrong code', { status: 400, body: { error: { code: 'invalid_code', message: 'Wrong code' } } }],
    ['an answer without customer.shopify_id', { body: { token: 't', customer: { first_name: 'X' }, shopIds: {} } }],
  ])('says "Спробуй ще раз" after %s', async (_case, confirmAnswer) => {
    renderAuth((request) => (request.url.endsWith('/login-sms') ? { body: smsSent } : confirmAnswer));
    await sendCode();
    await enterCode();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Спробуй ще раз'));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('asks for all six digits before calling the server', async () => {
    const { requests } = renderAuth(() => ({ body: smsSent }));
    await sendCode();
    await enterCode('123');
    await screen.findByText('Код складається з 6 цифр');
    expect(screen.getByRole('alert').textContent).toBe('Код складається з 6 цифр');
    expect(requests).toHaveLength(1);
  });
});

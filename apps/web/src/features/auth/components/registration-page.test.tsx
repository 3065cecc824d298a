// /registration against a stubbed server: the phone steps without a ticket, the form's rules, and the way to a session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import RegistrationPage from '@/features/auth/components/registration-page';
import { useRegistrationTicketStore } from '@/features/auth/stores/registration-ticket-store';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';

const ticketToken = 'ticket-0123456789abcdefghij';
const phone = '+380671234567';
const session = {
  token: 'session-new',
  customer: { shopify_id: 900, first_name: 'Ірина', last_name: 'Мельник', email: 'iryna@example.com', phone, tags: [] },
  shopIds: { glo: 900, ogo: 901 },
};
const registered = { created: true, shopIds: { glo: 900, ogo: 901 } };
const apiError = (status: number, code: string, field?: string): StubAnswer => ({
  status,
  body: { error: { code, message: code, ...(field ? { fields: [{ field, message: code }] } : {}) } },
});

function giveTicket(): void {
  useRegistrationTicketStore.getState().keepTicket({ registration_required: true, registration_token: ticketToken, phone });
}

function renderRegistration(answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  const router = createMemoryRouter(
    [
      { path: '/registration', Component: RegistrationPage },
      { path: '/', Component: () => <p>home</p> },
    ],
    { initialEntries: ['/registration'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...network };
}

const field = (label: string) => screen.getByLabelText(label);

function fillForm(values: Partial<Record<'first' | 'last' | 'email' | 'birth', string>> = {}, consent = true): void {
  fireEvent.input(field('Ім’я'), { target: { value: values.first ?? 'Ірина' } });
  fireEvent.input(field('Прізвище'), { target: { value: values.last ?? 'Мельник' } });
  fireEvent.input(field('Email'), { target: { value: values.email ?? 'iryna@example.com' } });
  fireEvent.input(field('Дата народження'), { target: { value: values.birth ?? '1990-04-21' } });
  if (consent) fireEvent.click(screen.getByRole('checkbox'));
}

async function submit(): Promise<void> {
  await act(async () => fireEvent.click(screen.getByTestId('registration-submit')));
}

/** A birth date relative to today on the Kyiv calendar, the one the 18+ rule counts on (not the machine's time zone). */
function yearsAgo(years: number, extraDays = 0): string {
  const [year, month, day] = kyivCalendarDate(new Date()).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - years, month - 1, day + extraDays));
  return date.toISOString().slice(0, 10);
}

const paths = (requests: RecordedRequest[]) => requests.map((request) => request.url);

beforeEach(() => {
  vi.spyOn(notify, 'error');
  useBrandStore.setState({ brand: 'glo' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
  useRegistrationTicketStore.setState({ ticket: null, draft: null });
});

describe('/registration without a ticket', () => {
  it('confirms the phone first, then shows the form for the unknown phone', async () => {
    const { requests } = renderRegistration((request) =>
      request.url.endsWith('/login-sms')
        ? { body: { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 } }
        : { body: { registration_required: true, registration_token: ticketToken, phone } },
    );
    expect(screen.getByText('Спочатку підтвердь номер телефону — ми надішлемо код в SMS.')).toBeDefined();
    fireEvent.input(screen.getByTestId('phone-input'), { target: { value: '0671234567' } });
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    fireEvent.input(await screen.findByTestId('code-input'), { target: { value: '111222' } });
    await act(async () => fireEvent.click(screen.getByTestId('confirm-code')));

    await screen.findByTestId('registration-form');
    expect(screen.getByText('Номер +380 67 123 45 67 підтверджено. Залишилось розповісти про себе.')).toBeDefined();
    expect(paths(requests)).toEqual(['/api/auth/login-sms', '/api/auth/confirm-sms']);
  });

  it('keeps what was typed when the person leaves the form and comes back in the tab, but not the consent', async () => {
    giveTicket();
    renderRegistration(() => ({ body: {} }));
    fillForm({ first: 'Оксана', last: 'Гнатюк', email: 'oksana@example.com', birth: '1991-02-03' });
    cleanup();
    renderRegistration(() => ({ body: {} }));
    expect((field('Ім’я') as HTMLInputElement).value).toBe('Оксана');
    expect((field('Прізвище') as HTMLInputElement).value).toBe('Гнатюк');
    expect((field('Email') as HTMLInputElement).value).toBe('oksana@example.com');
    expect((field('Дата народження') as HTMLInputElement).value).toBe('03.02.1991');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    // Another phone's ticket is another person: nothing of this draft shows for them.
    useRegistrationTicketStore
      .getState()
      .keepTicket({ registration_required: true, registration_token: ticketToken, phone: '+380509998877' });
    expect(useRegistrationTicketStore.getState().draft).toBeNull();
  });

  it('dismisses the toast of an earlier wrong code once the code is confirmed', async () => {
    const dismiss = vi.spyOn(notify, 'dismiss');
    renderRegistration((request) =>
      request.url.endsWith('/login-sms')
        ? { body: { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 } }
        : { body: { registration_required: true, registration_token: ticketToken, phone } },
    );
    fireEvent.input(screen.getByTestId('phone-input'), { target: { value: '0671234567' } });
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    fireEvent.input(await screen.findByTestId('code-input'), { target: { value: '111222' } });
    await act(async () => fireEvent.click(screen.getByTestId('confirm-code')));
    await screen.findByTestId('registration-form');
    expect(dismiss).toHaveBeenCalled();
  });

  it('treats an expired ticket as none', () => {
    useRegistrationTicketStore.setState({
      ticket: { token: ticketToken, phone, receivedAt: Date.now() - 31 * 60 * 1000, registered: false },
    });
    renderRegistration(() => ({ body: {} }));
    expect(screen.getByTestId('phone-input')).toBeDefined();
    expect(screen.queryByTestId('registration-form')).toBeNull();
  });
});

describe('/registration form', () => {
  beforeEach(giveTicket);

  it('names every missing field and sends nothing', async () => {
    const { requests } = renderRegistration(() => ({ body: {} }));
    await submit();
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Введи ім’я',
      'Введи прізвище',
      'Введи правильний email, наприклад name@example.com',
      'Вкажи правильну дату народження',
      'Щоб продовжити, погодься з Угодою користувача',
    ]);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['17 years and 364 days', yearsAgo(18, 1)],
    ['10 years', yearsAgo(10)],
  ])('refuses a birth date of %s on the client', async (_case, birth) => {
    const { requests } = renderRegistration(() => ({ body: {} }));
    fillForm({ birth });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Застосунок доступний лише з 18 років');
    expect(requests.filter((request) => request.url !== '/api/auth/check-email')).toHaveLength(0);
  });

  it('accepts someone who turns 18 today', async () => {
    const { requests } = renderRegistration((request) =>
      request.url.endsWith('/registration')
        ? { body: registered }
        : request.url.endsWith('/reg-auth')
          ? { body: session }
          : { body: { valid: true, available: true } },
    );
    fillForm({ birth: yearsAgo(18) });
    await submit();
    await vi.waitFor(() => expect(paths(requests)).toContain('/api/auth/registration'));
  });

  it('takes the birth date as дд.мм.рррр from a number pad, whatever the browser\'s locale, and sends it as ISO', async () => {
    const { requests } = renderRegistration((request) =>
      request.url.endsWith('/registration')
        ? { body: registered }
        : request.url.endsWith('/reg-auth')
          ? { body: session }
          : { body: { valid: true, available: true } },
    );
    fillForm({ birth: '' });
    const birth = field('Дата народження') as HTMLInputElement;
    expect([birth.type, birth.inputMode, birth.placeholder, birth.autocomplete]).toEqual(['text', 'numeric', 'дд.мм.рррр', 'bday']);
    for (const typed of ['2', '21', '210', '2104', '21041', '210419', '2104199', '21041990']) {
      fireEvent.input(birth, { target: { value: typed.length > 2 ? `${birth.value}${typed.at(-1)}` : typed } });
    }
    expect(birth.value).toBe('21.04.1990');
    await submit();
    await vi.waitFor(() => expect(paths(requests)).toContain('/api/auth/registration'));
    expect(requests.find((request) => request.url.endsWith('/registration'))?.body).toMatchObject({ birth_date: '1990-04-21' });
  });

  it('marks the 18+ rule on the birth date field itself', async () => {
    renderRegistration(() => ({ body: {} }));
    fillForm({ birth: yearsAgo(17) });
    await submit();
    const birth = field('Дата народження');
    await vi.waitFor(() => expect(birth.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(birth.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(described?.textContent).toBe('Застосунок доступний лише з 18 років');
  });

  it('refuses a date in the future', async () => {
    renderRegistration(() => ({ body: { valid: true, available: true } }));
    fillForm({ birth: yearsAgo(-1) });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Вкажи правильну дату народження');
  });

  it('checks the email with the server when the field is left and says when it is taken', async () => {
    const { requests } = renderRegistration(() => ({ body: { valid: true, available: false } }));
    fireEvent.input(field('Email'), { target: { value: 'taken@example.com' } });
    await act(async () => fireEvent.blur(field('Email')));
    expect((await screen.findByRole('alert')).textContent).toBe('Цей email уже використовується. Вкажи інший');
    expect(requests[0]).toMatchObject({ url: '/api/auth/check-email', body: { email: 'taken@example.com' } });
  });

  it('does not ask the server about an email that is malformed anyway', async () => {
    const { requests } = renderRegistration(() => ({ body: { valid: false, available: true } }));
    fireEvent.input(field('Email'), { target: { value: 'not-an-email' } });
    await act(async () => fireEvent.blur(field('Email')));
    expect((await screen.findByRole('alert')).textContent).toBe('Введи правильний email, наприклад name@example.com');
    expect(requests).toHaveLength(0);
  });

  it('registers, signs in with the ticket, stores the session and goes home', async () => {
    const { requests, router } = renderRegistration((request) => {
      if (request.url.endsWith('/check-email')) return { body: { valid: true, available: true } };
      if (request.url.endsWith('/registration')) return { body: registered };
      return { body: session };
    });
    fillForm({ first: '  Ірина ', last: 'Мельник' });
    await submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const registration = requests.find((request) => request.url === '/api/auth/registration');
    expect(registration?.body).toEqual({
      registration_token: ticketToken,
      first_name: 'Ірина',
      last_name: 'Мельник',
      email: 'iryna@example.com',
      birth_date: '1990-04-21',
      product: 'glo',
    });
    const regAuth = requests.find((request) => request.url === '/api/auth/reg-auth');
    expect(regAuth?.body).toEqual({ registration_token: ticketToken, product: 'glo' });
    expect(paths(requests).indexOf('/api/auth/registration')).toBeLessThan(paths(requests).indexOf('/api/auth/reg-auth'));
    expect(useSessionStore.getState()).toMatchObject({ token: 'session-new', shopIds: { glo: 900, ogo: 901 } });
    expect(useRegistrationTicketStore.getState().ticket).toBeNull();
  });

  it.each([
    ['under_age', apiError(400, 'under_age', 'body.birth_date'), 'Дата народження', 'Застосунок доступний лише з 18 років'],
    ['email_taken', apiError(409, 'email_taken', 'body.email'), 'Email', 'Цей email уже використовується. Вкажи інший'],
  ])('shows the server’s %s on its field', async (_code, failure, label, message) => {
    renderRegistration((request) =>
      request.url.endsWith('/registration') ? failure : { body: { valid: true, available: true } },
    );
    fillForm();
    await submit();
    const input = field(label);
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('on an invalid ticket says so and starts over with the phone', async () => {
    renderRegistration((request) =>
      request.url.endsWith('/registration') ? apiError(400, 'invalid_ticket') : { body: { valid: true, available: true } },
    );
    fillForm();
    await submit();
    await screen.findByTestId('phone-input');
    expect(notify.error).toHaveBeenCalledWith('Час на реєстрацію минув. Підтвердь номер телефону ще раз');
    expect(useRegistrationTicketStore.getState().ticket).toBeNull();
  });

  it('after a failed sign-in, a retry only signs in: the person is registered once', async () => {
    let regAuthCalls = 0;
    const { requests, router } = renderRegistration((request) => {
      if (request.url.endsWith('/check-email')) return { body: { valid: true, available: true } };
      if (request.url.endsWith('/registration')) return { body: registered };
      // The sign-in's analytics calls (start-customer-session.test.ts) go on in the background.
      if (!request.url.endsWith('/reg-auth')) return { body: { queued: true, id: 1, recorded: true } };
      regAuthCalls += 1;
      return regAuthCalls === 1 ? apiError(503, 'service_unavailable') : { body: session };
    });
    fillForm();
    await submit();
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Сервіс тимчасово недоступний. Спробуй пізніше'));
    expect(useRegistrationTicketStore.getState().ticket?.registered).toBe(true);

    await submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(paths(requests).filter((path) => path === '/api/auth/registration')).toHaveLength(1);
    expect(regAuthCalls).toBe(2);
  });
});

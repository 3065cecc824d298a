// The «Сповіщення» sheet against a stubbed server: the consent to SMS about promotions shows the saved state (off when
// the customer never gave it) and a tap saves it through the settings call, the push kinds left as they are.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PushSettingsResponse } from '@loyalty/contracts/push';
import '@/lib/locales/accounts';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { stubFetch } from '@/test/fetch-stub';

const settings = (marketingSms: boolean | undefined): PushSettingsResponse => ({
  settings: { orders: true, referrals: true, expiry: true, news: true },
  devices: 0,
  ...(marketingSms === undefined ? {} : { marketing_sms: marketingSms }),
});

function renderSheet(saved: boolean | undefined) {
  let stored = saved;
  const network = stubFetch((request) => {
    if (request.url === '/api/push/settings?product=glo') return { body: settings(stored) };
    if (request.url === '/api/push/settings' && request.method === 'POST') {
      const change = request.body as { marketing_sms?: boolean };
      if (change.marketing_sms !== undefined) stored = change.marketing_sms;
      return { body: settings(stored) };
    }
    return { status: 500, body: { error: { code: 'internal_error', message: 'unexpected call' } } };
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NotificationsSection brand="glo" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return network;
}

const smsSwitch = () => screen.findByRole('switch', { name: 'SMS про акції' });
const isOn = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';
const consentShown = () => isOn(screen.getByRole('switch', { name: 'SMS про акції' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the SMS consent in «Сповіщення»', () => {
  it('is off for a customer who never gave it, even from an answer without the field', async () => {
    renderSheet(undefined);
    expect(isOn(await smsSwitch())).toBe(false);
    // The push kinds stay as they are.
    expect(isOn(screen.getByRole('switch', { name: 'Новини та акції' }))).toBe(true);
  });

  it('shows the consent the server keeps', async () => {
    renderSheet(true);
    await smsSwitch();
    await vi.waitFor(() => expect(consentShown()).toBe(true));
  });

  it('sends marketing_sms: true on a tap and shows the saved state; a second tap withdraws it', async () => {
    const { requests } = renderSheet(false);
    const consent = await smsSwitch();
    expect(isOn(consent)).toBe(false);
    await act(async () => fireEvent.click(consent));
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ marketing_sms: true, product: 'glo' });
    await vi.waitFor(() => expect(consentShown()).toBe(true));
    await act(async () => fireEvent.click(consent));
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'POST')[1]?.body).toEqual({ marketing_sms: false, product: 'glo' });
    await vi.waitFor(() => expect(consentShown()).toBe(false));
  });
});

describe('the switches of «Сповіщення»', () => {
  it('are the app’s one switch: each says its state in aria-checked, with its label and a one-line description', async () => {
    renderSheet(false);
    await smsSwitch();
    const switches = screen.getAllByRole('switch');
    expect(switches.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'true', 'false']);
    for (const item of switches) {
      expect(item.classList.contains('switch')).toBe(true);
      const description = document.getElementById(item.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBeTruthy();
    }
    const expiry = screen.getByRole('switch', { name: 'Бали, що скоро згорять' });
    expect(document.getElementById(expiry.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'За 30 і 7 днів до того, як бали згорять',
    );
  });

  it('turns with a tap on its label as well as on the track', async () => {
    const { requests } = renderSheet(false);
    await smsSwitch();
    await act(async () => fireEvent.click(screen.getByText('Новини та акції')));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ news: false, product: 'glo' }),
    );
  });
});

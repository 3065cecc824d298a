// A sign-in reports who signed in to the CRM and bot calls of spec section 7, in the background; a registration also
// adds the contact. The session never waits for them, and a failing call breaks nothing.
// test-isolation: own modules (vitest.isolation.ts): it counts every background call, and other files' sessions start calls of their own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { SessionResponse } from '@loyalty/contracts/auth';
import { startCustomerSession } from '@/features/auth/utils/start-customer-session';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { stubFetch } from '@/test/fetch-stub';

const session: SessionResponse = {
  token: 'session-token',
  customer: {
    shopify_id: 41,
    first_name: 'Олена',
    last_name: 'Коваль',
    email: 'olena@example.com',
    phone: '+380671234567',
    tags: [],
  },
  shopIds: { glo: 41, ogo: 42 },
} as SessionResponse;

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null } });
  useBrandStore.setState({ brand: 'glo' });
});

const identityPaths = [
  '/api/analytics/esputnik-send-id',
  '/api/analytics/esputnik-event-login',
  '/api/analytics/auth-bat',
  '/api/auth/send-bot-stat',
];

describe('startCustomerSession', () => {
  it('reports a login: identification, the login event, the BAT login and the bot statistic', async () => {
    const { requests } = stubFetch((request) =>
      request.url.endsWith('send-bot-stat') ? { body: { recorded: true } } : { body: { queued: true, id: 1 } },
    );
    await startCustomerSession(session);
    expect(useSessionStore.getState().token).toBe('session-token');
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests.map((request) => request.url).sort()).toEqual([...identityPaths].sort());
    const byPath = Object.fromEntries(requests.map((request) => [request.url, request.body]));
    expect(byPath['/api/analytics/esputnik-send-id']).toEqual({
      id: 41,
      phone: '+380671234567',
      email: 'olena@example.com',
      product: 'glo',
    });
    expect(byPath['/api/analytics/auth-bat']).toEqual({ shopifyId: 41, event: 'login', product: 'glo' });
    expect(byPath['/api/auth/send-bot-stat']).toEqual({ phone: '+380671234567', shopifyId: 41 });
    expect(byPath['/api/analytics/esputnik-event-login']).toMatchObject({ phone: '+380671234567' });
  });

  it('adds the new contact on a registration, and a failing call breaks nothing', async () => {
    const { requests } = stubFetch((request) =>
      request.url.endsWith('auth-bat')
        ? { status: 503, body: { error: { code: 'service_unavailable', message: 'x' } } }
        : { body: { queued: true, id: 1, recorded: true } },
    );
    await startCustomerSession(session, 'registration');
    await waitFor(() => expect(requests).toHaveLength(5));
    const contact = requests.find((request) => request.url.endsWith('esputnik-add-contact'));
    expect(contact?.body).toEqual({
      firstName: 'Олена',
      lastName: 'Коваль',
      shopifyId: 41,
      email: 'olena@example.com',
      phone: '+380671234567',
      product: 'glo',
    });
    expect(requests.find((request) => request.url.endsWith('auth-bat'))?.body).toMatchObject({ event: 'registration' });
    expect(useSessionStore.getState().token).toBe('session-token');
  });
});

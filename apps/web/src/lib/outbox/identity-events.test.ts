// The sign-in's CRM and bot calls: the bodies as the contracts take them (names trimmed, as the contract's parse used
// to send them), every call sent even when the server refuses one.
import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { reportSignIn } from '@/lib/outbox/identity-events';

afterEach(() => vi.unstubAllGlobals());

const customer = {
  shopify_id: 7,
  first_name: ' Олена ',
  last_name: 'Коваль ',
  email: 'olena@example.com',
  phone: '+380671234567',
  tags: [],
};
const now = new Date('2026-11-21T10:00:00.000Z');

it('sends the registration’s five calls with the contracts’ bodies', async () => {
  const { requests } = stubFetch((request) =>
    request.url === '/api/auth/send-bot-stat' ? { body: { recorded: true } } : { body: { queued: true, id: 1 } },
  );
  await reportSignIn('registration', { customer, brand: 'ogo' }, now);
  expect(Object.fromEntries(requests.map((request) => [request.url, request.body]))).toEqual({
    '/api/analytics/esputnik-add-contact': {
      firstName: 'Олена',
      lastName: 'Коваль',
      shopifyId: 7,
      email: 'olena@example.com',
      phone: '+380671234567',
      product: 'ogo',
    },
    '/api/analytics/esputnik-send-id': { id: 7, phone: '+380671234567', email: 'olena@example.com', product: 'ogo' },
    '/api/analytics/esputnik-event-login': { phone: '+380671234567', date: '2026-11-21T10:00:00.000Z' },
    '/api/analytics/auth-bat': { shopifyId: 7, event: 'registration', product: 'ogo' },
    '/api/auth/send-bot-stat': { phone: '+380671234567', shopifyId: 7 },
  });
});

it('sends every login call even when the server refuses one, and never fails the login', async () => {
  const { requests } = stubFetch((request) =>
    request.url === '/api/analytics/esputnik-send-id'
      ? { status: 400, body: { error: { code: 'validation_failed', message: 'no', fields: [] } } }
      : request.url === '/api/auth/send-bot-stat'
        ? { body: { recorded: true } }
        : { body: { queued: true, id: 1 } },
  );
  await expect(reportSignIn('login', { customer, brand: 'glo' }, now)).resolves.toBeUndefined();
  expect(requests.map((request) => request.url)).toEqual([
    '/api/analytics/esputnik-send-id',
    '/api/analytics/esputnik-event-login',
    '/api/analytics/auth-bat',
    '/api/auth/send-bot-stat',
  ]);
});

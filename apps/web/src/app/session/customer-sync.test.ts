// The session customer kept fresh from get-user (tags such as age_verified) and the brand record created on a switch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isAgeVerified, useSessionStore } from '@/stores/session-store';
import { switchBrand, useBrandStore } from '@/stores/brand-store';
import { refreshCustomer, startCustomerSync } from '@/app/session/customer-sync';
import { stubFetch, type RecordedRequest } from '@/test/fetch-stub';

const person = { first_name: 'Богдан', last_name: 'Коваль', email: 'b@example.com', phone: '+380631234567' };
const user = (id: number, tags: string[] = []) => ({
  user: {
    id,
    ...person,
    tags,
    orders_count: 0,
    total_spent: '0.00',
    note: '',
    address: { city: '', city_ref: null, street: '', house: '', flat: '', branch_number: '' },
  },
});

function logIn(shopIds: { glo: number | null; ogo: number | null }, tags: string[] = []): void {
  useSessionStore
    .getState()
    .startSession({ token: 'tok-b', customer: { shopify_id: shopIds.glo ?? 0, ...person, tags }, shopIds });
}

const bodyOf = (request: RecordedRequest) => request.body as { id: number; product: string };
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, customer: null, shopIds: { glo: null, ogo: null }, ageVerified: false });
  useBrandStore.setState({ brand: 'glo' });
});

describe('customer refresh', () => {
  it('reads every brand record of the person; an approval in either brand shows the rules link', async () => {
    logIn({ glo: 11, ogo: 12 });
    const { requests } = stubFetch((request) =>
      bodyOf(request).product === 'glo' ? { body: user(11, ['newsletter']) } : { body: user(12, ['age_verified']) },
    );
    expect(isAgeVerified(useSessionStore.getState())).toBe(false);

    await refreshCustomer(new QueryClient());

    expect(requests.map((request) => request.body)).toEqual([
      { id: 11, product: 'glo' },
      { id: 12, product: 'ogo' },
    ]);
    expect(useSessionStore.getState().customer).toMatchObject({ shopify_id: 11, tags: ['newsletter'] });
    expect(isAgeVerified(useSessionStore.getState())).toBe(true);
  });

  it('takes the rules link away only when every record answered without the tag', async () => {
    logIn({ glo: 11, ogo: 12 });
    useSessionStore.getState().setAgeVerified(true);
    stubFetch((request) => (bodyOf(request).product === 'glo' ? { body: user(11) } : { status: 503, body: {} }));
    await refreshCustomer(new QueryClient());
    expect(useSessionStore.getState().ageVerified).toBe(true);

    stubFetch((request) => ({ body: user(bodyOf(request).id) }));
    await refreshCustomer(new QueryClient());
    expect(useSessionStore.getState().ageVerified).toBe(false);
  });
});

describe('customer sync', () => {
  it('refreshes after login', async () => {
    const { requests } = stubFetch(() => ({ body: user(21, ['age_verified']) }));
    stop = startCustomerSync(new QueryClient());
    logIn({ glo: 21, ogo: null });
    await vi.waitFor(() => expect(useSessionStore.getState().ageVerified).toBe(true));
    expect(requests[0]).toMatchObject({ url: '/api/user/get-user', body: { id: 21, product: 'glo' } });
  });

  it('creates the record of a brand the person is new to on a switch, then reads it', async () => {
    logIn({ glo: 31, ogo: null });
    const { requests } = stubFetch((request) => {
      if (request.url === '/api/auth/create-customer') {
        return {
          body: { customer: { shopify_id: 32, ...person, tags: [] }, shopIds: { glo: 31, ogo: 32 } },
        };
      }
      return { body: user(bodyOf(request).id) };
    });
    const queryClient = new QueryClient();
    stop = startCustomerSync(queryClient);
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));

    switchBrand(queryClient);

    await vi.waitFor(() => expect(useSessionStore.getState().shopIds).toEqual({ glo: 31, ogo: 32 }));
    const create = requests.find((request) => request.url === '/api/auth/create-customer');
    expect(create?.body).toMatchObject({ ...person, variant: 'ogo', note: '', tags: [] });
    await vi.waitFor(() =>
      expect(requests.some((request) => request.url === '/api/user/get-user' && bodyOf(request).id === 32)).toBe(true),
    );
    expect(useSessionStore.getState().customer?.shopify_id).toBe(32);
  });

  it('creates nothing on a switch to a brand the person already has', async () => {
    logIn({ glo: 41, ogo: 42 });
    const { requests } = stubFetch((request) => ({ body: user(bodyOf(request).id) }));
    const queryClient = new QueryClient();
    stop = startCustomerSync(queryClient);
    switchBrand(queryClient);
    await vi.waitFor(() => expect(useSessionStore.getState().customer?.shopify_id).toBe(42));
    expect(requests.some((request) => request.url === '/api/auth/create-customer')).toBe(false);
  });
});

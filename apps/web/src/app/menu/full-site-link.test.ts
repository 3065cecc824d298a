import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionCustomer } from '@loyalty/contracts/auth';
import { cacheFlags } from '@/lib/storage';
import { stubFetch } from '@/test/fetch-stub';
import { fullSiteLinkFor } from './full-site-link';

const customer: SessionCustomer = {
  shopify_id: 7,
  first_name: 'Олена',
  last_name: 'Коваль',
  email: 'olena@example.com',
  phone: '+380671234567',
  tags: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  cacheFlags.clearAll();
});

describe('fullSiteLinkFor', () => {
  it('asks the server for a Multipass link with the customer and the brand', async () => {
    const { requests } = stubFetch(() => ({ body: { url: 'https://glo.example/account/login/multipass/abc' } }));
    await expect(fullSiteLinkFor('glo', customer, 'https://glo.example')).resolves.toBe(
      'https://glo.example/account/login/multipass/abc',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('/api/mlogin');
    expect(requests[0]?.body).toMatchObject({ email: 'olena@example.com', product: 'glo', return_to: 'https://glo.example' });
  });

  it('adds the ogo token in ogo mode', async () => {
    const { requests } = stubFetch((request) =>
      request.url.includes('get-ogo-token')
        ? { body: { token: 'ogo-token', expired_at: '2026-11-21T23:00:00.000Z' } }
        : { body: { url: 'https://ogo.example/account/login/multipass/xyz' } },
    );
    await fullSiteLinkFor('ogo', customer, 'https://ogo.example');
    expect(requests.map((request) => new URL(request.url, 'http://x').pathname)).toEqual([
      '/api/auth/get-ogo-token',
      '/api/mlogin',
    ]);
    expect(requests[1]?.body).toMatchObject({ product: 'ogo', ogoAuthApiToken: 'ogo-token' });
  });

  it('falls back to the plain site when the server refuses', async () => {
    stubFetch(() => ({ status: 403, body: { error: { code: 'forbidden', message: 'no' } } }));
    await expect(fullSiteLinkFor('glo', customer, 'https://glo.example')).resolves.toBe('https://glo.example');
  });

  it('keeps a signed link for the menu link lifetime (840 s), then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const { requests } = stubFetch(() => ({ body: { url: `https://glo.example/account/login/multipass/${Date.now()}` } }));
    const first = await fullSiteLinkFor('glo', customer, 'https://glo.example');
    vi.setSystemTime(new Date('2026-11-24T10:13:59Z'));
    await expect(fullSiteLinkFor('glo', customer, 'https://glo.example')).resolves.toBe(first);
    expect(requests).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-24T10:14:01Z'));
    await expect(fullSiteLinkFor('glo', customer, 'https://glo.example')).resolves.not.toBe(first);
    expect(requests).toHaveLength(2);
  });

  it('uses the plain site without a customer', async () => {
    const { requests } = stubFetch(() => ({ body: {} }));
    await expect(fullSiteLinkFor('glo', null, 'https://glo.example')).resolves.toBe('https://glo.example');
    expect(requests).toHaveLength(0);
  });
});

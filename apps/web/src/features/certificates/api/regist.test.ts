// The certificate registration's body: the contract trims the fields and lower-cases the email, and the fetcher sends
// them so without parsing (decision 0024,).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cacheFlags } from '@/lib/storage';
import { useBrandStore } from '@/stores/brand-store';
import { stubFetch } from '@/test/fetch-stub';
import { isCertRegistered, registerCertificates } from '@/features/certificates/api/regist';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeEach(() => {
  cacheFlags.clearAll();
  useBrandStore.setState({ brand: 'ogo' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useBrandStore.setState({ brand: 'glo' });
});

it('sends the email trimmed and in lower case and the names trimmed, then remembers the registration', async () => {
  const { requests } = stubFetch((request) =>
    request.url === '/api/cert/get-auth'
      ? { body: { token: 't', expired_at: inAnHour(), error: null } }
      : { body: { registered: true } },
  );
  await registerCertificates({ email: ' Olena.Koval@Example.COM ', firstName: ' Олена ', lastName: 'Коваль  ' });
  expect(requests.find((request) => request.url === '/api/cert/regist')?.body).toEqual({
    token: 't',
    product: 'ogo',
    email: 'olena.koval@example.com',
    first_name: 'Олена',
    last_name: 'Коваль',
  });
  expect(isCertRegistered()).toBe(true);
});

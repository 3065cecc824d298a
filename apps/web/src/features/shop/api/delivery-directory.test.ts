// The Nova Poshta directory calls send their bodies as the contract's parse used to: the query trimmed and the
// contract's default limit set (decision 0024: typed bodies, not parsed ones).
import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { listBranches } from '@/lib/shared-api/list-branches';
import { searchCities } from '@/lib/shared-api/search-cities';

afterEach(() => vi.unstubAllGlobals());

it('searches cities with the query trimmed and a limit of 20', async () => {
  const { requests } = stubFetch(() => ({ body: { cities: [] } }));
  await searchCities('  Льв ');
  await searchCities('');
  expect(requests.map((request) => request.body)).toEqual([
    { query: 'Льв', limit: 20 },
    { query: '', limit: 20 },
  ]);
});

it('lists branches with the query trimmed and a limit of 100', async () => {
  const { requests } = stubFetch(() => ({ body: { branches: [] } }));
  const cityRef = '22222222-2222-4222-8222-222222222222';
  await listBranches(cityRef, ' 12 ');
  expect(requests[0]?.body).toEqual({ cityRef, query: '12', limit: 100 });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNovaPoshtaClient, NovaPoshtaError } from './client.ts';
import { LocalDirectory } from './local-directory.ts';
import { snapshotFromApi } from './snapshot.ts';

/** A local stand-in for api.novaposhta.ua/v2.0/json/: records each call and answers per calledMethod. */
interface NovaPoshtaCall {
  apiKey: string;
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, string>;
}
type Answer = { status: number; body: string } | 'hang-up';

let server: Server;
let url = '';
const calls: NovaPoshtaCall[] = [];
let answer: (call: NovaPoshtaCall) => Answer;

const ok = (data: unknown[], extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: JSON.stringify({ success: true, data, errors: [], warnings: [], info: { totalCount: data.length }, ...extra }),
});
const ref = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const warehouse = (n: number, cityRef: string, extra: Record<string, unknown> = {}) => ({
  Ref: ref(100_000 + n),
  Number: String(n),
  Description: `Відділення №${n}: вул. Хрещатик, ${n}`,
  ShortAddress: `Київ, Хрещатик, ${n}`,
  CityRef: cityRef,
  CityDescription: 'Київ',
  SettlementRef: ref(1),
  TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  CategoryOfWarehouse: 'Branch',
  WarehouseStatus: 'Working',
  ...extra,
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const call = JSON.parse(text) as NovaPoshtaCall;
      calls.push(call);
      const result = answer(call);
      if (result === 'hang-up') return request.socket.destroy();
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0/json/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
  answer = () => ok([]);
});

const client = (maxPages?: number) => createNovaPoshtaClient({ apiKey: 'np-key', url, timeoutMs: 2000, maxPages });

describe('createNovaPoshtaClient', () => {
  it('posts {apiKey, modelName, calledMethod, methodProperties} and parses searchSettlements', async () => {
    answer = () =>
      ok([
        {
          TotalCount: 1,
          Addresses: [
            {
              Present: 'м. Київ, Київська обл.',
              Warehouses: 2341,
              MainDescription: 'Київ',
              Area: 'Київська',
              Region: '',
              SettlementTypeCode: 'м.',
              Ref: ref(1),
              DeliveryCity: ref(2),
            },
          ],
        },
      ]);
    const result = await client().searchSettlements('київ', 1, 5);
    expect(calls).toEqual([
      {
        apiKey: 'np-key',
        modelName: 'Address',
        calledMethod: 'searchSettlements',
        methodProperties: { CityName: 'київ', Page: '1', Limit: '5' },
      },
    ]);
    expect(result.totalCount).toBe(1);
    expect(result.settlements[0]).toMatchObject({
      Ref: ref(1),
      DeliveryCity: ref(2),
      MainDescription: 'Київ',
      Warehouses: '2341',
    });
  });

  it('answers an unknown place with no settlements', async () => {
    answer = () => ok([]);
    expect(await client().searchSettlements('Неіснуюче', 1, 5)).toEqual({ totalCount: 0, settlements: [] });
  });

  it('sends only the filters given to getWarehouses and reads its items', async () => {
    answer = () => ok([warehouse(1, ref(2))]);
    const [first] = await client().getWarehouses({ cityRef: ref(2), findByString: 'Хрещатик', page: 2, limit: 50 });
    expect(calls[0]?.methodProperties).toEqual({ CityRef: ref(2), FindByString: 'Хрещатик', Page: '2', Limit: '50' });
    expect(first).toMatchObject({ Ref: ref(100_001), Number: '1', CityRef: ref(2) });
  });

  it('asks InternetDocument/getDocumentPrice for one branch-to-branch parcel and reads its Cost', async () => {
    answer = () => ok([{ AssessedCost: 450, Cost: '84.50' }]);
    const price = await client().getDocumentPrice({ citySender: ref(1), cityRecipient: ref(2), weight: 0.3, cost: 450 });
    expect(price).toEqual({ AssessedCost: 450, Cost: 84.5 });
    expect(calls[0]).toMatchObject({ apiKey: 'np-key', modelName: 'InternetDocument', calledMethod: 'getDocumentPrice' });
    expect(calls[0]?.methodProperties).toEqual({
      CitySender: ref(1),
      CityRecipient: ref(2),
      Weight: '0.3',
      ServiceType: 'WarehouseWarehouse',
      Cost: '450',
      CargoType: 'Parcel',
      SeatsAmount: '1',
    });
    answer = () => ok([]);
    await expect(client().getDocumentPrice({ citySender: ref(1), cityRecipient: ref(2), weight: 0.3, cost: 1 })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('accepts errors and warnings sent as objects instead of arrays', async () => {
    answer = () => ok([{ Ref: ref(9), Description: 'Поштомат' }], { errors: {}, warnings: { Limit: 'too big' } });
    expect(await client().getWarehouseTypes()).toEqual([{ Ref: ref(9), Description: 'Поштомат' }]);
  });

  it('turns success:false into a refused NovaPoshtaError with the API texts and codes', async () => {
    answer = () => ({
      status: 200,
      body: JSON.stringify({ success: false, data: [], errors: ['API key expired'], errorCodes: ['20000200068'], warnings: [] }),
    });
    const error = await client()
      .getWarehouseTypes()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NovaPoshtaError);
    expect(error).toMatchObject({ kind: 'refused', details: { errors: ['API key expired'], errorCodes: ['20000200068'] } });
  });

  it.each([
    ['not JSON', { status: 200, body: '<html>' }, 'malformed'],
    ['JSON without the envelope', { status: 200, body: JSON.stringify({ ok: true }) }, 'malformed'],
    ['items of the wrong shape', ok([{ Number: '1' }]), 'malformed'],
    ['an HTTP error', { status: 503, body: 'busy' }, 'http'],
    ['a dropped connection', 'hang-up' as const, 'unreachable'],
  ])('rejects %s as %s', async (_name, reply, kind) => {
    answer = () => reply;
    await expect(client().getWarehouses({ cityRef: ref(2), page: 1, limit: 10 })).rejects.toMatchObject({ kind });
  });

  it('pages through every warehouse of a city until a short page', async () => {
    const all = Array.from({ length: 1234 }, (_, index) => warehouse(index + 1, ref(2)));
    answer = (call) => {
      const page = Number(call.methodProperties.Page);
      const limit = Number(call.methodProperties.Limit);
      return ok(all.slice((page - 1) * limit, page * limit));
    };
    const result = await client().getAllWarehouses({ cityRef: ref(2), limit: 500 });
    expect(result.map((item) => item.Number)).toEqual(all.map((item) => item.Number));
    expect(calls.map((call) => call.methodProperties.Page)).toEqual(['1', '2', '3']);
  });

  it('stops at the page bound when the API never ends', async () => {
    answer = (call) => ok(Array.from({ length: Number(call.methodProperties.Limit) }, (_, index) => warehouse(index, ref(2))));
    await expect(client(3).getAllWarehouses({ cityRef: ref(2), limit: 2 })).rejects.toMatchObject({ kind: 'malformed' });
    expect(calls).toHaveLength(3);
  });
});

describe('snapshotFromApi', () => {
  const kyiv = { city: ref(2), settlement: ref(1) };
  const lviv = { city: ref(4), settlement: ref(3) };
  const settlement = (name: string, refs: { city: string; settlement: string }, extra: Record<string, unknown> = {}) => ({
    Present: `м. ${name}`,
    Warehouses: 10,
    MainDescription: name,
    Area: `${name}ська`,
    Region: '',
    SettlementTypeCode: 'м.',
    Ref: refs.settlement,
    DeliveryCity: refs.city,
    ...extra,
  });

  const fakeDirectoryApi = (call: NovaPoshtaCall): Answer => {
    if (call.calledMethod === 'getWarehouseTypes') {
      return ok([
        { Ref: '841339c7-591a-42e2-8233-7a0a00f0ed6f', Description: 'Відділення' },
        { Ref: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0', Description: 'Поштомат' },
      ]);
    }
    if (call.calledMethod === 'searchSettlements') {
      const name = call.methodProperties.CityName;
      if (name === 'Київ') {
        // A village of the same name in a district comes first; the oblast city must win.
        const village = settlement(
          'Київ',
          { city: ref(90), settlement: ref(91) },
          { SettlementTypeCode: 'с.', Region: 'Дубенський' },
        );
        return ok([{ TotalCount: 2, Addresses: [village, settlement('Київ', kyiv)] }]);
      }
      if (name === 'Львів') return ok([{ TotalCount: 1, Addresses: [settlement('Львів', lviv)] }]);
      return ok([]);
    }
    if (call.calledMethod === 'getWarehouses') {
      const cityRef = call.methodProperties.CityRef!;
      if (Number(call.methodProperties.Page) > 1) return ok([]);
      return ok([
        warehouse(1, cityRef),
        warehouse(2, cityRef, { WarehouseStatus: 'Temporarily out of service' }),
        warehouse(3, cityRef, { TypeOfWarehouse: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0', CategoryOfWarehouse: 'Postomat' }),
      ]);
    }
    return { status: 400, body: 'unexpected call' };
  };

  it('builds the directory shape from searchSettlements and getWarehouses', async () => {
    answer = fakeDirectoryApi;
    const snapshot = await snapshotFromApi(client(), {
      cityNames: ['Київ', 'Львів', 'Атлантида'],
      now: () => new Date('2026-11-21T10:00:00Z'),
    });
    expect(snapshot.source).toBe('novaposhta-api');
    expect(snapshot.takenAt).toBe('2026-11-21T10:00:00.000Z');
    expect(snapshot.cities.map((city) => [city.name, city.ref, city.settlementRef, city.popular])).toEqual([
      ['Київ', kyiv.city, kyiv.settlement, true],
      ['Львів', lviv.city, lviv.settlement, true],
    ]);
    // The branch out of service is left out; the parcel locker is marked.
    const kyivBranches = snapshot.branches.filter((branch) => branch.cityRef === kyiv.city);
    expect(kyivBranches.map((branch) => [branch.number, branch.postomat ?? false])).toEqual([
      ['1', false],
      ['3', true],
    ]);
    const directory = new LocalDirectory(snapshot);
    expect(directory.searchCities('льв', 5).map((city) => city.name)).toEqual(['Львів']);
    expect(directory.branches(lviv.city, '3')[0]?.postomat).toBe(true);
  });

  it('fails as a whole when a call fails, so the previous copy is kept', async () => {
    answer = (call) =>
      call.calledMethod === 'getWarehouses'
        ? { status: 200, body: JSON.stringify({ success: false, data: [], errors: ['Limit'] }) }
        : fakeDirectoryApi(call);
    await expect(snapshotFromApi(client(), { cityNames: ['Київ'] })).rejects.toBeInstanceOf(NovaPoshtaError);
  });

  it('refuses to produce an empty directory', async () => {
    answer = fakeDirectoryApi;
    await expect(snapshotFromApi(client(), { cityNames: ['Атлантида'] })).rejects.toMatchObject({ kind: 'malformed' });
  });
});

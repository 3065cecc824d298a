// get-balance and get-bonus-history through the app: session and brand rules, paging, summary, bad parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusHistoryResponse } from '@loyalty/contracts/loyalty';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { adjustXp } from './adjust.ts';
import { creditXp, debitXp } from './ledger.ts';
import { campaignSourceRef } from '@loyalty/domain/campaigns';
import { campaignSourceType } from '../campaigns/engine.ts';
import { packCodeSourceType } from '../scan/service.ts';
import { tierBonusSourceType } from '../tiers/earning-bonus.ts';

let testApp: TestApp;
let olena: TestAccount;
let petro: TestAccount;
let gloOnly: TestAccount;
let scanner: TestAccount;

function get(url: string, headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

async function credit(customerId: number, amount: number, sourceRef: string, note = '') {
  return testApp.database.db.transaction((tx) =>
    creditXp(tx, { customerId, brand: 'glo', amount, reason: 'scan', sourceType: 'test', sourceRef, note }),
  );
}

beforeAll(async () => {
  testApp = await buildTestApp();
  olena = await createAccount(testApp, { phone: '+380501110001' });
  petro = await createAccount(testApp, { phone: '+380501110002' });
  gloOnly = await createAccount(testApp, { phone: '+380501110003', brands: ['glo'] });
  scanner = await createAccount(testApp, { phone: '+380501110004', brands: ['glo'] });
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/get-balance', () => {
  it('answers 0 before any entry, then the balance of the session customer of brand v only', async () => {
    expect((await get('/api/get-balance?v=glo', olena.headers)).json()).toEqual({ balance: 0, expiring: [] });
    await credit(olena.ids.glo ?? 0, 120, 'balance-1');
    await credit(petro.ids.glo ?? 0, 999, 'balance-petro');
    const glo = await get('/api/get-balance?v=glo', olena.headers);
    expect(glo.statusCode).toBe(200);
    expect(glo.json()).toEqual({ balance: 120, expiring: [] });
    expect((await get('/api/get-balance?v=ogo', olena.headers)).json()).toEqual({ balance: 0, expiring: [] });
  });

  it('401 without a session, 404 without a record in the brand, 400 naming v for a bad brand', async () => {
    const anonymous = await get('/api/get-balance?v=glo', apiHeaders);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const noRecord = await get('/api/get-balance?v=ogo', gloOnly.headers);
    expect(noRecord.statusCode).toBe(404);
    for (const url of ['/api/get-balance', '/api/get-balance?v=velo']) {
      const bad = await get(url, olena.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'query.v' })]);
    }
  });
});

describe('GET /api/get-bonus-history', () => {
  it('pages newest first by cursor with the whole-ledger summary, and only the session customer entries', async () => {
    const customerId = petro.ids.ogo ?? 0;
    const otherId = olena.ids.ogo ?? 0;
    await testApp.database.db.transaction(async (tx) => {
      for (let index = 1; index <= 25; index += 1) {
        await creditXp(tx, {
          customerId,
          brand: 'ogo',
          amount: index,
          reason: 'scan',
          sourceType: 'test',
          sourceRef: `h-${index}`,
        });
        // Someone else's entries interleaved: they must never show up in Petro's history.
        await creditXp(tx, {
          customerId: otherId,
          brand: 'ogo',
          amount: 1000,
          reason: 'scan',
          sourceType: 'test',
          sourceRef: `x-${index}`,
        });
      }
      await debitXp(tx, {
        customerId,
        brand: 'ogo',
        amount: 50,
        reason: 'reward',
        sourceType: 'test',
        sourceRef: 'h-debit',
        note: 'Кепка',
      });
    });

    const seen: BonusHistoryResponse['transactions'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/get-bonus-history?shop=ogo&limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await get(url, petro.headers);
      expect(response.statusCode).toBe(200);
      const body = response.json<BonusHistoryResponse>();
      expect(body.summary).toEqual({ earned: 325, spent: 50, expired: 0, current: 275 });
      seen.push(...body.transactions);
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(26);
    expect(seen[0]).toMatchObject({ amount: -50, reason: 'reward', note: 'Кепка', balance_after: 275 });
    expect(seen.at(-1)).toMatchObject({ amount: 1, balance_after: 1 });
    expect(seen.every((row) => row.amount !== 1000)).toBe(true);
    const ids = seen.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(26);
    expect(Number.isNaN(Date.parse(seen[0]?.created_at ?? ''))).toBe(false);
  });

  it('a cursor of another customer entry never reveals it: the page is still filtered by the session customer', async () => {
    const response = await get('/api/get-bonus-history?shop=ogo&cursor=999999&limit=100', petro.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<BonusHistoryResponse>().transactions).toHaveLength(26);
  });

  it('default limit 20; an empty history has a zero summary and no cursor', async () => {
    const page = (await get('/api/get-bonus-history?shop=ogo', petro.headers)).json<BonusHistoryResponse>();
    expect(page.transactions).toHaveLength(20);
    expect(page.next_cursor).not.toBeNull();
    const empty = (await get('/api/get-bonus-history?shop=glo', gloOnly.headers)).json<BonusHistoryResponse>();
    expect(empty).toEqual({ transactions: [], next_cursor: null, summary: { earned: 0, spent: 0, expired: 0, current: 0 } });
  });

  it('an adjustment reaches the customer without the operator’s own reason (an internal note)', async () => {
    const adjusted = await createAccount(testApp, { phone: '+380501110009', brands: ['glo'] });
    const ops = { type: 'ops', staffId: null, name: 'ops', role: 'ops', requestId: 'test' } as const;
    const customer = { id: adjusted.ids.glo ?? 0 };
    await adjustXp(testApp.database.db, { customer, amount: 30, reason: 'Скарга в чаті: клієнт грубий, дали 30' }, ops);
    await adjustXp(testApp.database.db, { customer, amount: -10, reason: 'Помилкове нарахування, тікет 4411' }, ops);
    const page = (await get('/api/get-bonus-history?shop=glo', adjusted.headers)).json<BonusHistoryResponse>();
    expect(page.transactions.map((row) => [row.reason, row.amount, row.note])).toEqual([
      ['adjustment', -10, ''],
      ['adjustment', 30, ''],
    ]);
  });

  it('400 naming the field for bad shop, limit and cursor; 401 and 404 as get-balance', async () => {
    const cases: [string, string][] = [
      ['/api/get-bonus-history', 'query.shop'],
      ['/api/get-bonus-history?shop=glo&limit=0', 'query.limit'],
      ['/api/get-bonus-history?shop=glo&limit=101', 'query.limit'],
      ['/api/get-bonus-history?shop=glo&limit=abc', 'query.limit'],
      ['/api/get-bonus-history?shop=glo&cursor=-1', 'query.cursor'],
      ['/api/get-bonus-history?shop=glo&cursor=1%20or%201=1', 'query.cursor'],
      ['/api/get-bonus-history?shop=glo&cursor=99999999999999999999', 'query.cursor'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url, petro.headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields, url).toEqual([expect.objectContaining({ field })]);
    }
    expect((await get('/api/get-bonus-history?shop=glo', apiHeaders)).statusCode).toBe(401);
    expect((await get('/api/get-bonus-history?shop=ogo', gloOnly.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/get-bonus-history: one row per fact', () => {
  type Row = BonusHistoryResponse['transactions'][number];

  /** The entries a scan writes, in its one transaction and order: the code, the level's extra XP, the campaigns. */
  async function scan(customerId: number, codeId: number, extras: { tier?: number; campaigns?: [number, string, number][] }) {
    await testApp.database.db.transaction(async (tx) => {
      const base = { customerId, brand: 'glo' as const, sourceRef: String(codeId) };
      await creditXp(tx, { ...base, amount: 10, reason: 'scan', sourceType: packCodeSourceType, note: `*********${codeId}` });
      if (extras.tier) {
        await creditXp(tx, {
          ...base,
          amount: extras.tier,
          reason: 'tier_bonus',
          sourceType: tierBonusSourceType,
          note: 'Золотий',
        });
      }
      for (const [campaignId, trigger, amount] of extras.campaigns ?? []) {
        await creditXp(tx, {
          customerId,
          brand: 'glo',
          amount,
          reason: 'campaign',
          sourceType: campaignSourceType,
          sourceRef: campaignSourceRef(campaignId, trigger, String(codeId)),
          note: `Акція ${campaignId}`,
        });
      }
    });
  }

  async function pages(limit: number): Promise<{ rows: Row[]; count: number }> {
    const rows: Row[] = [];
    let cursor: string | null = null;
    let count = 0;
    do {
      const url: string = `/api/get-bonus-history?shop=glo&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await get(url, scanner.headers)).json<BonusHistoryResponse>();
      rows.push(...body.transactions);
      cursor = body.next_cursor;
      count += 1;
    } while (cursor !== null && count < 20);
    return { rows, count };
  }

  beforeAll(async () => {
    const customerId = scanner.ids.glo ?? 0;
    await scan(customerId, 1001, { tier: 2, campaigns: [[5, 'pack_code_credited', 10]] });
    await credit(customerId, 7, 'grouping-alone', 'Окремо');
    await scan(customerId, 1002, { campaigns: [[6, 'nth_scan_of_month', 5]] });
    // A campaign credit of another fact (an order) stays a row of its own.
    await testApp.database.db.transaction((tx) =>
      creditXp(tx, {
        customerId,
        brand: 'glo',
        amount: 100,
        reason: 'campaign',
        sourceType: campaignSourceType,
        sourceRef: campaignSourceRef(7, 'order_paid', '55'),
        note: 'Перше замовлення',
      }),
    );
  });

  it('joins a scan, its level bonus and its campaigns into one row with the parts in credit order, the code as "…1001"', async () => {
    const body = (await get('/api/get-bonus-history?shop=glo', scanner.headers)).json<BonusHistoryResponse>();
    expect(body.summary).toMatchObject({ earned: 144, current: 144 });
    expect(body.transactions.map((row) => [row.reason, row.amount, row.note, row.balance_after])).toEqual([
      ['campaign', 100, 'Перше замовлення', 144],
      ['scan', 15, '…1002', 44],
      ['scan', 7, 'Окремо', 29],
      ['scan', 22, '…1001', 22],
    ]);
    const [order, second, alone, first] = body.transactions;
    expect(order?.parts).toBeUndefined();
    expect(alone?.parts).toBeUndefined();
    expect(second?.parts).toEqual([
      { amount: 10, reason: 'scan', note: '…1002' },
      { amount: 5, reason: 'campaign', note: 'Акція 6' },
    ]);
    expect(first?.parts).toEqual([
      { amount: 10, reason: 'scan', note: '…1001' },
      { amount: 2, reason: 'tier_bonus', note: 'Золотий' },
      { amount: 10, reason: 'campaign', note: 'Акція 5' },
    ]);
  });

  it('never splits a row across pages: a page ends after a whole fact, whatever the limit', async () => {
    const whole = (await get('/api/get-bonus-history?shop=glo&limit=100', scanner.headers)).json<BonusHistoryResponse>();
    for (const limit of [1, 2, 3]) {
      const paged = await pages(limit);
      expect(paged.rows, `limit ${limit}`).toEqual(whole.transactions);
    }
    // limit 1: each row is its own page, the three-entry scan included.
    expect((await pages(1)).count).toBe(4);
  });
});

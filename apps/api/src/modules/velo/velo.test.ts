// Velo calls: the velo token of the session, the Multipass link to the ogo site, and the oral status.
import { insertTestOrder } from '../orders/testing.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, orderLineItems, packCodes, products, productVariants, scans } from '@loyalty/db/schema';
import { veloOralStatusResponseSchema, veloTokenResponseSchema } from '@loyalty/contracts/velo';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { oralStatusOf } from './service.ts';

let testApp: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { OGO_SITE_URL: 'https://ogo.example', MULTIPASS_SECRET_OGO: 'velo-multipass-secret-0123456789' },
  });
  alice = await createAccount(testApp, { phone: '+380675550701', email: 'alice@example.com' });
  bob = await createAccount(testApp, { phone: '+380675550702', email: 'bob@example.com' });
});
afterAll(() => testApp.close());

function get(account: TestAccount | null, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: account?.headers ?? apiHeaders });
}

function mlogin(account: TestAccount, body: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/velo/mlogin', headers: account.headers, payload: body });
}

async function tokenOf(account: TestAccount): Promise<string> {
  return veloTokenResponseSchema.parse((await get(account, '/api/velo/get-token')).json()).token;
}

describe('GET /api/velo/get-token and POST /api/velo/mlogin', () => {
  it('needs a session, and answers a token that expires in an hour', async () => {
    expect((await get(null, '/api/velo/get-token')).statusCode).toBe(401);
    const response = await get(alice, '/api/velo/get-token');
    expect(response.statusCode).toBe(200);
    const { expired_at } = veloTokenResponseSchema.parse(response.json());
    expect(new Date(expired_at).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it('answers a Multipass link to the ogo site for the session with its own token', async () => {
    const identity = { email: 'alice@example.com', first_name: 'Тарас', last_name: 'Шевченко' };
    const response = await mlogin(alice, {
      ...identity,
      token: await tokenOf(alice),
      return_to: '/products/velo?discount=VELO-30',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/ogo\.example\/account\/login\/multipass\/[\w-]+$/);
  });

  it("refuses another session's token, another person's identity, a foreign return_to and bad input", async () => {
    const identity = { email: 'alice@example.com', first_name: 'Тарас', last_name: 'Шевченко' };
    expect((await mlogin(alice, { ...identity, token: await tokenOf(bob) })).statusCode).toBe(403);
    expect((await mlogin(alice, { ...identity, email: 'bob@example.com', token: await tokenOf(alice) })).statusCode).toBe(403);
    const foreign = await mlogin(alice, { ...identity, token: await tokenOf(alice), return_to: 'https://evil.example/' });
    expect(foreign.statusCode).toBe(400);
    const missing = await mlogin(alice, identity);
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('token');
  });
});

describe('GET /api/velo/check-oral-status', () => {
  it("is '' for a customer who never bought or scanned velo, then active, and lapsed after 90 days", async () => {
    const db = testApp.database.db;
    const ogoId = alice.ids.ogo!;
    expect(veloOralStatusResponseSchema.parse((await get(alice, '/api/velo/check-oral-status')).json())).toEqual({ result: '' });

    const [code] = await db.insert(packCodes).values({ code: 'VELOTEST0001', brand: 'ogo', kind: 'velo', xp: 10 }).returning();
    await db.insert(scans).values({
      customerId: ogoId,
      brand: 'ogo',
      code: 'VELOTEST0001',
      packCodeId: code!.id,
      kind: 'velo',
      outcome: 'credited',
      xp: 10,
      channel: 'manual',
    });
    expect((await get(alice, '/api/velo/check-oral-status')).json()).toEqual({ result: 'active' });
    expect(await oralStatusOf(db, ogoId, new Date(Date.now() + 91 * 86_400_000))).toBe('lapsed');
    // Another customer's activity is not theirs.
    expect((await get(bob, '/api/velo/check-oral-status')).json()).toEqual({ result: '' });
  });

  it('counts velo order lines, but not failed orders', async () => {
    const db = testApp.database.db;
    const bobOgo = bob.ids.ogo!;
    const [collection] = await db.insert(collections).values({ brand: 'ogo', slug: 'ogo-velo', title: 'velo' }).returning();
    const [product] = await db
      .insert(products)
      .values({
        brand: 'ogo',
        handle: 'velo-oral-test',
        title: 'velo',
        collectionId: collection!.id,
        imageSrc: '/x.svg',
        imageWidth: 1,
        imageHeight: 1,
        imageAlt: '',
      })
      .returning();
    const [variant] = await db.insert(productVariants).values({ productId: product!.id, title: '', priceKop: 100 }).returning();
    const line = {
      variantId: variant!.id,
      productId: 1,
      collectionId: 1,
      title: 'velo',
      variantTitle: '',
      quantity: 1,
      originalUnitPriceKop: 100,
      unitPriceKop: 100,
      tags: ['velo'],
    };
    const failed = await insertTestOrder(db, { customerId: bobOgo, brand: 'ogo', financialStatus: 'failed' });
    await db.insert(orderLineItems).values({ ...line, orderId: failed.id });
    expect(await oralStatusOf(db, bobOgo)).toBe('');
    const pending = await insertTestOrder(db, { customerId: bobOgo, brand: 'ogo' });
    await db.insert(orderLineItems).values({ ...line, orderId: pending.id });
    expect(await oralStatusOf(db, bobOgo)).toBe('active');
  });
});

// Offers, news and a news push for segments: a customer in any of an item's segments sees it (the offers list, the
// news list and one news item) and gets its push; everyone else gets what a missing item gives and no push. The
// back-office accepts only the brand's own segments (a 400 naming `segment_ids`) and audits the push with the
// segments and their counts. Membership here is the XP balance, which the test sets by hand.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, news, offers } from '@loyalty/db/schema';
import { useBackOfficeHarness } from '../admin/test-office.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { uploadTestCover } from '../media/testing.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

const received: string[] = [];
let pushService: Server;
let pushOrigin = '';

// The push service stand-in listens before the app is built: the app's allowed push hosts name its port.
const portReady = new Promise<void>((resolve) => {
  pushService = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.url ?? '');
      response.statusCode = 201;
      response.end();
    });
  });
  pushService.listen(0, '127.0.0.1', () => {
    pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    resolve();
  });
});
await portReady;

const office = useBackOfficeHarness({
  env: { PUSH_ENDPOINT_HOSTS: pushOrigin, VAPID_SUBJECT: 'mailto:push@example.com' },
});
afterAll(async () => {
  pushService.closeAllConnections();
  await new Promise((resolve) => pushService.close(resolve));
});

let member: TestAccount;
let outsider: TestAccount;
let ogoOnly: TestAccount;
let richSegment = 0;
let poorSegment = 0;
let ogoSegment = 0;

function admin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return office.testApp.app.inject({
    method,
    url,
    headers: office.as('marketing'),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function subscribe(account: TestAccount, path: string) {
  const answer = await office.testApp.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: account.headers,
    payload: {
      // A P-256 public key and an auth secret of the right shape (the sender encrypts to it; the stand-in ignores it).
      subscription: { endpoint: `${pushOrigin}${path}`, expirationTime: null, keys: testKeys },
      product: 'glo',
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const testKeys = await (async () => {
  const { createECDH, randomBytes } = await import('node:crypto');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
})();

beforeAll(async () => {
  member = await createAccount(office.testApp, { phone: '+380637700001', brands: ['glo'] });
  outsider = await createAccount(office.testApp, { phone: '+380637700002', brands: ['glo'] });
  ogoOnly = await createAccount(office.testApp, { phone: '+380637700003', brands: ['ogo'] });
  const db = office.testApp.database.db;
  await db.transaction((tx) =>
    creditXp(tx, {
      customerId: member.ids.glo!,
      brand: 'glo',
      amount: 500,
      reason: 'scan',
      sourceType: 'seg_test',
      sourceRef: 'm',
    }),
  );
  const segment = async (brand: 'glo' | 'ogo', name: string, rules: object) => {
    const created = await admin('POST', '/api/admin/segments', { brand, name, rules });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().segment.id as number;
  };
  richSegment = await segment('glo', 'Багаті', { balance: { min: 100 } });
  poorSegment = await segment('glo', 'Ті, в кого 1000+', { balance: { min: 1000 } });
  ogoSegment = await segment('ogo', 'Усі ogo', {});
});

describe('offers for segments', () => {
  let targeted = 0;
  let everyone = 0;

  it("marketing sets them; another brand's or a missing segment is a 400 naming segment_ids, and nothing is saved", async () => {
    const base = {
      brand: 'glo',
      title: 'Для багатих',
      body_html: '<p>Тільки для вас</p>',
      image_src: '/media/offers/a.png',
      valid_from: new Date(Date.now() - 86_400_000).toISOString(),
      valid_to: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const count = async () => (await office.testApp.database.db.select().from(offers)).length;
    const before = await count();
    for (const ids of [[ogoSegment], [richSegment, 999_999]]) {
      const refused = await admin('POST', '/api/admin/offers', { ...base, segment_ids: ids });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['segment_ids']);
    }
    expect(await count()).toBe(before);
    const created = await admin('POST', '/api/admin/offers', { ...base, segment_ids: [richSegment] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().segment_ids).toEqual([richSegment]);
    targeted = created.json().id;
    const plain = await admin('POST', '/api/admin/offers', { ...base, title: 'Для всіх' });
    expect(plain.json().segment_ids).toEqual([]);
    everyone = plain.json().id;
    const foreignPatch = await admin('PATCH', `/api/admin/offers/${everyone}`, { segment_ids: [ogoSegment] });
    expect(foreignPatch.statusCode).toBe(400);
    expect(foreignPatch.json().error.fields[0].field).toBe('segment_ids');
    const listed = (await admin('GET', '/api/admin/offers')).json().offers as { id: number; segment_ids: number[] }[];
    expect(listed.find((offer) => offer.id === everyone)?.segment_ids).toEqual([]);
  });

  it('shows a targeted offer to members only; an offer for everyone to all', async () => {
    const listed = async (account: TestAccount, brand = 'glo') => {
      const answer = await office.testApp.app.inject({
        method: 'GET',
        url: `/api/offers?product=${brand}`,
        headers: account.headers,
      });
      expect(answer.statusCode).toBe(200);
      return (answer.json().offers as { id: number }[]).map((offer) => offer.id);
    };
    expect(await listed(member)).toEqual(expect.arrayContaining([targeted, everyone]));
    const outside = await listed(outsider);
    expect(outside).toContain(everyone);
    expect(outside).not.toContain(targeted);
    // No glo record at all: a member of no glo segment.
    expect(await listed(ogoOnly)).not.toContain(targeted);
    // The segment's rule moves: the member falls out of it, and the offer with them.
    expect((await admin('PATCH', `/api/admin/offers/${targeted}`, { segment_ids: [poorSegment] })).statusCode).toBe(200);
    expect(await listed(member)).not.toContain(targeted);
    // Any of its segments is enough.
    expect((await admin('PATCH', `/api/admin/offers/${targeted}`, { segment_ids: [poorSegment, richSegment] })).statusCode).toBe(
      200,
    );
    expect(await listed(member)).toContain(targeted);
    const [row] = await office.testApp.database.db.select().from(offers).where(eq(offers.id, targeted));
    expect(row?.segmentIds).toEqual([poorSegment, richSegment]);
  });
});

describe('news for segments and its push', () => {
  let targeted = 0;
  let everyone = 0;
  const base = { brand: 'glo', summary: 'Рядок для списку', body_html: '<p>Текст</p>', image_src: '' };

  it('marketing sets them, checked against the brand the item ends up with', async () => {
    base.image_src = (await uploadTestCover(office.testApp, office.as('marketing'), 'glo')).src;
    const refused = await admin('POST', '/api/admin/news', { ...base, title: 'Чужий', segment_ids: [ogoSegment] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['segment_ids']);
    const created = await admin('POST', '/api/admin/news', {
      ...base,
      title: 'Для багатих',
      published: true,
      segment_ids: [richSegment],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().segment_ids).toEqual([richSegment]);
    targeted = created.json().id;
    everyone = (await admin('POST', '/api/admin/news', { ...base, title: 'Для всіх', published: true })).json().id;
    // Moving the item to ogo (with an ogo cover) keeps glo's segment: refused, and nothing changes.
    const ogoCover = (await uploadTestCover(office.testApp, office.as('marketing'), 'ogo')).src;
    const moved = await admin('PATCH', `/api/admin/news/${targeted}`, { brand: 'ogo', image_src: ogoCover });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields[0].field).toBe('segment_ids');
    expect((await admin('GET', `/api/admin/news/${targeted}`)).json()).toMatchObject({
      brand: 'glo',
      segment_ids: [richSegment],
    });
  });

  it('lists and opens a targeted item for members only; for others it is a missing item', async () => {
    const list = async (account: TestAccount) => {
      const answer = await office.testApp.app.inject({
        method: 'POST',
        url: '/api/content/get-news',
        headers: account.headers,
        payload: { product: 'glo', offset: 0 },
      });
      expect(answer.statusCode).toBe(200);
      return (answer.json().list as { id: number }[]).map((item) => item.id);
    };
    const open = (account: TestAccount, id: number) =>
      office.testApp.app.inject({
        method: 'POST',
        url: '/api/content/get-news-item',
        headers: account.headers,
        payload: { product: 'glo', id },
      });
    expect(await list(member)).toEqual(expect.arrayContaining([targeted, everyone]));
    expect(await list(outsider)).toContain(everyone);
    expect(await list(outsider)).not.toContain(targeted);
    expect((await open(member, targeted)).statusCode).toBe(200);
    const hidden = await open(outsider, targeted);
    const missing = await open(outsider, 999_999);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe(missing.json().error.code);
    expect((await open(ogoOnly, targeted)).statusCode).toBe(404);
    expect((await open(outsider, everyone)).statusCode).toBe(200);
  });

  it('pushes it to the segment only, and the audit names the segment and its count', async () => {
    await subscribe(member, '/push/member');
    await subscribe(outsider, '/push/outsider');
    received.length = 0;
    const pushed = await admin('POST', `/api/admin/news/${targeted}/push`);
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json()).toEqual({ queued: true });
    while ((await office.testApp.app.jobs.runDueJobs()) > 0);
    expect(received).toEqual(['/push/member']);
    const [entry] = await office.testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'news.push'), eq(auditLog.targetId, String(targeted))));
    expect(entry?.after).toMatchObject({ queued: true, segments: [{ id: richSegment, name: 'Багаті', members: 1 }] });
    // An item for everyone still reaches both.
    received.length = 0;
    expect((await admin('POST', `/api/admin/news/${everyone}/push`)).statusCode).toBe(200);
    while ((await office.testApp.app.jobs.runDueJobs()) > 0);
    expect(received.toSorted()).toEqual(['/push/member', '/push/outsider']);
    const [row] = await office.testApp.database.db.select().from(news).where(eq(news.id, targeted));
    expect(row?.pushedAt).not.toBeNull();
  });
});

// The back-office API, running the programme: jobs and the dashboard, news (marketing), pack-code batches, referrals
// and feedback (moderator).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, feedback, feedbackPhotos, jobs, referrals } from '@loyalty/db/schema';
import { addCalendarDays, kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { insertTestOrder } from '../orders/testing.ts';
import { uploadTestCover } from '../media/testing.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { createAccount } from '../user/test-accounts.ts';
import { useBackOfficeHarness } from './test-office.ts';

const office = useBackOfficeHarness();
const { as } = office;

describe('jobs and dashboard', () => {
  it('shows failed jobs with their error and retries one, audited', async () => {
    const [failed] = await office.testApp.database.db
      .insert(jobs)
      .values({
        queue: 'push:notify',
        payload: {},
        status: 'failed',
        attempts: 8,
        lastError: 'push service answered 500',
        finishedAt: new Date(),
      })
      .returning();
    const listed = await office.testApp.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: as('admin') });
    expect(listed.json().failed).toContainEqual(
      expect.objectContaining({ id: failed?.id, last_error: 'push service answered 500' }),
    );
    expect(listed.json().queues).toContainEqual(expect.objectContaining({ queue: 'push:notify', failed: expect.any(Number) }));
    const retried = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed?.id}/retry`,
      headers: as('admin'),
    });
    expect(retried.statusCode).toBe(200);
    const [row] = await office.testApp.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, failed?.id ?? 0));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(
      (await office.testApp.app.inject({ method: 'POST', url: `/api/admin/jobs/${failed?.id}/retry`, headers: as('admin') }))
        .statusCode,
    ).toBe(409);
  });

  it('counts today in Kyiv: registrations, active customers, scans and XP, and what waits', async () => {
    const person = await createAccount(office.testApp, { phone: '+380671110007', brands: ['ogo'] });
    await office.testApp.database.db.transaction((tx) =>
      creditXp(tx, {
        customerId: person.ids.ogo ?? 0,
        brand: 'ogo',
        amount: 70,
        reason: 'scan',
        sourceType: 'test',
        sourceRef: 'dash-1',
      }),
    );
    for (const role of ['admin', 'support', 'moderator', 'marketing'] as const) {
      const answer = await office.testApp.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as(role) });
      expect(answer.statusCode, role).toBe(200);
    }
    const body = (await office.testApp.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as('admin') })).json();
    expect(body.days).toHaveLength(30);
    const today = body.days.at(-1);
    expect(today.date).toBe(kyivCalendarDate());
    expect(today.registrations).toBeGreaterThanOrEqual(1);
    expect(today.active_customers).toBeGreaterThanOrEqual(1);
    expect(today.xp_earned).toBeGreaterThanOrEqual(70);
    expect(body).toMatchObject({
      verifications_waiting: expect.any(Number),
      failed_jobs: expect.any(Number),
      analytics_backlog: expect.any(Number),
    });
  });

  it('answers a chosen period for one brand, with the period before it to compare with', async () => {
    const person = await createAccount(office.testApp, { phone: '+380671110017', brands: ['glo'] });
    await office.testApp.database.db.transaction((tx) =>
      creditXp(tx, {
        customerId: person.ids.glo ?? 0,
        brand: 'glo',
        amount: 40,
        reason: 'scan',
        sourceType: 'test',
        sourceRef: 'dash-brand-1',
      }),
    );
    const today = kyivCalendarDate();
    const week = addCalendarDays(today, -6);
    const ask = async (query: string) =>
      (await office.testApp.app.inject({ method: 'GET', url: `/api/admin/dashboard?${query}`, headers: as('marketing') })).json();
    const glo = await ask(`from=${week}&to=${today}&brand=glo`);
    expect(glo).toMatchObject({ from: week, to: today, brand: 'glo' });
    expect(glo.days).toHaveLength(7);
    expect(glo.days[0].date).toBe(week);
    expect(glo.totals.xp_earned).toBe(glo.days.reduce((sum: number, day: { xp_earned: number }) => sum + day.xp_earned, 0));
    expect(glo.totals.xp_earned).toBeGreaterThanOrEqual(40);
    expect(glo.totals.active_customers).toBeGreaterThanOrEqual(1);
    expect(glo.previous).toMatchObject({ xp_earned: expect.any(Number), registrations: expect.any(Number) });
    // ogo's figures leave out glo's credit.
    const both = await ask(`from=${week}&to=${today}`);
    const ogo = await ask(`from=${week}&to=${today}&brand=ogo`);
    expect(both.totals.xp_earned).toBe(glo.totals.xp_earned + ogo.totals.xp_earned);
    // A period in the past ends before today's credit.
    const past = await ask(`from=${addCalendarDays(week, -7)}&to=${addCalendarDays(week, -1)}&brand=glo`);
    expect(past.totals.xp_earned).toBe(glo.previous.xp_earned);
  });

  it('refuses a period that ends before it starts, is too long or is not a date, naming the field', async () => {
    for (const query of ['from=2026-05-10&to=2026-05-01', 'from=2024-01-01&to=2026-01-01', 'from=2026-02-31', 'brand=acme']) {
      const answer = await office.testApp.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard?${query}`,
        headers: as('admin'),
      });
      expect(answer.statusCode, query).toBe(400);
      expect(JSON.stringify(answer.json()), query).toMatch(/from|brand/);
    }
  });
});

describe('news (marketing)', () => {
  it('drafts, publishes with a sanitised body, unpublishes; the app shows only published items; pushes only those', async () => {
    const reader = await createAccount(office.testApp, { phone: '+380671110008', brands: ['glo'] });
    const newsOfApp = async () =>
      (
        await office.testApp.app.inject({
          method: 'POST',
          url: '/api/content/get-news',
          headers: reader.headers,
          payload: { product: 'glo' },
        })
      ).json().list as { id: number; title: string }[];
    const cover = await uploadTestCover(office.testApp, as('marketing'), 'glo');
    const draft = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: as('marketing'),
      payload: {
        brand: 'glo',
        title: 'Осінній розпродаж',
        summary: 'Знижки до 30% на стіки',
        body_html: '<p>Деталі <strong>тут</strong><script>alert(1)</script><img src=x onerror=alert(2)></p>',
        image_src: cover.src,
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const item = draft.json();
    expect(item).toMatchObject({ published: false, state: 'draft', body_html: '<p>Деталі <strong>тут</strong></p>' });
    expect((await newsOfApp()).some((news) => news.id === item.id)).toBe(false);
    const pushDraft = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/push`,
      headers: as('marketing'),
    });
    expect(pushDraft.statusCode).toBe(409);

    const published = await office.testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${item.id}`,
      headers: as('marketing'),
      payload: { published: true },
    });
    expect(published.json()).toMatchObject({ published: true, state: 'published' });
    expect((await newsOfApp()).map((news) => news.title)).toContain('Осінній розпродаж');
    const pushed = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/push`,
      headers: as('marketing'),
    });
    expect(pushed.json()).toEqual({ queued: true });
    // A change of one field leaves the others as they are: a new title does not take the item out of the app.
    const retitled = await office.testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${item.id}`,
      headers: as('marketing'),
      payload: { title: 'Осінній розпродаж у мережі' },
    });
    expect(retitled.json()).toMatchObject({ title: 'Осінній розпродаж у мережі', published: true, state: 'published' });
    expect((await newsOfApp()).map((news) => news.title)).toContain('Осінній розпродаж у мережі');

    const unpublished = await office.testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${item.id}`,
      headers: as('marketing'),
      payload: { published: false },
    });
    // Taken out after it was live: not a draft again.
    expect(unpublished.json()).toMatchObject({ published: false, state: 'unpublished' });
    expect((await newsOfApp()).some((news) => news.id === item.id)).toBe(false);
    const actions = (await office.testApp.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'news'))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['news.create', 'news.publish', 'news.push', 'news.unpublish']));

    const badImage = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: as('marketing'),
      payload: { brand: 'glo', title: 'Title', summary: 'Summary', body_html: '', image_src: 'http://169.254.169.254/x.png' },
    });
    expect(badImage.statusCode).toBe(400);
    expect(JSON.stringify(badImage.json().error.fields)).toContain('image_src');
    const preview = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/content/preview',
      headers: as('marketing'),
      payload: { html: '<h2>Так</h2><iframe src="//x"></iframe>' },
    });
    expect(preview.json()).toEqual({ html: '<h2>Так</h2>' });
  });
});

describe('pack-code batches (marketing)', () => {
  it('creates a batch, counts issued and redeemed, downloads its CSV, imports a file; names are unique per brand', async () => {
    const created = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/pack-codes/batches',
      headers: as('marketing'),
      payload: { brand: 'glo', xp: 20, count: 5, batch: 'winter-2026' },
    });
    expect(created.json()).toEqual({ batch: 'winter-2026', brand: 'glo', count: 5 });
    const again = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/pack-codes/batches',
      headers: as('marketing'),
      payload: { brand: 'glo', xp: 20, count: 1, batch: 'winter-2026' },
    });
    expect(again.statusCode).toBe(409);
    const csv = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/pack-codes/batches/glo/winter-2026/codes.csv',
      headers: as('marketing'),
    });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('code,brand,xp,kind,variant,batch');
    expect(lines).toHaveLength(6);
    const firstCode = lines[1]?.split(',')[0] ?? '';
    const reader = await createAccount(office.testApp, { phone: '+380671110009', brands: ['glo'] });
    const redeemed = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/scan/redeem',
      headers: reader.headers,
      payload: { code: firstCode, product: 'glo' },
    });
    expect(redeemed.statusCode, redeemed.body).toBeLessThan(300);
    const imported = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/pack-codes/import',
      headers: as('marketing'),
      payload: { csv: 'code,xp\nPKIMPORT0001,15\nPKIMPORT0002,15\n', brand: 'ogo', batch: 'printer-7' },
    });
    expect(imported.json()).toEqual({ rows: 2, inserted: 2, duplicates: 0 });
    const batches = (
      await office.testApp.app.inject({ method: 'GET', url: '/api/admin/pack-codes/batches', headers: as('marketing') })
    ).json().batches;
    expect(batches).toContainEqual(
      expect.objectContaining({ brand: 'glo', batch: 'winter-2026', issued: 5, redeemed: 1, xp_min: 20 }),
    );
    expect(batches).toContainEqual(expect.objectContaining({ brand: 'ogo', batch: 'printer-7', issued: 2, redeemed: 0 }));
    expect(
      (await office.testApp.app.inject({ method: 'GET', url: '/api/admin/pack-codes/batches', headers: as('support') }))
        .statusCode,
    ).toBe(403);
  });
});

describe('referrals', () => {
  it('lists inviters with their friends by outcome and flags several friends ordering to one address and refunds', async () => {
    const inviter = await createAccount(office.testApp, { phone: '+380671110010', brands: ['glo'] });
    const honest = await createAccount(office.testApp, { phone: '+380671110014', brands: ['glo'] });
    const friends = await Promise.all(
      ['+380671110011', '+380671110012', '+380671110013'].map((phone) =>
        createAccount(office.testApp, { phone, brands: ['glo'] }),
      ),
    );
    const honestFriend = await createAccount(office.testApp, { phone: '+380671110015', brands: ['glo'] });
    const statuses = ['rewarded', 'reversed', 'pending'] as const;
    for (const [index, friend] of friends.entries()) {
      await office.testApp.database.db.insert(referrals).values({
        inviterId: inviter.ids.glo ?? 0,
        invitedId: friend.ids.glo ?? 0,
        code: 'REW-TEST',
        status: statuses[index] ?? 'pending',
        rewardXp: statuses[index] === 'rewarded' ? 100 : 0,
      });
      // Every friend's order goes to the same flat.
      await insertTestOrder(office.testApp.database.db, { customerId: friend.ids.glo ?? 0, brand: 'glo' });
    }
    await office.testApp.database.db.insert(referrals).values({
      inviterId: honest.ids.glo ?? 0,
      invitedId: honestFriend.ids.glo ?? 0,
      code: 'REW-OK',
      status: 'rewarded',
      rewardXp: 100,
    });
    const all = (await office.testApp.app.inject({ method: 'GET', url: '/api/admin/referrals', headers: as('support') })).json();
    const row = all.inviters.find((item: { customer_id: number }) => item.customer_id === inviter.ids.glo);
    expect(row).toMatchObject({ invited: 3, rewarded: 1, reversed: 1, pending: 1, capped: 0, xp_rewarded: 100 });
    expect(row.flags.sort()).toEqual(['refunds', 'shared_address']);
    const suspicious = (
      await office.testApp.app.inject({ method: 'GET', url: '/api/admin/referrals?suspicious=true', headers: as('marketing') })
    ).json();
    const ids = suspicious.inviters.map((item: { customer_id: number }) => item.customer_id);
    expect(ids).toContain(inviter.ids.glo);
    expect(ids).not.toContain(honest.ids.glo);
    expect(
      (await office.testApp.app.inject({ method: 'GET', url: '/api/admin/referrals', headers: as('moderator') })).statusCode,
    ).toBe(403);
  });
});

describe('feedback (moderator)', () => {
  it('lists feedback newest first by shop, with its photos, and as CSV', async () => {
    const person = await createAccount(office.testApp, { phone: '+380671110016', brands: ['glo'] });
    const order = await insertTestOrder(office.testApp.database.db, { customerId: person.ids.glo ?? 0, brand: 'glo' });
    const [entry] = await office.testApp.database.db
      .insert(feedback)
      .values({ customerId: person.ids.glo ?? 0, shop: 'glo', orderId: order.id, rating: 2, text: 'Курʼєр запізнився' })
      .returning();
    const [photo] = await office.testApp.database.db
      .insert(feedbackPhotos)
      .values({ feedbackId: entry?.id ?? 0, contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) })
      .returning();
    const listed = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?shop=glo',
      headers: as('moderator'),
    });
    expect(listed.json().feedback[0]).toMatchObject({
      id: entry?.id,
      rating: 2,
      text: 'Курʼєр запізнився',
      photo_ids: [photo?.id],
      phone: person.phone,
    });
    const image = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/feedback/${entry?.id}/photos/${photo?.id}`,
      headers: as('moderator'),
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const csv = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/feedback?format=csv',
      headers: as('moderator'),
    });
    expect(csv.body).toContain('Курʼєр запізнився');
    expect(
      (await office.testApp.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: as('support') })).statusCode,
    ).toBe(403);
  });
});

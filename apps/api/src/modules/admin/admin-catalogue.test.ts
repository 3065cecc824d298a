// The back-office's content and catalogue calls for marketing on the demo data: pages and FAQ edited (and
// sanitised) as the app then reads them, rewards switched off with the reason customers read, offer dates checked,
// certificate partners with their stock, hidden, and stock imported; every change audited; other roles refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@loyalty/contracts/admin';
import { auditLog } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { opsActor } from '../audit/service.ts';
import { createStaff } from './staff.ts';

let testApp: TestApp;
let customer: TestAccount;
const tokens: Partial<Record<StaffRole, string>> = {};

async function staffToken(role: StaffRole): Promise<string> {
  const email = `${role}@catalogue.example`;
  const { password } = await createStaff(testApp.database.db, { email, role }, opsActor('test'));
  const first = await testApp.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
  const token = first.json().token as string;
  await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: password, new_password: 'catalogue staff password' },
  });
  return token;
}

function call(role: StaffRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${tokens[role] ?? ''}` };
  return testApp.app.inject(payload === undefined ? { method, url, headers } : { method, url, headers, payload });
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  tokens.marketing = await staffToken('marketing');
  tokens.support = await staffToken('support');
  customer = await createAccount(testApp, { phone: '+380671120001', brands: ['glo'] });
});
afterAll(async () => {
  await testApp.close();
});

describe('pages and FAQ', () => {
  it('edits a page with a sanitised body the app then serves', async () => {
    const pages = (await call('marketing', 'GET', '/api/admin/pages')).json().pages as {
      id: number;
      brand: string;
      slug: string;
    }[];
    const support = pages.find((page) => page.brand === 'glo' && page.slug === 'support');
    expect(support).toBeDefined();
    const edited = await call('marketing', 'PATCH', `/api/admin/pages/${support?.id}`, {
      body_html: '<p>Пишіть нам: <a href="mailto:help@glo.example">help@glo.example</a></p><script>x()</script>',
    });
    expect(edited.json().body_html).toBe('<p>Пишіть нам: <a href="mailto:help@glo.example">help@glo.example</a></p>');
    const served = await testApp.app.inject({
      method: 'POST',
      url: '/api/content/get-page-by-id',
      headers: customer.headers,
      payload: { id: 'support', product: 'glo' },
    });
    expect(served.body).toContain('help@glo.example');
    expect((await call('support', 'PATCH', `/api/admin/pages/${support?.id}`, { title: 'x' })).statusCode).toBe(403);
  });

  it('adds, edits and deletes a FAQ entry as the app lists it', async () => {
    const created = await call('marketing', 'POST', '/api/admin/faq', {
      brand: 'glo',
      topic: 'general',
      title: 'Чи можна повернути бали?',
      text: 'Так, якщо замовлення скасовано.',
      position: 0,
    });
    const id = created.json().id as number;
    const appFaq = async () =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/content/get-faq',
          headers: customer.headers,
          payload: { product: 'glo', topic: 'general' },
        })
      ).json().list as { title: string }[];
    expect((await appFaq()).map((item) => item.title)).toContain('Чи можна повернути бали?');
    await call('marketing', 'PATCH', `/api/admin/faq/${id}`, { title: 'Чи повертаються бали?' });
    expect((await appFaq()).map((item) => item.title)).toContain('Чи повертаються бали?');
    expect((await call('marketing', 'DELETE', `/api/admin/faq/${id}`)).statusCode).toBe(200);
    expect((await appFaq()).map((item) => item.title)).not.toContain('Чи повертаються бали?');
    const actions = (await testApp.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'faq'))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(['faq.create', 'faq.update', 'faq.delete']);
  });
});

describe('rewards, offers and certificates', () => {
  it('switches a reward off with the reason customers read, and checks offer dates', async () => {
    const rewards = (await call('marketing', 'GET', '/api/admin/rewards')).json().rewards as { id: number; brand: string }[];
    const reward = rewards.find((item) => item.brand === 'glo');
    const off = await call('marketing', 'PATCH', `/api/admin/rewards/${reward?.id}`, {
      active: false,
      inactive_reason: 'Закінчилися на складі',
      stock: 0,
    });
    expect(off.json()).toMatchObject({ active: false, inactive_reason: 'Закінчилися на складі', stock: 0 });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/exchange/list?product=glo', headers: customer.headers });
    expect(list.json().rewards.find((item: { id: number }) => item.id === reward?.id)).toMatchObject({
      active: false,
      inactive_reason: 'Закінчилися на складі',
    });
    const added = await call('marketing', 'POST', '/api/admin/rewards', {
      brand: 'glo',
      title: 'Чохол для glo™ hyper',
      image_src: '/media/products/glo-hyper-case.svg',
      xp_price: 1500,
      stock: 20,
    });
    expect(added.json()).toMatchObject({ title: 'Чохол для glo™ hyper', active: true, stock: 20 });
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/exchange/list?product=glo', headers: customer.headers });
    expect(listed.json().rewards.map((item: { title: string }) => item.title)).toContain('Чохол для glo™ hyper');
    const created = await call('marketing', 'POST', '/api/admin/offers', {
      brand: 'glo',
      title: 'Зимова акція',
      body_html: '<p>Знижка 20%</p><script>x</script>',
      image_src: '/media/news/glo-studio-lviv.svg',
      valid_from: '2026-01-01T00:00:00+02:00',
      valid_to: '2030-01-01T00:00:00+02:00',
    });
    expect(created.json()).toMatchObject({ title: 'Зимова акція', body_html: '<p>Знижка 20%</p>' });
    const offers = (await call('marketing', 'GET', '/api/admin/offers')).json().offers as { id: number; valid_from: string }[];
    const offer = offers[0];
    const backwards = await call('marketing', 'PATCH', `/api/admin/offers/${offer?.id}`, {
      valid_to: '2000-01-01T00:00:00.000Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json().error.fields)).toContain('valid_to');
  });

  it('shows partners with their stock, imports stock, and hides a partner', async () => {
    const before = (await call('marketing', 'GET', '/api/admin/certificates')).json().partners as {
      id: number;
      slug: string;
      available: number;
    }[];
    const partner = before[0];
    expect(partner).toBeDefined();
    const imported = await call('marketing', 'POST', '/api/admin/certificates/import', {
      kind: 'stock',
      csv: `partner_slug,nominal_uah,xp_price,code,bar_code,valid_until\n${partner?.slug},500,900,ADMINCERT0001,4820000000011,2027-12-31\n`,
    });
    expect(imported.json()).toMatchObject({ rows: 1, inserted: 1 });
    const after = (await call('marketing', 'GET', '/api/admin/certificates')).json().partners as {
      id: number;
      available: number;
    }[];
    expect(after.find((row) => row.id === partner?.id)?.available).toBe((partner?.available ?? 0) + 1);
    const hidden = await call('marketing', 'PATCH', `/api/admin/certificates/partners/${partner?.id}`, { active: false });
    expect(hidden.json().active).toBe(false);
    expect((await call('support', 'GET', '/api/admin/certificates')).statusCode).toBe(403);
  });
});

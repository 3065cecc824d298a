// The back-office API: staff sign-in and its rules, the role matrix of every /api/admin route (one table),
// customers (search in any phone format, detail, XP adjustment through the ledger, block), the verification queue, the
// audit trail of back-office and command-line changes, and the staff commands of `npm run ops`.
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@loyalty/contracts/admin';
import {
  ageVerificationRequests,
  auditLog,
  feedback,
  feedbackPhotos,
  jobs,
  referrals,
  sessions,
  smsMessages,
  staffSessions,
} from '@loyalty/db/schema';
import { addCalendarDays, kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { insertTestOrder } from '../orders/testing.ts';
import { uploadTestCover } from '../media/testing.ts';
import { exitCodes, runOpsCli } from '../../ops/cli.ts';
import { apiHeaders, buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { createAccount } from '../user/test-accounts.ts';
import { createStaff } from './staff.ts';
import { opsActor } from '../audit/service.ts';
import { roleAllows } from './access.ts';

let testApp: TestApp;
let serverUrl: string;
const password = 'correct horse battery staple';
const tokens: Partial<Record<StaffRole, string>> = {};
let seq = 0;

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsCli(argv, {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    env: { OPS_URL: serverUrl, OPS_TOKEN: testOpsToken },
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

function login(body: Record<string, unknown>, remoteAddress = '10.0.0.1') {
  return testApp.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: body, remoteAddress });
}

/** A staff account of `role` that has changed its generated password, signed in: its bearer token. */
async function staffToken(role: StaffRole): Promise<string> {
  seq += 1;
  const email = `${role}${seq}@staff.example`;
  const created = await createStaff(testApp.database.db, { email, role }, opsActor('test'));
  const first = await login({ email, password: created.password });
  expect(first.statusCode, first.body).toBe(200);
  const token = first.json().token as string;
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: created.password, new_password: password },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return token;
}

function as(role: StaffRole): Record<string, string> {
  return { authorization: `Bearer ${tokens[role] ?? ''}` };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  serverUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  for (const role of ['admin', 'support', 'moderator', 'marketing'] as const) tokens[role] = await staffToken(role);
});
afterAll(async () => {
  await testApp.close();
});

describe('staff sign-in', () => {
  it('creates the first account from the command line: one line with the generated password, changed at first sign-in', async () => {
    const created = await cli('staff:create', '--email', 'Owner@Example.com', '--role', 'admin');
    expect(created.code, created.stderr).toBe(exitCodes.ok);
    const match = /^password: (\S{20})$/.exec(created.stdout);
    expect(match).not.toBeNull();
    const generated = match?.[1] ?? '';
    const signedIn = await login({ email: 'owner@example.com', password: generated });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff).toMatchObject({ email: 'owner@example.com', role: 'admin', must_change_password: true });
    // The session cookie is HttpOnly, SameSite=Strict and only for /api/admin.
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/staff_session=[^;]+;.*Path=\/api\/admin/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const token = signedIn.json().token as string;
    const beforeChange = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(beforeChange.statusCode).toBe(403);
    expect(beforeChange.json().error.code).toBe('password_change_required');
    const weak = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: generated, new_password: 'owner-123456789' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields[0].field).toBe('new_password');
    // The password is not in the audit trail; the creation is.
    const entries = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
    expect(JSON.stringify(entries)).not.toContain(generated);
    expect(
      entries.some((entry) => entry.actor === 'ops' && (entry.after as { email: string }).email === 'owner@example.com'),
    ).toBe(true);
    const again = await cli('staff:create', '--email', 'owner@example.com', '--role', 'support');
    expect(again.code).not.toBe(exitCodes.ok);
  });

  it('answers one 401 for a wrong password, an unknown e-mail and a disabled account, and 429 after five failures', async () => {
    seq += 1;
    const email = `limited${seq}@staff.example`;
    const created = await createStaff(testApp.database.db, { email, role: 'support' }, opsActor('test'));
    const unknown = await login({ email: 'nobody@staff.example', password: 'whatever-password' }, '10.0.1.1');
    expect(unknown.json().error.code).toBe('invalid_credentials');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await login({ email, password: 'not the password' }, '10.0.2.1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('invalid_credentials');
    }
    // Five failures for the account from that address: even the right password waits there now (not from
    // everywhere, or anyone could lock a staff member out; staff-security.test.ts has the other limits).
    expect((await login({ email, password: 'still wrong' }, '10.0.2.1')).statusCode).toBe(401);
    expect((await login({ email, password: created.password }, '10.0.2.1')).statusCode).toBe(429);
    expect((await login({ email, password: created.password }, '10.0.3.1')).statusCode).toBe(200);

    const disabled = await cli('staff:disable', '--email', 'owner@example.com');
    expect(disabled.stdout).toBe('owner@example.com is disabled.');
    const denied = await login({ email: 'owner@example.com', password: 'anything-at-all' }, '10.0.4.1');
    expect(denied.json().error.code).toBe('invalid_credentials');
  });

  it('ends a session after 30 idle minutes, and at logout', async () => {
    const token = await staffToken('support');
    const headers = { authorization: `Bearer ${token}` };
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers })).statusCode).toBe(200);
    await testApp.database.db.update(staffSessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    // Every session went idle here: sign the matrix's accounts in again afterwards.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers })).statusCode).toBe(401);
    await testApp.database.db.update(staffSessions).set({ lastSeenAt: new Date() });
    const other = await staffToken('moderator');
    const out = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization: `Bearer ${other}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('requires the authenticator code once the second factor is on', async () => {
    seq += 1;
    const email = `totp${seq}@staff.example`;
    const token = await (async () => {
      const created = await createStaff(testApp.database.db, { email, role: 'marketing' }, opsActor('test'));
      const first = (await login({ email, password: created.password }, '10.0.5.1')).json().token as string;
      await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/auth/password',
        headers: { authorization: `Bearer ${first}` },
        payload: { current_password: created.password, new_password: password },
      });
      return first;
    })();
    const headers = { authorization: `Bearer ${token}` };
    const setup = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/setup',
      headers,
      payload: { current_password: password },
    });
    const { secret, otpauth_url: url } = setup.json();
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enable',
      headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enable',
      headers,
      payload: { code: totp.generate() },
    });
    expect(enabled.json().staff.totp_enabled).toBe(true);
    // The same answer as a wrong password.
    const without = await login({ email, password }, '10.0.5.2');
    expect(without.json().error.code).toBe('invalid_credentials');
    // The next time step's code (the one that turned it on is used up).
    const withCode = await login({ email, password, totp: totp.generate({ timestamp: Date.now() + 30_000 }) }, '10.0.5.3');
    expect(withCode.statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('guards every /api/admin route: no session 401, a customer session 401, each role allowed or 403 as declared', async () => {
    // The idle test above may have ended the matrix's sessions: fresh ones.
    for (const role of ['admin', 'support', 'moderator', 'marketing'] as const) tokens[role] = await staffToken(role);
    const customer = await createAccount(testApp, { phone: '+380671110001', brands: ['glo'] });
    // Logout would end the matrix's own sessions mid-way; it is tested above.
    const routes = testApp.app.adminRoutes.filter((route) => route.access !== 'public' && route.url !== '/api/admin/auth/logout');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.url.replace(':id', '999999');
      const call = (headers: Record<string, string>) =>
        testApp.app.inject({ method: route.method as 'GET', url, headers, ...(route.method === 'GET' ? {} : { payload: {} }) });
      expect((await call({})).statusCode, `${route.method} ${url} without a session`).toBe(401);
      expect((await call(customer.headers)).statusCode, `${route.method} ${url} with a customer session`).toBe(401);
      for (const role of ['admin', 'support', 'moderator', 'marketing'] as const) {
        const status = (await call(as(role))).statusCode;
        if (roleAllows(route.access, role)) expect(status, `${role} ${route.method} ${url}`).not.toBe(403);
        else expect(status, `${role} ${route.method} ${url}`).toBe(403);
      }
    }
    // Fresh sessions for the tests below.
    for (const role of ['admin', 'support', 'moderator', 'marketing'] as const) tokens[role] = await staffToken(role);
    // About 600 calls and 24 password hashes: past the default 20 s on two shared cores under load (main too).
  }, 90_000);
});

describe('customers', () => {
  it('finds a person across both brands by phone in any format, by name and by e-mail; CSV too', async () => {
    const person = await createAccount(testApp, {
      phone: '+380501234567',
      firstName: 'Ярина',
      lastName: 'Коваленко',
      email: 'yaryna@example.com',
    });
    for (const query of [
      '+380 50 123 45 67',
      '050-123-45-67',
      '380501234567',
      '1234567',
      'Ярина',
      'коваленко',
      'Ярина Коваленко',
      'YARYNA@example',
    ]) {
      const found = await testApp.app.inject({
        method: 'GET',
        url: `/api/admin/customers?query=${encodeURIComponent(query)}`,
        headers: as('support'),
      });
      expect(found.statusCode).toBe(200);
      const ids = found
        .json()
        .people.flatMap((person: { records: { id: number }[] }) => person.records.map((row) => row.id))
        .sort();
      expect(ids, query).toEqual([person.ids.glo, person.ids.ogo].sort());
    }
    const csv = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/customers?query=0501234567&format=csv',
      headers: as('support'),
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('id,brand,phone,first_name,last_name,email,balance,orders_count,blocked,created_at');
    expect(csv.body).toContain('+380501234567');
    // A name a spreadsheet would run as a formula is neutralised in the file.
    await createAccount(testApp, { phone: '+380501234568', firstName: '=HYPERLINK("http://evil.example")', brands: ['glo'] });
    const risky = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/customers?query=0501234568&format=csv',
      headers: as('support'),
    });
    expect(risky.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('adjusts XP through the ledger with the reason, never below zero, and writes who did it', async () => {
    const person = await createAccount(testApp, { phone: '+380671110002', brands: ['ogo'] });
    const id = person.ids.ogo ?? 0;
    await testApp.database.db.transaction((tx) =>
      creditXp(tx, { customerId: id, brand: 'ogo', amount: 100, reason: 'scan', sourceType: 'test', sourceRef: `admin-${id}` }),
    );
    const credited = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: as('support'),
      payload: { amount: 50, reason: 'Компенсація за збій' },
    });
    expect(credited.json()).toMatchObject({ balance: 150 });
    const tooMuch = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: as('support'),
      payload: { amount: -151, reason: 'Помилкове нарахування' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('insufficient_xp');
    expect(await balanceOf(testApp.database.db, id)).toBe(150);
    const noReason = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: as('support'),
      payload: { amount: 5, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields[0].field).toContain('reason');
    // The customer's own balance follows.
    const balance = await testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=ogo', headers: person.headers });
    expect(balance.json().balance).toBe(150);
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers: as('support') });
    expect(detail.json().ledger[0]).toMatchObject({
      amount: 50,
      reason: 'adjustment',
      note: 'Компенсація за збій',
      balance_after: 150,
    });
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'customer.xp-adjust' and ${auditLog.targetId} = ${String(id)}`);
    expect(entry).toMatchObject({
      actorType: 'staff',
      role: 'support',
      reason: 'Компенсація за збій',
      before: { balance: 100 },
      after: { balance: 150, amount: 50 },
    });
    expect(entry?.actor).toMatch(/^support\d+@staff\.example$/);
    expect(entry?.requestId).not.toBe('');
  });

  it('blocks a person: sessions end, sign-in answers account_blocked, until unblocked', async () => {
    const person = await createAccount(testApp, { phone: '+380671110003', brands: ['glo', 'ogo'] });
    const id = person.ids.glo ?? 0;
    const blocked = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/block`,
      headers: as('support'),
      payload: { reason: 'Шахрайство з кодами' },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=glo', headers: person.headers })).statusCode).toBe(
      401,
    );
    const live = await testApp.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.phone} = ${person.phone} and ${sessions.revokedAt} is null`);
    expect(live).toHaveLength(0);
    const code = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login-sms',
      headers: apiHeaders,
      remoteAddress: '10.9.0.3',
      payload: { phone: person.phone },
    });
    expect(code.statusCode).toBe(403);
    expect(code.json().error.code).toBe('account_blocked');
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${person.ids.ogo}`,
      headers: as('support'),
    });
    expect(detail.json().blocked).toMatchObject({ reason: 'Шахрайство з кодами' });
    const unblocked = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/unblock`,
      headers: as('support'),
      payload: { reason: 'Перевірено' },
    });
    expect(unblocked.statusCode).toBe(200);
    // Signing in is possible again: no more account_blocked (the code sent a moment ago is still in its cooldown).
    const after = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login-sms',
      headers: apiHeaders,
      remoteAddress: '10.9.0.4',
      payload: { phone: person.phone },
    });
    expect(after.json().error?.code).not.toBe('account_blocked');
  });
});

describe('age verification queue', () => {
  it('approves with an SMS to the customer and an audit entry; a decided request cannot be decided again', async () => {
    const person = await createAccount(testApp, { phone: '+380671110004', brands: ['glo'] });
    const [request] = await testApp.database.db
      .insert(ageVerificationRequests)
      .values({
        phone: person.phone,
        firstName: 'Тарас',
        lastName: 'Шевченко',
        birthDate: '1990-03-09',
        documentType: 'passport',
        photo: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        photoMime: 'image/jpeg',
      })
      .returning();
    const queue = await testApp.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: as('moderator') });
    expect(queue.json().requests.some((row: { id: number }) => row.id === request?.id)).toBe(true);
    const photo = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/verifications/${request?.id}/photo`,
      headers: as('moderator'),
    });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/approve`,
      headers: as('moderator'),
    });
    expect(approved.statusCode).toBe(200);
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/reject`,
      headers: as('moderator'),
      payload: { reason: 'Нечитабельне фото' },
    });
    expect(again.statusCode).toBe(409);
    const told = await testApp.database.db.select().from(smsMessages).where(eq(smsMessages.phone, person.phone));
    expect(told.some((message) => message.body.includes('вік підтверджено'))).toBe(true);
    const status = await testApp.app.inject({
      method: 'GET',
      url: '/api/verification/status?product=glo',
      headers: person.headers,
    });
    expect(status.body).toContain('approved');
    const [entry] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'verification.approve'));
    expect(entry).toMatchObject({ role: 'moderator', targetType: 'verification', targetId: String(request?.id) });
  });
});

describe('audit trail', () => {
  it('lists back-office and command-line changes for admins only, filtered, and as CSV; rows cannot be changed', async () => {
    await createAccount(testApp, { phone: '+380671110005', brands: ['glo'] });
    const adjusted = await cli(
      'xp:adjust',
      '--phone',
      '+380671110005',
      '--brand',
      'glo',
      '--amount',
      '25',
      '--reason',
      'Бонус за опитування',
    );
    expect(adjusted.code, adjusted.stderr).toBe(exitCodes.ok);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit?actor=ops&action=customer.xp-adjust',
      headers: as('admin'),
    });
    expect(listed.statusCode).toBe(200);
    const [entry] = listed.json().entries;
    expect(entry).toMatchObject({
      actor_type: 'ops',
      actor: 'ops',
      action: 'customer.xp-adjust',
      target_type: 'customer',
      reason: 'Бонус за опитування',
    });
    expect(entry.after).toMatchObject({ balance: 25, amount: 25 });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/audit', headers: as('support') })).statusCode).toBe(403);
    const oldestFirst = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/audit?sort=created_at&per_page=5', headers: as('admin') })
    ).json().entries as { id: number }[];
    expect(oldestFirst.map((row) => row.id)).toEqual([...oldestFirst.map((row) => row.id)].sort((a, b) => a - b));
    const csv = await testApp.app.inject({ method: 'GET', url: '/api/admin/audit?format=csv', headers: as('admin') });
    expect(csv.body.split('\n')[0]).toBe('id,created_at,actor,role,action,target_type,target_id,reason,before,after,request_id');
    // A read-only command writes nothing.
    const before = (await testApp.database.db.select().from(auditLog)).length;
    await cli('status');
    expect((await testApp.database.db.select().from(auditLog)).length).toBe(before);
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await testApp.database.db.execute(statement);
        return 'changed';
      } catch (error) {
        return String((error as { cause?: Error }).cause?.message ?? (error as Error).message);
      }
    };
    // Its triggers refuse whoever connects; the deployment's runtime role lacks the right in the first place.
    expect(await refusal(sql`update audit_log set reason = 'changed'`)).toMatch(/append-only|permission denied/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only|permission denied/);
  });
});

describe('orders', () => {
  it('lists by number, phone, status and payment; marks cash paid, refunds and cancels through the lifecycle, audited', async () => {
    const person = await createAccount(testApp, { phone: '+380671110006', brands: ['glo'] });
    const id = person.ids.glo ?? 0;
    const cash = await insertTestOrder(testApp.database.db, {
      customerId: id,
      brand: 'glo',
      shippingAddress: {
        first_name: 'Олена',
        last_name: 'Коваль',
        address1: 'відділення №1',
        phone: person.phone,
        city: 'Київ',
        province: 'Київська',
        country: 'Ukraine',
        zip: '01001',
      },
    });
    const other = await insertTestOrder(testApp.database.db, { customerId: id, brand: 'glo' });
    const list = (url: string) => testApp.app.inject({ method: 'GET', url, headers: as('support') });
    const byNumber = await list(`/api/admin/orders?query=%23${cash.orderNumber}`);
    expect(byNumber.json().orders.map((row: { order_number: number }) => row.order_number)).toEqual([cash.orderNumber]);
    const byPhone = await list('/api/admin/orders?query=067%20111%2000%2006');
    expect(byPhone.json().orders.map((row: { order_number: number }) => row.order_number)).toContain(cash.orderNumber);
    expect(
      (await list('/api/admin/orders?status=paid&brand=glo')).json().orders.some((row: { id: number }) => row.id === cash.id),
    ).toBe(false);
    expect((await list('/api/admin/orders?payment=9')).statusCode).toBe(400);
    const byTotal = (await list('/api/admin/orders?sort=-total&per_page=200')).json().orders as { total_kop: number }[];
    expect(byTotal.map((row) => row.total_kop)).toEqual([...byTotal.map((row) => row.total_kop)].sort((a, b) => b - a));

    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cash.orderNumber}/mark-paid`,
      headers: as('support'),
    });
    expect(paid.json().order.financial_status).toBe('paid');
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cash.orderNumber}/mark-paid`,
      headers: as('support'),
    });
    expect(again.statusCode).toBe(409);
    const refunded = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cash.orderNumber}/refund`,
      headers: as('support'),
      payload: { reason: 'Клієнт повернув товар' },
    });
    expect(refunded.json().order.financial_status).toBe('refunded');
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.orderNumber}/cancel`,
      headers: as('support'),
      payload: { reason: 'Дубль замовлення' },
    });
    expect(cancelled.json().order.financial_status).toBe('voided');

    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${cash.orderNumber}`,
      headers: as('support'),
    });
    expect(detail.json().transactions.map((row: { kind: string }) => row.kind)).toEqual(['sale', 'refund']);
    expect(detail.json().order.shipping_address).toMatchObject({ city: 'Київ' });
    const trail = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(cash.orderNumber)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(['order.mark-paid', 'order.refund']);
    expect(trail.find((entry) => entry.action === 'order.refund')?.reason).toBe('Клієнт повернув товар');
    const csv = await list(`/api/admin/orders?query=${cash.orderNumber}&format=csv`);
    expect(csv.body).toContain(`${cash.orderNumber},glo,${id}`);
  });
});

describe('order waybill', () => {
  it('records the Nova Poshta waybill of a shipped order, audited; get-orders shows it to its customer only', async () => {
    const person = await createAccount(testApp, { phone: '+380671110052', brands: ['ogo'] });
    const stranger = await createAccount(testApp, { phone: '+380671110053', brands: ['ogo'] });
    const order = await insertTestOrder(testApp.database.db, { customerId: person.ids.ogo ?? 0, brand: 'ogo' });
    const record = (number: number, payload: object, role: StaffRole = 'support') =>
      testApp.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/waybill`, headers: as(role), payload });
    const history = async (account: typeof person) =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/shop/get-orders',
          headers: account.headers,
          payload: { variant: 'ogo', shopifyId: account.ids.ogo },
        })
      ).json<{
        list: {
          id: number;
          tracking_number: string | null;
          tracking_company: string | null;
          fulfillment_status: string | null;
        }[];
      }>().list;

    expect((await history(person)).find((item) => item.id === order.id)).toMatchObject({
      tracking_number: null,
      tracking_company: null,
      fulfillment_status: null,
    });
    // Bad input names the field and writes nothing.
    const bad = await record(order.orderNumber, { waybill_number: '2045 0671' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('waybill_number');
    expect((await record(order.orderNumber + 100_000, { waybill_number: '20450671120001' })).statusCode).toBe(404);

    // Typed with spaces as printed on the label, stored as the 14 digits.
    const recorded = await record(order.orderNumber, { waybill_number: '20 4506 7112 0001' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().order.waybill_number).toBe('20450671120001');
    const corrected = await record(order.orderNumber, { waybill_number: '20450671120002' });
    expect(corrected.json().order.waybill_number).toBe('20450671120002');

    const listed = (await history(person)).find((item) => item.id === order.id);
    expect(listed).toMatchObject({
      tracking_number: '20450671120002',
      tracking_company: 'nova_poshta',
      fulfillment_status: 'fulfilled',
    });
    expect((await history(stranger)).some((item) => item.id === order.id)).toBe(false);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNumber}`,
      headers: as('support'),
    });
    expect(detail.json().order.waybill_number).toBe('20450671120002');

    const trail = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(order.orderNumber)));
    expect(trail.filter((entry) => entry.action === 'order.waybill').map((entry) => [entry.before, entry.after])).toEqual([
      [
        { waybillNumber: null, fulfillmentStatus: null },
        { waybillNumber: '20450671120001', fulfillmentStatus: 'fulfilled' },
      ],
      [
        { waybillNumber: '20450671120001', fulfillmentStatus: 'fulfilled' },
        { waybillNumber: '20450671120002', fulfillmentStatus: 'fulfilled' },
      ],
    ]);

    // Shipped: its customer can no longer cancel it.
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: '/api/shop/cancel-order',
      headers: person.headers,
      payload: { orderId: order.id, product: 'ogo' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('order_in_delivery');

    // An iPost order and an order that will not ship take no waybill.
    const courier = await insertTestOrder(testApp.database.db, {
      customerId: person.ids.ogo ?? 0,
      brand: 'ogo',
      delivery: { mode: 3 },
    });
    expect((await record(courier.orderNumber, { waybill_number: '20450671120003' })).statusCode).toBe(409);
    const voided = await insertTestOrder(testApp.database.db, {
      customerId: person.ids.ogo ?? 0,
      brand: 'ogo',
      financialStatus: 'voided',
    });
    expect((await record(voided.orderNumber, { waybill_number: '20450671120004' })).statusCode).toBe(409);
  });
});

describe('jobs and dashboard', () => {
  it('shows failed jobs with their error and retries one, audited', async () => {
    const [failed] = await testApp.database.db
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
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: as('admin') });
    expect(listed.json().failed).toContainEqual(
      expect.objectContaining({ id: failed?.id, last_error: 'push service answered 500' }),
    );
    expect(listed.json().queues).toContainEqual(expect.objectContaining({ queue: 'push:notify', failed: expect.any(Number) }));
    const retried = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed?.id}/retry`,
      headers: as('admin'),
    });
    expect(retried.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, failed?.id ?? 0));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(
      (await testApp.app.inject({ method: 'POST', url: `/api/admin/jobs/${failed?.id}/retry`, headers: as('admin') })).statusCode,
    ).toBe(409);
  });

  it('counts today in Kyiv: registrations, active customers, scans and XP, and what waits', async () => {
    const person = await createAccount(testApp, { phone: '+380671110007', brands: ['ogo'] });
    await testApp.database.db.transaction((tx) =>
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
      const answer = await testApp.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as(role) });
      expect(answer.statusCode, role).toBe(200);
    }
    const body = (await testApp.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as('admin') })).json();
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
    const person = await createAccount(testApp, { phone: '+380671110017', brands: ['glo'] });
    await testApp.database.db.transaction((tx) =>
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
      (await testApp.app.inject({ method: 'GET', url: `/api/admin/dashboard?${query}`, headers: as('marketing') })).json();
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
      const answer = await testApp.app.inject({ method: 'GET', url: `/api/admin/dashboard?${query}`, headers: as('admin') });
      expect(answer.statusCode, query).toBe(400);
      expect(JSON.stringify(answer.json()), query).toMatch(/from|brand/);
    }
  });
});

describe('news (marketing)', () => {
  it('drafts, publishes with a sanitised body, unpublishes; the app shows only published items; pushes only those', async () => {
    const reader = await createAccount(testApp, { phone: '+380671110008', brands: ['glo'] });
    const newsOfApp = async () =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/content/get-news',
          headers: reader.headers,
          payload: { product: 'glo' },
        })
      ).json().list as { id: number; title: string }[];
    const cover = await uploadTestCover(testApp, as('marketing'), 'glo');
    const draft = await testApp.app.inject({
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
    const pushDraft = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/push`,
      headers: as('marketing'),
    });
    expect(pushDraft.statusCode).toBe(409);

    const published = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${item.id}`,
      headers: as('marketing'),
      payload: { published: true },
    });
    expect(published.json()).toMatchObject({ published: true, state: 'published' });
    expect((await newsOfApp()).map((news) => news.title)).toContain('Осінній розпродаж');
    const pushed = await testApp.app.inject({ method: 'POST', url: `/api/admin/news/${item.id}/push`, headers: as('marketing') });
    expect(pushed.json()).toEqual({ queued: true });

    const unpublished = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/news/${item.id}`,
      headers: as('marketing'),
      payload: { published: false },
    });
    // Taken out after it was live: not a draft again.
    expect(unpublished.json()).toMatchObject({ published: false, state: 'unpublished' });
    expect((await newsOfApp()).some((news) => news.id === item.id)).toBe(false);
    const actions = (await testApp.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'news'))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['news.create', 'news.publish', 'news.push', 'news.unpublish']));

    const badImage = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: as('marketing'),
      payload: { brand: 'glo', title: 'Title', summary: 'Summary', body_html: '', image_src: 'http://169.254.169.254/x.png' },
    });
    expect(badImage.statusCode).toBe(400);
    expect(JSON.stringify(badImage.json().error.fields)).toContain('image_src');
    const preview = await testApp.app.inject({
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
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/pack-codes/batches',
      headers: as('marketing'),
      payload: { brand: 'glo', xp: 20, count: 5, batch: 'winter-2026' },
    });
    expect(created.json()).toEqual({ batch: 'winter-2026', brand: 'glo', count: 5 });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/pack-codes/batches',
      headers: as('marketing'),
      payload: { brand: 'glo', xp: 20, count: 1, batch: 'winter-2026' },
    });
    expect(again.statusCode).toBe(409);
    const csv = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/pack-codes/batches/glo/winter-2026/codes.csv',
      headers: as('marketing'),
    });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('code,brand,xp,kind,variant,batch');
    expect(lines).toHaveLength(6);
    const firstCode = lines[1]?.split(',')[0] ?? '';
    const reader = await createAccount(testApp, { phone: '+380671110009', brands: ['glo'] });
    const redeemed = await testApp.app.inject({
      method: 'POST',
      url: '/api/scan/redeem',
      headers: reader.headers,
      payload: { code: firstCode, product: 'glo' },
    });
    expect(redeemed.statusCode, redeemed.body).toBeLessThan(300);
    const imported = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/pack-codes/import',
      headers: as('marketing'),
      payload: { csv: 'code,xp\nPKIMPORT0001,15\nPKIMPORT0002,15\n', brand: 'ogo', batch: 'printer-7' },
    });
    expect(imported.json()).toEqual({ rows: 2, inserted: 2, duplicates: 0 });
    const batches = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/pack-codes/batches', headers: as('marketing') })
    ).json().batches;
    expect(batches).toContainEqual(
      expect.objectContaining({ brand: 'glo', batch: 'winter-2026', issued: 5, redeemed: 1, xp_min: 20 }),
    );
    expect(batches).toContainEqual(expect.objectContaining({ brand: 'ogo', batch: 'printer-7', issued: 2, redeemed: 0 }));
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/pack-codes/batches', headers: as('support') })).statusCode,
    ).toBe(403);
  });
});

describe('referrals', () => {
  it('lists inviters with their friends by outcome and flags several friends ordering to one address and refunds', async () => {
    const inviter = await createAccount(testApp, { phone: '+380671110010', brands: ['glo'] });
    const honest = await createAccount(testApp, { phone: '+380671110014', brands: ['glo'] });
    const friends = await Promise.all(
      ['+380671110011', '+380671110012', '+380671110013'].map((phone) => createAccount(testApp, { phone, brands: ['glo'] })),
    );
    const honestFriend = await createAccount(testApp, { phone: '+380671110015', brands: ['glo'] });
    const statuses = ['rewarded', 'reversed', 'pending'] as const;
    for (const [index, friend] of friends.entries()) {
      await testApp.database.db.insert(referrals).values({
        inviterId: inviter.ids.glo ?? 0,
        invitedId: friend.ids.glo ?? 0,
        code: 'REW-TEST',
        status: statuses[index] ?? 'pending',
        rewardXp: statuses[index] === 'rewarded' ? 100 : 0,
      });
      // Every friend's order goes to the same flat.
      await insertTestOrder(testApp.database.db, { customerId: friend.ids.glo ?? 0, brand: 'glo' });
    }
    await testApp.database.db.insert(referrals).values({
      inviterId: honest.ids.glo ?? 0,
      invitedId: honestFriend.ids.glo ?? 0,
      code: 'REW-OK',
      status: 'rewarded',
      rewardXp: 100,
    });
    const all = (await testApp.app.inject({ method: 'GET', url: '/api/admin/referrals', headers: as('support') })).json();
    const row = all.inviters.find((item: { customer_id: number }) => item.customer_id === inviter.ids.glo);
    expect(row).toMatchObject({ invited: 3, rewarded: 1, reversed: 1, pending: 1, capped: 0, xp_rewarded: 100 });
    expect(row.flags.sort()).toEqual(['refunds', 'shared_address']);
    const suspicious = (
      await testApp.app.inject({ method: 'GET', url: '/api/admin/referrals?suspicious=true', headers: as('marketing') })
    ).json();
    const ids = suspicious.inviters.map((item: { customer_id: number }) => item.customer_id);
    expect(ids).toContain(inviter.ids.glo);
    expect(ids).not.toContain(honest.ids.glo);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/referrals', headers: as('moderator') })).statusCode).toBe(
      403,
    );
  });
});

describe('feedback (moderator)', () => {
  it('lists feedback newest first by shop, with its photos, and as CSV', async () => {
    const person = await createAccount(testApp, { phone: '+380671110016', brands: ['glo'] });
    const order = await insertTestOrder(testApp.database.db, { customerId: person.ids.glo ?? 0, brand: 'glo' });
    const [entry] = await testApp.database.db
      .insert(feedback)
      .values({ customerId: person.ids.glo ?? 0, shop: 'glo', orderId: order.id, rating: 2, text: 'Курʼєр запізнився' })
      .returning();
    const [photo] = await testApp.database.db
      .insert(feedbackPhotos)
      .values({ feedbackId: entry?.id ?? 0, contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) })
      .returning();
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/admin/feedback?shop=glo', headers: as('moderator') });
    expect(listed.json().feedback[0]).toMatchObject({
      id: entry?.id,
      rating: 2,
      text: 'Курʼєр запізнився',
      photo_ids: [photo?.id],
      phone: person.phone,
    });
    const image = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/feedback/${entry?.id}/photos/${photo?.id}`,
      headers: as('moderator'),
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const csv = await testApp.app.inject({ method: 'GET', url: '/api/admin/feedback?format=csv', headers: as('moderator') });
    expect(csv.body).toContain('Курʼєр запізнився');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: as('support') })).statusCode).toBe(
      403,
    );
  });
});

// The back-office API, its customers: search in any phone format, detail, XP adjustment through the ledger, blocking,
// the age verification queue, and the audit trail of back-office and command-line changes.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageVerificationRequests, auditLog, sessions, smsMessages } from '@loyalty/db/schema';
import { exitCodes } from '../../ops/cli.ts';
import { apiHeaders } from '../../test-app.ts';
import { balanceOf, creditXp } from '../loyalty/ledger.ts';
import { createAccount } from '../user/test-accounts.ts';
import { useBackOfficeHarness } from './test-office.ts';

const office = useBackOfficeHarness();
const { cli, as } = office;

describe('customers', () => {
  it('finds a person across both brands by phone in any format, by name and by e-mail; CSV too', async () => {
    const person = await createAccount(office.testApp, {
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
      const found = await office.testApp.app.inject({
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
    const csv = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/customers?query=0501234567&format=csv',
      headers: as('support'),
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('id,brand,phone,first_name,last_name,email,balance,orders_count,blocked,created_at');
    expect(csv.body).toContain('+380501234567');
    // A name a spreadsheet would run as a formula is neutralised in the file.
    await createAccount(office.testApp, {
      phone: '+380501234568',
      firstName: '=HYPERLINK("http://evil.example")',
      brands: ['glo'],
    });
    const risky = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/customers?query=0501234568&format=csv',
      headers: as('support'),
    });
    expect(risky.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('adjusts XP through the ledger with the reason, never below zero, and writes who did it', async () => {
    const person = await createAccount(office.testApp, { phone: '+380671110002', brands: ['ogo'] });
    const id = person.ids.ogo ?? 0;
    await office.testApp.database.db.transaction((tx) =>
      creditXp(tx, { customerId: id, brand: 'ogo', amount: 100, reason: 'scan', sourceType: 'test', sourceRef: `admin-${id}` }),
    );
    const credited = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: as('support'),
      payload: { amount: 50, reason: 'Компенсація за збій' },
    });
    expect(credited.json()).toMatchObject({ balance: 150 });
    const tooMuch = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: as('support'),
      payload: { amount: -151, reason: 'Помилкове нарахування' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('insufficient_xp');
    expect(await balanceOf(office.testApp.database.db, id)).toBe(150);
    const noReason = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: as('support'),
      payload: { amount: 5, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields[0].field).toContain('reason');
    // The customer's own balance follows.
    const balance = await office.testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=ogo', headers: person.headers });
    expect(balance.json().balance).toBe(150);
    const detail = await office.testApp.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers: as('support') });
    expect(detail.json().ledger[0]).toMatchObject({
      amount: 50,
      reason: 'adjustment',
      note: 'Компенсація за збій',
      balance_after: 150,
    });
    const [entry] = await office.testApp.database.db
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
    const person = await createAccount(office.testApp, { phone: '+380671110003', brands: ['glo', 'ogo'] });
    const id = person.ids.glo ?? 0;
    const blocked = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/block`,
      headers: as('support'),
      payload: { reason: 'Шахрайство з кодами' },
    });
    expect(blocked.statusCode).toBe(200);
    expect(
      (await office.testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=glo', headers: person.headers })).statusCode,
    ).toBe(401);
    const live = await office.testApp.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.phone} = ${person.phone} and ${sessions.revokedAt} is null`);
    expect(live).toHaveLength(0);
    const code = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login-sms',
      headers: apiHeaders,
      remoteAddress: '10.9.0.3',
      payload: { phone: person.phone },
    });
    expect(code.statusCode).toBe(403);
    expect(code.json().error.code).toBe('account_blocked');
    const detail = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${person.ids.ogo}`,
      headers: as('support'),
    });
    expect(detail.json().blocked).toMatchObject({ reason: 'Шахрайство з кодами' });
    const unblocked = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/unblock`,
      headers: as('support'),
      payload: { reason: 'Перевірено' },
    });
    expect(unblocked.statusCode).toBe(200);
    // Signing in is possible again: no more account_blocked (the code sent a moment ago is still in its cooldown).
    const after = await office.testApp.app.inject({
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
    const person = await createAccount(office.testApp, { phone: '+380671110004', brands: ['glo'] });
    const [request] = await office.testApp.database.db
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
    const queue = await office.testApp.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: as('moderator') });
    expect(queue.json().requests.some((row: { id: number }) => row.id === request?.id)).toBe(true);
    const photo = await office.testApp.app.inject({
      method: 'GET',
      url: `/api/admin/verifications/${request?.id}/photo`,
      headers: as('moderator'),
    });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const approved = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/approve`,
      headers: as('moderator'),
    });
    expect(approved.statusCode).toBe(200);
    const again = await office.testApp.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${request?.id}/reject`,
      headers: as('moderator'),
      payload: { reason: 'Нечитабельне фото' },
    });
    expect(again.statusCode).toBe(409);
    const told = await office.testApp.database.db.select().from(smsMessages).where(eq(smsMessages.phone, person.phone));
    expect(told.some((message) => message.body.includes('вік підтверджено'))).toBe(true);
    const status = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/verification/status?product=glo',
      headers: person.headers,
    });
    expect(status.body).toContain('approved');
    const [entry] = await office.testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'verification.approve'));
    expect(entry).toMatchObject({ role: 'moderator', targetType: 'verification', targetId: String(request?.id) });
  });
});

describe('audit trail', () => {
  it('lists back-office and command-line changes for admins only, filtered, and as CSV; rows cannot be changed', async () => {
    await createAccount(office.testApp, { phone: '+380671110005', brands: ['glo'] });
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
    const listed = await office.testApp.app.inject({
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
    expect((await office.testApp.app.inject({ method: 'GET', url: '/api/admin/audit', headers: as('support') })).statusCode).toBe(
      403,
    );
    const oldestFirst = (
      await office.testApp.app.inject({ method: 'GET', url: '/api/admin/audit?sort=created_at&per_page=5', headers: as('admin') })
    ).json().entries as { id: number }[];
    expect(oldestFirst.map((row) => row.id)).toEqual([...oldestFirst.map((row) => row.id)].sort((a, b) => a - b));
    const csv = await office.testApp.app.inject({ method: 'GET', url: '/api/admin/audit?format=csv', headers: as('admin') });
    expect(csv.body.split('\n')[0]).toBe('id,created_at,actor,role,action,target_type,target_id,reason,before,after,request_id');
    // A read-only command writes nothing.
    const before = (await office.testApp.database.db.select().from(auditLog)).length;
    await cli('status');
    expect((await office.testApp.database.db.select().from(auditLog)).length).toBe(before);
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await office.testApp.database.db.execute(statement);
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

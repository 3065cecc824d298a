// Staff account security: the second factor cannot be turned off or replaced with a session alone, and
// turning it off is its own audited action; password checks are counted before they run, so parallel tries cannot pass
// the limits; a TOTP code is accepted once; the answer never confirms a password without the code; common passwords
// are refused; the current password cannot be guessed through the password change; strangers cannot lock a staff
// member out of their own browser; sign-ins, failures, logouts and second-factor changes are audited and commit with
// what they change; a change sent from another site is refused; admin answers are never stored.
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@loyalty/contracts/admin';
import { auditLog, packCodes, staffAccounts, staffSessions } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import * as auditService from '../audit/service.ts';
import { opsActor } from '../audit/service.ts';
import { loginLimits, networkOf, staffDeviceCookieName } from './login-limit.ts';
import { hashPassword } from './password.ts';
import { createStaff } from './staff.ts';

let testApp: TestApp;
const password = 'correct horse battery staple';
let seq = 0;
/** Each test signs in from its own addresses: failures count per network. */
let subnet = 0;
function addresses(): (host: number) => string {
  subnet += 1;
  return (host) => `10.35.${subnet}.${host}`;
}

interface Member {
  id: number;
  email: string;
}

/** A staff account whose password is `password`, already changed from the generated one. */
async function newMember(role: StaffRole = 'support'): Promise<Member> {
  seq += 1;
  const email = `security${seq}@staff.example`;
  const { staff } = await createStaff(testApp.database.db, { email, role }, opsActor('test'));
  await testApp.database.db
    .update(staffAccounts)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false })
    .where(eq(staffAccounts.id, staff.id));
  return { id: staff.id, email };
}

function login(body: Record<string, unknown>, remoteAddress: string, cookies: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: body, remoteAddress, cookies });
}

async function signIn(member: Member, remoteAddress: string, totp?: string): Promise<string> {
  const answer = await login({ email: member.email, password, ...(totp ? { totp } : {}) }, remoteAddress);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().token as string;
}

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
}

function totpOf(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
}

/** Turns the second factor on for a signed-in member (with the current step's code); answers its authenticator. */
async function turnOnTotp(token: string): Promise<OTPAuth.TOTP> {
  const setup = await call('POST', '/api/admin/auth/totp/setup', token, { current_password: password });
  expect(setup.statusCode, setup.body).toBe(200);
  const totp = totpOf(setup.json().secret);
  const enabled = await call('POST', '/api/admin/auth/totp/enable', token, { code: totp.generate() });
  expect(enabled.statusCode, enabled.body).toBe(200);
  expect(enabled.json().staff.totp_enabled).toBe(true);
  return totp;
}

/**
 * The server's clock, moved by whole 30-second steps: each code is accepted once and never an older one, so a test that
 * uses several codes lets time pass between them (only Date is faked; timers run as usual).
 */
function nextStep(): void {
  vi.setSystemTime(Date.now() + 30_000);
}

/** A code of the authenticator `steps` time steps from now. */
function codeAt(totp: OTPAuth.TOTP, steps: number): string {
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function auditActions(member: Member): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'staff'), eq(auditLog.targetId, String(member.id))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('the second factor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cannot be turned off or replaced with a session alone: setup needs the password and a current code (else 409)', async () => {
    const member = await newMember();
    const ip = addresses();
    const token = await signIn(member, ip(1));
    const totp = await turnOnTotp(token);
    nextStep();

    // The stolen-cookie case of the issue: a session and nothing else.
    const bare = await call('POST', '/api/admin/auth/totp/setup', token, { current_password: password });
    expect(bare.statusCode).toBe(409);
    const wrong = await call('POST', '/api/admin/auth/totp/setup', token, {
      current_password: 'not the password',
      code: codeAt(totp, 0),
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .error.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['code', 'current_password']);
    // Still on: a sign-in without the code is refused.
    expect((await login({ email: member.email, password }, ip(2))).statusCode).toBe(401);

    // Replacing: the new secret waits until confirmed; the authenticator in use keeps working until then.
    const replace = await call('POST', '/api/admin/auth/totp/setup', token, {
      current_password: password,
      code: codeAt(totp, 0),
    });
    expect(replace.statusCode, replace.body).toBe(200);
    const [row] = await testApp.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, member.id));
    expect(row).toMatchObject({ totpSecret: totp.secret.base32, totpPendingSecret: replace.json().secret });
    expect(row?.totpEnabledAt).not.toBeNull();
    nextStep();
    await signIn(member, ip(3), codeAt(totp, 0));
    nextStep();
    const replacement = totpOf(replace.json().secret);
    expect((await call('POST', '/api/admin/auth/totp/enable', token, { code: codeAt(replacement, 0) })).statusCode).toBe(200);
    nextStep();
    expect((await login({ email: member.email, password, totp: codeAt(totp, 0) }, ip(4))).statusCode).toBe(401);
    await signIn(member, ip(5), codeAt(replacement, 0));
  });

  it('is turned off with the password and a code: audited, and the account’s other sessions end', async () => {
    const member = await newMember();
    const ip = addresses();
    const token = await signIn(member, ip(1));
    const totp = await turnOnTotp(token);
    nextStep();
    const other = await signIn(member, ip(2), codeAt(totp, 0));
    nextStep();

    const noCode = await call('POST', '/api/admin/auth/totp/disable', token, { current_password: password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.fields[0].field).toContain('code');
    const wrong = await call('POST', '/api/admin/auth/totp/disable', token, {
      current_password: password,
      code: codeAt(totp, 5),
    });
    expect(wrong.statusCode).toBe(400);
    const off = await call('POST', '/api/admin/auth/totp/disable', token, { current_password: password, code: codeAt(totp, 0) });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().staff.totp_enabled).toBe(false);
    expect((await call('GET', '/api/admin/auth/me', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/auth/me', other)).statusCode).toBe(401);
    await signIn(member, ip(3));
    const again = await call('POST', '/api/admin/auth/totp/disable', token, {
      current_password: password,
      code: codeAt(totp, 0),
    });
    expect(again.statusCode).toBe(409);

    const actions = await auditActions(member);
    expect(actions).toEqual(
      expect.arrayContaining(['staff.totp-setup', 'staff.totp-enable', 'staff.totp-disable', 'staff.confirm-failed']),
    );
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.totp-disable'), eq(auditLog.targetId, String(member.id))));
    expect(entry).toMatchObject({ actor: member.email, staffId: member.id, after: { totp_enabled: false } });
  });

  it('turning it on ends the account’s other sessions, opened without it', async () => {
    const member = await newMember();
    const ip = addresses();
    const token = await signIn(member, ip(1));
    const other = await signIn(member, ip(2));
    await turnOnTotp(token);
    expect((await call('GET', '/api/admin/auth/me', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/auth/me', other)).statusCode).toBe(401);
  });

  it('accepts each code once: not the code that turned it on, not one already used to sign in, not an older one', async () => {
    const member = await newMember();
    const ip = addresses();
    const token = await signIn(member, ip(1));
    const setup = await call('POST', '/api/admin/auth/totp/setup', token, { current_password: password });
    const totp = totpOf(setup.json().secret);
    const enableCode = codeAt(totp, 0);
    expect((await call('POST', '/api/admin/auth/totp/enable', token, { code: enableCode })).statusCode).toBe(200);

    // The case: the code used to turn it on signed in twice afterwards.
    const reused = await login({ email: member.email, password, totp: enableCode }, ip(2));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('invalid_credentials');
    nextStep();
    await signIn(member, ip(3), codeAt(totp, 0));
    expect((await login({ email: member.email, password, totp: codeAt(totp, 0) }, ip(4))).statusCode).toBe(401);
    // The step before the one used: older, so refused although it is within the window.
    expect((await login({ email: member.email, password, totp: codeAt(totp, -1) }, ip(5))).statusCode).toBe(401);
    expect(await auditActions(member)).toEqual(expect.arrayContaining(['staff.login-failed']));
    const [failure] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login-failed'), eq(auditLog.targetId, String(member.id))))
      .limit(1);
    expect(failure?.after).toMatchObject({ reason: 'code-reused' });
  });

  it('two sign-ins with the same code at once: one gets in', async () => {
    const member = await newMember();
    const ip = addresses();
    const token = await signIn(member, ip(1));
    const totp = await turnOnTotp(token);
    nextStep();
    const code = codeAt(totp, 0);
    const answers = await Promise.all(
      [1, 2, 3].map((host) => login({ email: member.email, password, totp: code }, ip(10 + host))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });
});

describe('the sign-in answer', () => {
  it('is the same whether the password or the code is missing or wrong, and takes a password check every time', async () => {
    const member = await newMember();
    const ip = addresses();
    const token = await signIn(member, ip(1));
    const totp = await turnOnTotp(token);
    const cases: [string, Record<string, unknown>][] = [
      ['right password, no code', { email: member.email, password }],
      ['right password, wrong code', { email: member.email, password, totp: codeAt(totp, 10) }],
      ['wrong password, no code', { email: member.email, password: 'not the password' }],
      ['wrong password, right code', { email: member.email, password: 'not the password', totp: codeAt(totp, 0) }],
      ['unknown e-mail', { email: `nobody${seq}@staff.example`, password }],
    ];
    const answers = new Map<string, { status: number; error: unknown }>();
    const times = new Map<string, number>();
    for (const [index, [name, body]] of cases.entries()) {
      const started = performance.now();
      const answer = await login(body, ip(10 + index));
      times.set(name, performance.now() - started);
      answers.set(name, { status: answer.statusCode, error: { ...answer.json().error, requestId: undefined } });
    }
    const first = answers.get('wrong password, no code');
    expect(first?.status).toBe(401);
    for (const [name, answer] of answers) expect(answer, name).toEqual(first);
    // Each case ran scrypt (about 100 ms here; an answer without it would take a few ms): the slowest is at most a few
    // times the fastest, not tens of times.
    const fastest = Math.min(...times.values());
    const slowest = Math.max(...times.values());
    expect(slowest / fastest, JSON.stringify(Object.fromEntries(times))).toBeLessThan(5);
  });
});

describe('the limits on password checks', () => {
  it('100 parallel wrong passwords for one account from one address: at most 5 are checked', async () => {
    const member = await newMember();
    const ip = addresses();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login({ email: member.email, password: 'not the password' }, ip(1))),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(checked).toBe(loginLimits.perAccountAndNetwork);
    expect(limited).toHaveLength(100 - loginLimits.perAccountAndNetwork);
    expect(limited[0]?.headers['retry-after']).toBe(String(loginLimits.windowMinutes * 60));
  }, 60_000);

  it('counts wrong current passwords of the password change with the sign-in failures', async () => {
    const member = await newMember();
    const ip = addresses();
    const token = await signIn(member, ip(1));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/auth/password',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: ip(1),
        payload: { current_password: `wrong guess ${attempt}`, new_password: 'a brand new passphrase 77' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    // The same budget as signing in from there.
    expect((await login({ email: member.email, password }, ip(1))).statusCode).toBe(429);
  });

  it('five failures from one address do not lock the account for its member elsewhere', async () => {
    const member = await newMember();
    const ip = addresses();
    for (let attempt = 0; attempt < loginLimits.perAccountAndNetwork; attempt += 1) {
      expect((await login({ email: member.email, password: 'not the password' }, ip(66))).statusCode).toBe(401);
    }
    expect((await login({ email: member.email, password }, ip(66))).statusCode).toBe(429);
    await signIn(member, ip(1));
  });

  it('counts an IPv6 /64 as one address', async () => {
    const member = await newMember();
    expect(networkOf('2001:db8:35:1:aaaa::1')).toBe('2001:db8:35:1::/64');
    expect(networkOf('::ffff:10.35.0.1')).toBe('10.35.0.1');
    for (let host = 1; host <= loginLimits.perAccountAndNetwork; host += 1) {
      await login({ email: member.email, password: 'not the password' }, `2001:db8:35:1::${host}`);
    }
    expect((await login({ email: member.email, password }, '2001:db8:35:1::99')).statusCode).toBe(429);
    expect((await login({ email: member.email, password }, '2001:db8:35:2::1')).statusCode).toBe(200);
  });

  // Dozens of password hashes (scrypt, deliberately slow) on two shared cores: past the default 20 s when CI is busy.
  it('failures from many addresses stop unknown browsers, but the member’s own browser still signs in', async () => {
    const member = await newMember();
    const ip = addresses();
    const known = await login({ email: member.email, password }, ip(1));
    expect(known.statusCode).toBe(200);
    const deviceCookie = known.cookies.find((cookie) => cookie.name === staffDeviceCookieName);
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/auth/login' });
    for (let attempt = 0; attempt < loginLimits.perAccount; attempt += 1) {
      const host = 100 + Math.floor(attempt / loginLimits.perAccountAndNetwork);
      expect((await login({ email: member.email, password: 'not the password' }, ip(host))).statusCode).toBe(401);
    }
    const stranger = await login({ email: member.email, password }, ip(200));
    expect(stranger.statusCode).toBe(429);
    const own = await login({ email: member.email, password }, ip(201), { [staffDeviceCookieName]: deviceCookie?.value ?? '' });
    expect(own.statusCode, own.body).toBe(200);
    // Another account's browser is a stranger here.
    const someoneElse = await newMember();
    const theirs = (await login({ email: someoneElse.email, password }, ip(2))).cookies.find(
      (cookie) => cookie.name === staffDeviceCookieName,
    );
    expect(
      (await login({ email: member.email, password }, ip(202), { [staffDeviceCookieName]: theirs?.value ?? '' })).statusCode,
    ).toBe(429);
  }, 120_000);
});

describe('passwords', () => {
  it('refuses common and trivial passwords', async () => {
    const member = await newMember();
    const token = await signIn(member, addresses()(1));
    for (const weak of ['aaaaaaaaaaaa', '123456789012', 'password1234', 'qwertyuiopas', 'iloveyou2024']) {
      const answer = await call('POST', '/api/admin/auth/password', token, { current_password: password, new_password: weak });
      expect(answer.statusCode, weak).toBe(400);
      expect(answer.json().error.fields[0].field, weak).toBe('new_password');
    }
    const strong = await call('POST', '/api/admin/auth/password', token, {
      current_password: password,
      new_password: 'lantern orchard velvet 42',
    });
    expect(strong.statusCode, strong.body).toBe(200);
  });
});

describe('the audit trail of staff accounts', () => {
  it('records sign-ins, failed sign-ins (unknown e-mails too) and logouts', async () => {
    const member = await newMember();
    const ip = addresses();
    await login({ email: member.email, password: 'not the password' }, ip(1));
    const token = await signIn(member, ip(2));
    expect((await call('POST', '/api/admin/auth/logout', token)).statusCode).toBe(200);
    expect(await auditActions(member)).toEqual(['staff.create', 'staff.login-failed', 'staff.login', 'staff.logout']);
    const [signedIn] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login'), eq(auditLog.targetId, String(member.id))));
    expect(signedIn).toMatchObject({ actorType: 'staff', staffId: member.id, actor: member.email, role: 'support' });
    expect(signedIn?.after).toMatchObject({ ip: ip(2) });
    const stranger = `stranger${seq}@staff.example`;
    await login({ email: stranger, password }, ip(3));
    const [unknown] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.actor, stranger));
    expect(unknown).toMatchObject({ action: 'staff.login-failed', staffId: null, after: { reason: 'unknown-account' } });
  });

  it('a sign-in, a new pack-code batch and a code import do not commit without their audit entries', async () => {
    const marketing = await newMember('marketing');
    const token = await signIn(marketing, addresses()(1));
    // Audit entries of these actions fail to be written, as a failing insert would: what was to commit with them must
    // not. A spy for this test only, so the file shares its worker's modules with the others.
    const refusedAuditActions = new Set(['pack-codes.generate', 'pack-codes.import', 'staff.login']);
    const recordAudit = auditService.recordAudit;
    const refusing = vi.spyOn(auditService, 'recordAudit').mockImplementation(async (...args) => {
      if (refusedAuditActions.has(args[2].action)) throw new Error(`audit entry ${args[2].action} refused by the test`);
      return recordAudit(...args);
    });
    try {
      const batch = await call('POST', '/api/admin/pack-codes/batches', token, {
        brand: 'glo',
        xp: 5,
        count: 3,
        kind: 'sticks',
        batch: 'no-audit-no-codes',
      });
      expect(batch.statusCode).toBe(500);
      const imported = await call('POST', '/api/admin/pack-codes/import', token, {
        csv: 'code,brand,xp\nAUDITREFUSED0001,glo,5\n',
      });
      expect(imported.statusCode).toBe(500);
      const codes = await testApp.database.db
        .select()
        .from(packCodes)
        .where(sql`${packCodes.batch} = 'no-audit-no-codes' or ${packCodes.code} = 'AUDITREFUSED0001'`);
      expect(codes).toHaveLength(0);

      const sessionsBefore = await testApp.database.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.staffId, marketing.id));
      expect((await login({ email: marketing.email, password }, addresses()(1))).statusCode).toBe(500);
      const sessionsAfter = await testApp.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, marketing.id));
      expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    } finally {
      refusing.mockRestore();
    }
  });
});

describe('changes from other sites', () => {
  it('are refused on every /api/admin change, bodiless ones included, before they run', async () => {
    const admin = await newMember('admin');
    const token = await signIn(admin, addresses()(1));
    const cookies = { staff_session: token };
    const foreign = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      // Another port of the same host is another origin.
      { origin: 'http://localhost:8080' },
    ];
    const bodiless = [
      '/api/admin/customers/1/sessions/revoke',
      '/api/admin/jobs/1/retry',
      '/api/admin/news/1/push',
      '/api/admin/auth/totp/setup',
      '/api/admin/auth/logout',
    ];
    for (const url of bodiless) {
      for (const headers of foreign) {
        const answer = await testApp.app.inject({ method: 'POST', url, cookies, headers });
        expect(answer.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.json().error.code).toBe('cross_site_request');
      }
    }
    const patch = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${admin.id}`,
      cookies,
      headers: { origin: 'https://evil.example' },
      payload: { role: 'support' },
    });
    expect(patch.statusCode).toBe(403);
    // The session survived all of that; the app's own page may log out (inject's Host is localhost:80, and a browser
    // leaves the default port out of Origin).
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me', cookies })).statusCode).toBe(200);
    const own = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      cookies,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me', cookies })).statusCode).toBe(401);
  });

  it('with PUBLIC_URL set, only its origin counts as the app’s own', async () => {
    const withPublicUrl = await buildTestApp({ env: { PUBLIC_URL: 'https://loyalty.example.com/' } });
    try {
      const url = '/api/admin/auth/login';
      const payload = { email: 'nobody@staff.example', password: 'whatever' };
      const fromHost = await withPublicUrl.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { origin: 'http://localhost:80' },
      });
      expect(fromHost.statusCode).toBe(403);
      const fromPublic = await withPublicUrl.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { origin: 'https://loyalty.example.com' },
      });
      expect(fromPublic.statusCode).toBe(401);
    } finally {
      await withPublicUrl.close();
    }
  });
});

describe('admin answers', () => {
  it('are marked no-store: JSON, CSV and errors', async () => {
    const admin = await newMember('admin');
    const token = await signIn(admin, addresses()(1));
    const answers = [
      await call('GET', '/api/admin/auth/me', token),
      await call('GET', '/api/admin/audit?format=csv', token),
      await testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me' }),
      await call('GET', '/api/admin/customers/999999', token),
      await login({ email: admin.email, password }, addresses()(1)),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body.slice(0, 80)).toBe('no-store');
    expect(answers[1]?.headers['content-type']).toMatch(/^text\/csv/);
    // Not the customer API.
    const health = await testApp.app.inject({ method: 'GET', url: '/api/catalog/products?v=glo' });
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});

// The back-office API, its staff: sign-in and its rules (limits, second factor, password change), and the role matrix
// of every /api/admin route (one table).
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog, staffSessions } from '@loyalty/db/schema';
import { exitCodes } from '../../ops/cli.ts';
import { createAccount } from '../user/test-accounts.ts';
import { createStaff } from './staff.ts';
import { opsActor } from '../audit/service.ts';
import { roleAllows } from './access.ts';
import { staffPassword as password, useBackOfficeHarness } from './test-office.ts';

// The role matrix calls every admin route six times: past the default 600 calls a minute once the back-office grew.
const office = useBackOfficeHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const { cli, login, staffToken, as } = office;

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
    const beforeChange = await office.testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(beforeChange.statusCode).toBe(403);
    expect(beforeChange.json().error.code).toBe('password_change_required');
    const weak = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: generated, new_password: 'owner-123456789' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields[0].field).toBe('new_password');
    // The password is not in the audit trail; the creation is.
    const entries = await office.testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
    expect(JSON.stringify(entries)).not.toContain(generated);
    expect(
      entries.some((entry) => entry.actor === 'ops' && (entry.after as { email: string }).email === 'owner@example.com'),
    ).toBe(true);
    const again = await cli('staff:create', '--email', 'owner@example.com', '--role', 'support');
    expect(again.code).not.toBe(exitCodes.ok);
  });

  it('answers one 401 for a wrong password, an unknown e-mail and a disabled account, and 429 after five failures', async () => {
    const email = `limited${office.nextSeq()}@staff.example`;
    const created = await createStaff(office.testApp.database.db, { email, role: 'support' }, opsActor('test'));
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
    expect((await office.testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers })).statusCode).toBe(200);
    await office.testApp.database.db.update(staffSessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    // Every session went idle here: sign the matrix's accounts in again afterwards.
    expect((await office.testApp.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers })).statusCode).toBe(401);
    await office.testApp.database.db.update(staffSessions).set({ lastSeenAt: new Date() });
    const other = await staffToken('moderator');
    const out = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(out.statusCode).toBe(200);
    expect(
      (
        await office.testApp.app.inject({
          method: 'GET',
          url: '/api/admin/auth/me',
          headers: { authorization: `Bearer ${other}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('requires the authenticator code once the second factor is on', async () => {
    const email = `totp${office.nextSeq()}@staff.example`;
    const token = await (async () => {
      const created = await createStaff(office.testApp.database.db, { email, role: 'marketing' }, opsActor('test'));
      const first = (await login({ email, password: created.password }, '10.0.5.1')).json().token as string;
      await office.testApp.app.inject({
        method: 'POST',
        url: '/api/admin/auth/password',
        headers: { authorization: `Bearer ${first}` },
        payload: { current_password: created.password, new_password: password },
      });
      return first;
    })();
    const headers = { authorization: `Bearer ${token}` };
    const setup = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/setup',
      headers,
      payload: { current_password: password },
    });
    const { secret, otpauth_url: url } = setup.json();
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const wrong = await office.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enable',
      headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await office.testApp.app.inject({
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
    await office.signInAllRoles();
    const customer = await createAccount(office.testApp, { phone: '+380671110001', brands: ['glo'] });
    // Logout would end the matrix's own sessions mid-way; it is tested above.
    const routes = office.testApp.app.adminRoutes.filter(
      (route) => route.access !== 'public' && route.url !== '/api/admin/auth/logout',
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.url.replace(':id', '999999');
      const call = (headers: Record<string, string>) =>
        office.testApp.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
      expect((await call({})).statusCode, `${route.method} ${url} without a session`).toBe(401);
      expect((await call(customer.headers)).statusCode, `${route.method} ${url} with a customer session`).toBe(401);
      for (const role of ['admin', 'support', 'moderator', 'marketing'] as const) {
        const status = (await call(as(role))).statusCode;
        if (roleAllows(route.access, role)) expect(status, `${role} ${route.method} ${url}`).not.toBe(403);
        else expect(status, `${role} ${route.method} ${url}`).toBe(403);
      }
    }
    // Fresh sessions for the tests below.
    await office.signInAllRoles();
    // About 600 calls and 24 password hashes: past the default 20 s on two shared cores under load (main too).
  }, 90_000);
});

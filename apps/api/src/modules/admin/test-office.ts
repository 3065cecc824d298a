// The back-office API's test files share this harness: one app per file, listening on loopback (the ops command line
// calls it like an operator's would), a signed-in staff member of each role, and the calls those files make.
import { afterAll, beforeAll, expect } from 'vitest';
import type { StaffRole } from '@loyalty/contracts/admin';
import { buildTestApp, runTestOpsCli, type TestApp, type TestAppOptions } from '../../test-app.ts';
import { opsActor } from '../audit/service.ts';
import { createStaff } from './staff.ts';

/** What every staff member of the harness changes their generated password to. */
export const staffPassword = 'correct horse battery staple';

const roles = ['admin', 'support', 'moderator', 'marketing'] as const;

/** Builds the harness's app (with `options`, as buildTestApp takes them) before the file's tests and closes it after them. */
export function useBackOfficeHarness(options: TestAppOptions = {}) {
  let app: TestApp | undefined;
  let serverUrl = '';
  let seq = 0;
  const tokens: Partial<Record<StaffRole, string>> = {};
  const testApp = (): TestApp => {
    if (!app) throw new Error('the back-office harness is used before its beforeAll ran');
    return app;
  };
  const login = (body: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    testApp().app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: body, remoteAddress });
  const staffToken = async (role: StaffRole): Promise<string> => {
    seq += 1;
    const email = `${role}${seq}@staff.example`;
    const created = await createStaff(testApp().database.db, { email, role }, opsActor('test'));
    const first = await login({ email, password: created.password });
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().token as string;
    const changed = await testApp().app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: created.password, new_password: staffPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    return token;
  };
  const signInAllRoles = async () => {
    for (const role of roles) tokens[role] = await staffToken(role);
  };

  beforeAll(async () => {
    app = await buildTestApp(options);
    serverUrl = await app.app.listen({ host: '127.0.0.1', port: 0 });
    await signInAllRoles();
  });
  afterAll(async () => {
    await app?.close();
  });

  return {
    get testApp(): TestApp {
      return testApp();
    },
    get serverUrl(): string {
      return serverUrl;
    },
    /** `npm run ops -- …` against the harness's app: its exit code and what it wrote. */
    async cli(...argv: string[]) {
      return runTestOpsCli(serverUrl, argv);
    },
    login,
    /** A staff account of `role` that has changed its generated password, signed in: its bearer token. */
    staffToken,
    /** The authorization header of the harness's signed-in member of `role`. */
    as: (role: StaffRole) => ({ authorization: `Bearer ${tokens[role] ?? ''}` }),
    /** Signs a new member of every role in (after a test that ended the earlier ones' sessions). */
    signInAllRoles,
    /** A number no other account of this file has used, for unique e-mails. */
    nextSeq: () => (seq += 1),
  };
}

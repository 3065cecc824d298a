// Test support for the back-office: a staff account of a role, signed in through the real sign-in and with its
// generated password changed, as a bearer token.
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@loyalty/contracts/admin';
import type { TestApp } from '../../test-app.ts';
import { opsActor } from '../audit/service.ts';
import { passwordProblem } from './password.ts';
import { createStaff } from './staff.ts';

export async function signedInStaff(
  testApp: TestApp,
  role: StaffRole,
  email: string,
): Promise<{ id: number; token: string; headers: Record<string, string> }> {
  const created = await createStaff(testApp.database.db, { email, role }, opsActor('test'));
  const first = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: created.password },
  });
  if (first.statusCode !== 200) throw new Error(`staff login ${first.statusCode}: ${first.body}`);
  const token = first.json().token as string;
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: created.password, new_password: acceptablePassword(email) },
  });
  if (changed.statusCode !== 200) throw new Error(`staff password ${changed.statusCode}: ${changed.body}`);
  return { id: created.staff.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A random password the password rule accepts: a random one can, rarely, contain the e-mail's name ("boss"). */
function acceptablePassword(email: string): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (passwordProblem(password, email) === null) return password;
  }
}

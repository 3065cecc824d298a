// Staff account security (issue 35): common and trivial passwords are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@loyalty/contracts/admin';
import { staffAccounts } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { opsActor } from './audit.ts';
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

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
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

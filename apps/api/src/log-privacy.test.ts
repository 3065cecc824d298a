// Phone numbers in the log: a back-office journey that looks a customer up by phone in every usual
// spelling (customer search, order search, an unknown address), and the operator commands that take a phone
// (xp:adjust, offers:hyper-pro, one of them for a number without a customer). Every line the server wrote is then
// scanned for the number in any spelling; the lines that would have carried it are there, with the number masked to
// its last four digits and the personal query values redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodes } from './ops/cli.ts';
import { buildTestApp, runTestOpsCli, type TestApp } from './test-app.ts';
import { opsActor } from './modules/audit/service.ts';
import { createStaff } from './modules/admin/staff.ts';
import { createAccount } from './modules/user/test-accounts.ts';

const phone = '+380671120001';
/** The nine digits after +380: any spelling of the number has them in a row once its other characters are dropped. */
const nationalDigits = phone.slice(4);
const otherPhone = '+380671120002';

let testApp: TestApp;
let serverUrl: string;
let staffHeaders: Record<string, string>;

async function cli(...argv: string[]) {
  return runTestOpsCli(serverUrl, argv);
}

/** A signed-in back-office admin, as the back-office's sign-in makes one: the generated password changed first. */
async function signInAdmin(): Promise<Record<string, string>> {
  const email = 'admin@staff.example';
  const created = await createStaff(testApp.database.db, { email, role: 'admin' }, opsActor('test'));
  const first = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password: created.password },
    remoteAddress: '10.0.0.1',
  });
  expect(first.statusCode, first.body).toBe(200);
  const token = first.json().token as string;
  const changed = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: created.password, new_password: 'correct horse battery staple' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { authorization: `Bearer ${token}` };
}

/** Every string and number of a log line (keys too), however deep. */
function valuesOf(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => [key, ...valuesOf(item)]);
}

beforeAll(async () => {
  testApp = await buildTestApp({ captureLog: true });
  serverUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  await createAccount(testApp, { phone, brands: ['glo'] });
  staffHeaders = await signInAdmin();

  const searches = [
    `/api/admin/customers?query=${encodeURIComponent(phone)}`,
    '/api/admin/customers?query=0671120001&page=1&sort=phone',
    '/api/admin/customers?query=%2B38%20(067)%20112-00-01&format=csv',
    '/api/admin/orders?query=0671120001&per_page=20',
    '/api/admin/orders?q=0671120001',
    '/api/admin/orders?query=380671120001&brand=glo',
    '/api/admin/no-such-page/0671120001?query=067%20112%2000%2001',
  ];
  for (const url of searches) {
    const answer = await testApp.app.inject({ method: 'GET', url, headers: staffHeaders });
    expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(500);
  }

  const adjusted = await cli(
    'xp:adjust',
    '--phone',
    phone,
    '--brand',
    'glo',
    '--amount',
    '50',
    '--reason',
    'компенсація за 0671120001',
  );
  expect(adjusted.code, adjusted.stderr).toBe(exitCodes.ok);
  const offered = await cli('offers:hyper-pro', '--phone', '067 112 00 01');
  expect(offered.code, offered.stderr).toBe(exitCodes.ok);
  const nobody = await cli('xp:adjust', '--phone', otherPhone, '--brand', 'glo', '--amount', '5', '--reason', 'немає такого');
  expect(nobody.code).not.toBe(exitCodes.ok);
}, 120_000);
afterAll(() => testApp.close());

describe('the log of a journey that searches by phone', () => {
  it('carries the phone in no spelling on any line', () => {
    expect(testApp.logLines.length).toBeGreaterThan(10);
    const leaks = testApp.logLines.flatMap((line) =>
      valuesOf(line)
        .filter((value) => {
          const digits = value.replace(/%2B|%20/gi, ' ').replace(/\D/g, '');
          return digits.includes(nationalDigits) || digits.includes(otherPhone.slice(4));
        })
        .map((value) => `${String(line.msg)}: ${value}`),
    );
    expect(leaks).toEqual([]);
  });

  it('still says which searches were made, with the personal query values redacted', () => {
    const urls = testApp.logLines
      .map((line) => (line.req as { url?: string } | undefined)?.url)
      .filter((url): url is string => url?.startsWith('/api/admin/') === true);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/admin/customers?query=[redacted]',
        '/api/admin/customers?query=[redacted]&page=1&sort=phone',
        '/api/admin/customers?query=[redacted]&format=csv',
        '/api/admin/orders?query=[redacted]&per_page=20',
        '/api/admin/orders?q=[redacted]',
        '/api/admin/orders?query=[redacted]&brand=glo',
      ]),
    );
  });

  it("keeps the operator commands' lines, with the phone masked to its last four digits", () => {
    const adjust = testApp.logLines.find((line) => line.msg === 'ops xp:adjust');
    expect(adjust).toMatchObject({ phone: '+380*****0001', brand: 'glo', reason: 'компенсація за +380*****0001' });
    const offer = testApp.logLines.find((line) => line.msg === 'ops offers:hyper-pro');
    expect(offer).toMatchObject({ phone: '+380*****0001', offered: true });
  });
});

// The sign-in limits on PostgreSQL from separate connections: 100 parallel wrong passwords for one account
// check at most five, and parallel failures for many accounts from one network at most twenty; the attempt rows are
// written under advisory locks, which PGlite's one connection would serialise anyway.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { staffAccounts, staffLoginAttempts } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { opsActor } from '../audit/service.ts';
import { loginLimits } from './login-limit.ts';
import { createStaff } from './staff.ts';

const connections = 24;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'staff sign-in limits on PostgreSQL (needs TEST_DATABASE_URL; the CI sets it)',
  () => {
    let testApp: TestApp;
    let wide: DatabaseHandle;
    /** The same database served by an app whose pool really runs the sign-ins side by side. */
    let wideApp: TestApp;

    beforeAll(async () => {
      testApp = await buildTestApp();
      const driver = driverClientOf(testApp.database);
      if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
      wide = openPostgres(driver.connection, connections);
      wideApp = await buildTestApp({ database: wide });
    });
    afterAll(async () => {
      await wideApp?.close();
      await wide?.close();
      await testApp?.close();
    });

    function login(email: string, remoteAddress: string) {
      return wideApp.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email, password: 'not the password' },
        remoteAddress,
      });
    }

    it('100 parallel wrong passwords for one account from one address: five are checked, 95 answer 429', async () => {
      const { staff } = await createStaff(
        testApp.database.db,
        { email: 'race@staff.example', role: 'support' },
        opsActor('test'),
      );
      const answers = await Promise.all(Array.from({ length: 100 }, () => login(staff.email, '10.36.0.1')));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(loginLimits.perAccountAndNetwork);
      expect(statuses.filter((status) => status === 429)).toHaveLength(100 - loginLimits.perAccountAndNetwork);
      const rows = await testApp.database.db.select().from(staffLoginAttempts).where(eq(staffLoginAttempts.email, staff.email));
      expect(rows).toHaveLength(loginLimits.perAccountAndNetwork);
      const [account] = await testApp.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
      expect(account?.lastLoginAt).toBeNull();
    }, 120_000);

    it('parallel failures for 30 accounts from one address: twenty are checked', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          Promise.all([login(`guess${index}@staff.example`, '10.36.0.2'), login(`guess${index}@staff.example`, '10.36.0.2')]),
        ),
      );
      const statuses = answers.flat().map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(loginLimits.perNetwork);
      expect(statuses.filter((status) => status === 429)).toHaveLength(60 - loginLimits.perNetwork);
    }, 120_000);
  },
);

// The table-owner lint rule (local/table-owner in eslint.config.js, decision 0051) refuses a module reaching another
// module's table. Each fixture in apps/api/lint-fixtures/ reaches one owned table: linted as a file of a foreign
// module it fails, as a file of the owner it passes. A raw SQL fixture names four owned tables without importing them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

function fixture(name: string): string {
  return readFileSync(new URL(`../lint-fixtures/${name}`, import.meta.url), 'utf8');
}

async function ownerMessages(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${repoRoot}${filePath}` });
  // Every other problem would hide behind a passing "no table-owner message": the fixtures must lint clean otherwise.
  expect(result?.messages.filter((message) => message.ruleId !== 'local/table-owner')).toEqual([]);
  return (result?.messages ?? []).map((message) => message.message);
}

const cases = [
  { table: 'news', fixture: 'news-outside-content.ts', owner: 'content', foreign: 'push' },
  { table: 'customers', fixture: 'customers-outside-user.ts', owner: 'user', foreign: 'auth' },
  { table: 'xp_ledger', fixture: 'xp-ledger-outside-loyalty.ts', owner: 'loyalty', foreign: 'admin' },
  { table: 'orders', fixture: 'orders-outside-orders.ts', owner: 'orders', foreign: 'payments' },
  { table: 'order_payments', fixture: 'order-payments-outside-payments.ts', owner: 'payments', foreign: 'orders' },
  { table: 'customer_tiers', fixture: 'customer-tiers-outside-tiers.ts', owner: 'tiers', foreign: 'loyalty' },
  { table: 'segments', fixture: 'segments-outside-segments.ts', owner: 'segments', foreign: 'push' },
] as const;

describe('one owner per table', () => {
  for (const { table, fixture: name, owner, foreign } of cases) {
    it(`refuses the ${table} table reached from the ${foreign} module`, async () => {
      const messages = await ownerMessages(fixture(name), `apps/api/src/modules/${foreign}/reach.ts`);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(`The ${table} table belongs to the ${owner} module`);
    }, 30_000);

    it(`lets the ${owner} module use its ${table} table`, async () => {
      expect(await ownerMessages(fixture(name), `apps/api/src/modules/${owner}/reach.ts`)).toEqual([]);
    }, 30_000);
  }

  it('refuses owned tables outside the modules too (plugins, jobs, ops)', async () => {
    const messages = await ownerMessages(fixture('orders-outside-orders.ts'), 'apps/api/src/jobs/reach.ts');
    expect(messages).toEqual([expect.stringContaining('The orders table belongs to the orders module')]);
  }, 30_000);

  it('lets tests and testing.ts helpers set up rows of any table', async () => {
    expect(await ownerMessages(fixture('customers-outside-user.ts'), 'apps/api/src/modules/auth/testing.ts')).toEqual([]);
    expect(await ownerMessages(fixture('customers-outside-user.ts'), 'apps/api/src/modules/auth/reach.test.ts')).toEqual([]);
  }, 30_000);

  it('refuses raw SQL naming a foreign table after from, join, into or update', async () => {
    const messages = await ownerMessages(fixture('raw-sql-outside-owners.ts'), 'apps/api/src/modules/velo/reach.ts');
    expect(messages.toSorted()).toEqual([
      expect.stringContaining('reaches the customers table, which belongs to the user module'),
      expect.stringContaining('reaches the order_payments table, which belongs to the payments module'),
      expect.stringContaining('reaches the orders table, which belongs to the orders module'),
      expect.stringContaining('reaches the xp_ledger table, which belongs to the loyalty module'),
    ]);
    // In the user module only the other owners' tables are refused.
    const inUser = await ownerMessages(fixture('raw-sql-outside-owners.ts'), 'apps/api/src/modules/user/reach.ts');
    expect(inUser.some((message) => message.includes('customers table'))).toBe(false);
    expect(inUser).toHaveLength(3);
  }, 30_000);
});

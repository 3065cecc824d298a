// queryStatementOfForm: a statement compiled once per form must bind each call's own values, never keep a
// value of the call that compiled it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryStatementOfForm, type DatabaseHandle } from './client.ts';
import { createTestDatabase } from './testing.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('queryStatementOfForm', () => {
  it("answers each call with its own values, the form's text compiled once", async () => {
    let builds = 0;
    const run = (value: number, label: string) =>
      queryStatementOfForm<{ doubled: number; label: string }>(
        database.db,
        'test\u0000doubled',
        () => {
          builds += 1;
          return sql`select (${sql.placeholder('value')}::integer * 2) as doubled, ${sql.placeholder('label')}::text as label`;
        },
        { value, label },
      );
    expect(await run(2, 'two')).toEqual([{ doubled: 4, label: 'two' }]);
    expect(await run(21, 'twenty-one')).toEqual([{ doubled: 42, label: 'twenty-one' }]);
    const parallel = await Promise.all([5, 6, 7].map((value) => run(value, String(value))));
    expect(parallel).toEqual([5, 6, 7].map((value) => [{ doubled: value * 2, label: String(value) }]));
    expect(builds).toBe(1);
  });

  it('refuses a statement with a literal value, which every later call of the form would send', async () => {
    const customerId = 7;
    await expect(
      queryStatementOfForm(database.db, 'test\u0000literal', () => sql`select ${customerId}::integer as id`, {}),
    ).rejects.toThrow(/sql.placeholder/);
  });
});

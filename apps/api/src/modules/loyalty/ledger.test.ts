// The ledger's invariants on a real database: property tests over any sequence of credits, debits and retries, the
// refusal of overdrafts, and (on PostgreSQL) parallel debits and credits from separate connections.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, queryRows, type DatabaseHandle } from '@loyalty/db/client';
import { createTestDatabase } from '@loyalty/db/testing';
import { xpAccounts, xpLedger } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { createPerson } from '../auth/testing.ts';
import { balanceOf, creditXp, debitXp, type LedgerEntryInput } from './ledger.ts';

let handle: DatabaseHandle;
let phoneSeq = 0;

async function newCustomer(): Promise<number> {
  phoneSeq += 1;
  const people = await createPerson(handle.db, { phone: `+38050${String(1_000_000 + phoneSeq).slice(-7)}`, brands: ['glo'] });
  const id = people.glo?.id;
  if (id === undefined) throw new Error('no customer');
  return id;
}

function entry(customerId: number, amount: number, sourceRef: string, sourceType = 'test'): LedgerEntryInput {
  return { customerId, brand: 'glo', amount, reason: sourceType, sourceType, sourceRef };
}

/** What the ledger says, recomputed from the entries: the invariants compare the account row with this. */
async function ledgerFacts(customerId: number) {
  const [facts] = await queryRows<{ total: string | null; earned: string | null; spent: string | null; entries: string }>(
    handle.db,
    sql`select sum(amount) as total, sum(amount) filter (where amount > 0) as earned,
               -sum(amount) filter (where amount < 0) as spent, count(*) as entries
        from xp_ledger where customer_id = ${customerId}`,
  );
  const [account] = await handle.db.select().from(xpAccounts).where(eq(xpAccounts.customerId, customerId));
  return {
    total: Number(facts?.total ?? 0),
    earned: Number(facts?.earned ?? 0),
    spent: Number(facts?.spent ?? 0),
    entries: Number(facts?.entries ?? 0),
    account,
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('creditXp and debitXp', () => {
  it('credit, debit, retry of either: one entry per source, balance_after follows the balance', async () => {
    const id = await newCustomer();
    const first = await handle.db.transaction((tx) => creditXp(tx, entry(id, 100, 'c1')));
    expect(first).toMatchObject({ balance: 100, duplicate: false });
    const again = await handle.db.transaction((tx) => creditXp(tx, entry(id, 100, 'c1')));
    expect(again).toEqual({ entryId: first.entryId, balance: 100, duplicate: true });
    const debit = await handle.db.transaction((tx) => debitXp(tx, entry(id, 30, 'd1')));
    expect(debit).toMatchObject({ balance: 70, duplicate: false });
    expect(await handle.db.transaction((tx) => debitXp(tx, entry(id, 30, 'd1')))).toMatchObject({ duplicate: true, balance: 70 });

    const rows = await handle.db.select().from(xpLedger).where(eq(xpLedger.customerId, id)).orderBy(xpLedger.id);
    expect(rows.map((row) => [row.amount, row.balanceAfter])).toEqual([
      [100, 100],
      [-30, 70],
    ]);
    expect(await balanceOf(handle.db, id)).toBe(70);
    expect((await ledgerFacts(id)).account).toMatchObject({ balance: 70, earned: 100, spent: 30 });
  });

  it('refuses a debit beyond the balance with 409 insufficient_xp and leaves nothing behind, even when caught', async () => {
    const id = await newCustomer();
    await handle.db.transaction((tx) => creditXp(tx, entry(id, 10, 'small')));
    const caught = await handle.db.transaction(async (tx) => {
      const error = await debitXp(tx, entry(id, 11, 'too-much')).catch((thrown: unknown) => thrown);
      // The caller goes on in the same transaction: the refused debit must not have left an entry.
      await creditXp(tx, entry(id, 5, 'after-refusal'));
      return error;
    });
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ code: 'insufficient_xp' });
    const facts = await ledgerFacts(id);
    expect(facts).toMatchObject({ total: 15, entries: 2 });
    expect(facts.account?.balance).toBe(15);
    // The refused source is still free: once the balance covers it, the same source debits.
    expect(await handle.db.transaction((tx) => debitXp(tx, entry(id, 11, 'too-much')))).toMatchObject({ balance: 4 });
  });

  it('a debit of a customer without an account is refused, and the balance reads 0', async () => {
    const id = await newCustomer();
    expect(await balanceOf(handle.db, id)).toBe(0);
    await expect(handle.db.transaction((tx) => debitXp(tx, entry(id, 1, 'nothing-yet')))).rejects.toMatchObject({
      code: 'insufficient_xp',
    });
  });

  it('rejects amounts that are not positive whole numbers with a 400 naming the amount', async () => {
    const id = await newCustomer();
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(handle.db.transaction((tx) => creditXp(tx, entry(id, amount, `bad-${amount}`)))).rejects.toMatchObject({
        code: 'validation_failed',
        fields: [{ field: 'amount' }],
      });
    }
    expect((await ledgerFacts(id)).entries).toBe(0);
  });

  it('a source already used by another customer is a conflict, not a silent duplicate', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    await handle.db.transaction((tx) => creditXp(tx, entry(first, 5, 'shared-source')));
    await expect(handle.db.transaction((tx) => creditXp(tx, entry(second, 5, 'shared-source')))).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await balanceOf(handle.db, second)).toBe(0);
  });
});

describe('ledger invariants (property-based)', () => {
  type Operation = { kind: 'credit' | 'debit'; amount: number; source: number };
  const operation = fc.record({
    kind: fc.constantFrom<'credit' | 'debit'>('credit', 'debit'),
    amount: fc.integer({ min: 1, max: 300 }),
    // A small source space makes retries (the same source again) frequent.
    source: fc.integer({ min: 0, max: 12 }),
  });

  it('any sequence of credits, debits and retries keeps balance = sum of entries >= 0, earned/spent consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations: Operation[]) => {
        const id = await newCustomer();
        // The model: what a correct ledger must answer for each operation.
        const used = new Map<string, number>();
        let balance = 0;
        let earned = 0;
        let spent = 0;
        for (const op of operations) {
          const ref = `${op.kind}-${op.source}-${id}`;
          const input = entry(id, op.amount, ref, op.kind);
          const call = op.kind === 'credit' ? creditXp : debitXp;
          const result = await handle.db.transaction((tx) => call(tx, input)).catch((error: unknown) => error);
          if (used.has(ref)) {
            expect(result).toMatchObject({ duplicate: true, balance });
          } else if (op.kind === 'debit' && op.amount > balance) {
            expect(result).toMatchObject({ code: 'insufficient_xp' });
          } else {
            used.set(ref, op.amount);
            balance += op.kind === 'credit' ? op.amount : -op.amount;
            if (op.kind === 'credit') earned += op.amount;
            else spent += op.amount;
            expect(result).toMatchObject({ duplicate: false, balance });
          }
        }
        const facts = await ledgerFacts(id);
        expect(facts.total).toBe(balance);
        expect(facts.entries).toBe(used.size);
        expect(await balanceOf(handle.db, id)).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
        if (facts.account) {
          expect(facts.account).toMatchObject({ balance: facts.total, earned: facts.earned, spent: facts.spent });
          expect(facts.account.earned - facts.account.spent).toBe(facts.account.balance);
          expect({ earned, spent }).toEqual({ earned: facts.earned, spent: facts.spent });
        }
        // Every balance_after is the running sum of the entries up to it, never negative.
        const rows = await handle.db.select().from(xpLedger).where(eq(xpLedger.customerId, id)).orderBy(xpLedger.id);
        let running = 0;
        for (const row of rows) {
          running += row.amount;
          expect(row.balanceAfter).toBe(running);
          expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

const serverUrlNote = 'needs a PostgreSQL server: set TEST_DATABASE_URL (the CI does)';

describe.skipIf(!process.env.TEST_DATABASE_URL)(`ledger concurrency on PostgreSQL (${serverUrlNote})`, () => {
  /** Its own pool of many connections on the test database, so the 50 calls really run side by side. */
  let wide: DatabaseHandle;

  beforeAll(async () => {
    const driver = driverClientOf(handle);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    wide = openPostgres(driver.connection, 50);
  });
  afterAll(async () => {
    await wide?.close();
  });

  it('50 parallel debits against a balance that covers one leave exactly one debit and a zero balance', async () => {
    const id = await newCustomer();
    await wide.db.transaction((tx) => creditXp(tx, entry(id, 40, 'seed-credit')));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        wide.db.transaction((tx) => debitXp(tx, entry(id, 40, `parallel-debit-${index}`))),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && (result.reason as DomainError).code === 'insufficient_xp',
    );
    expect(fulfilled).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const facts = await ledgerFacts(id);
    expect(facts).toMatchObject({ total: 0, entries: 2 });
    expect(facts.account).toMatchObject({ balance: 0, earned: 40, spent: 40 });
  });

  it('50 parallel credits of the same source credit once', async () => {
    const id = await newCustomer();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => wide.db.transaction((tx) => creditXp(tx, entry(id, 25, `same-source-${id}`)))),
    );
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    const facts = await ledgerFacts(id);
    expect(facts).toMatchObject({ total: 25, entries: 1 });
    // The 49 duplicates moved the balance and gave it back (migration 0017): nothing of theirs is left.
    expect(facts.account).toMatchObject({ balance: 25, earned: 25, spent: 0 });
  });

  it('50 parallel first credits of a customer without an account make one account holding all of them', async () => {
    const id = await newCustomer();
    await Promise.all(
      Array.from({ length: 50 }, (_, index) => wide.db.transaction((tx) => creditXp(tx, entry(id, 3, `first-${id}-${index}`)))),
    );
    const facts = await ledgerFacts(id);
    expect(facts).toMatchObject({ total: 150, entries: 50 });
    expect(facts.account).toMatchObject({ balance: 150, earned: 150, spent: 0 });
  });

  it('parallel credits and debits of distinct sources keep balance = sum of entries >= 0', async () => {
    const id = await newCustomer();
    await wide.db.transaction((tx) => creditXp(tx, entry(id, 100, `start-${id}`)));
    await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        wide.db.transaction((tx) =>
          index % 3 === 0 ? creditXp(tx, entry(id, 7, `mix-c-${index}`)) : debitXp(tx, entry(id, 9, `mix-d-${index}`)),
        ),
      ),
    );
    const facts = await ledgerFacts(id);
    expect(facts.account?.balance).toBe(facts.total);
    expect(facts.total).toBeGreaterThanOrEqual(0);
    expect(facts.account).toMatchObject({ earned: facts.earned, spent: facts.spent });
  });
});

// The job queue on a real database: enqueue, dedupe, run, retry with backoff, fail after max attempts, reclaim after an
// expired lease, and (on PostgreSQL) parallel workers that never run the same job twice.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { jobs, type JobRow } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { backoffCapSeconds, backoffSeconds, claimJobs, completeJob, enqueueJob, failJob } from './queue.ts';

/** How long an awaited condition may take on a loaded machine before the test fails: a bound, not a measurement. */
const waitBound = { timeout: 20_000, interval: 20 };

let testApp: TestApp;
const calls: { queue: string; id: number; attempt: number }[] = [];
/** What the `flaky` handler does on each attempt of a job, by its payload. */
let flakyFailuresBeforeSuccess = 0;

async function jobRow(id: number): Promise<JobRow> {
  const [row] = await testApp.database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} missing`);
  return row;
}

/** Makes a job due now, as if its backoff had passed. */
async function makeDue(id: number): Promise<void> {
  await testApp.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { JOB_LEASE_SECONDS: '30' } });
  testApp.app.jobs.register('echo', async (job) => {
    calls.push({ queue: 'echo', id: job.id, attempt: job.attempts });
  });
  testApp.app.jobs.register('flaky', async (job) => {
    calls.push({ queue: 'flaky', id: job.id, attempt: job.attempts });
    if (job.attempts <= flakyFailuresBeforeSuccess) throw new Error(`attempt ${job.attempts} failed`);
  });
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  calls.length = 0;
  // Each test sees only its own jobs.
  await testApp.database.db.delete(jobs);
});

describe('enqueueJob', () => {
  it('adds a queued job, and a dedupeKey makes the second enqueue answer the first job', async () => {
    const first = await enqueueJob(testApp.database.db, { queue: 'echo', payload: { n: 1 }, dedupeKey: 'once' });
    const second = await enqueueJob(testApp.database.db, { queue: 'echo', payload: { n: 2 }, dedupeKey: 'once' });
    const plain = await enqueueJob(testApp.database.db, { queue: 'echo', payload: { n: 3 } });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(plain.created).toBe(true);
    expect(await jobRow(first.id)).toMatchObject({ status: 'queued', attempts: 0, payload: { n: 1 }, maxAttempts: 5 });
  });
});

describe('app.jobs.runDueJobs', () => {
  it('runs due jobs once and marks them done; a job in the future waits', async () => {
    const due = await enqueueJob(testApp.database.db, { queue: 'echo', payload: {} });
    const later = await enqueueJob(testApp.database.db, { queue: 'echo', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    expect(calls).toEqual([{ queue: 'echo', id: due.id, attempt: 1 }]);
    expect(await jobRow(due.id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect((await jobRow(due.id)).finishedAt).toBeInstanceOf(Date);
    expect(await jobRow(later.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);
  });

  it('never claims jobs of a queue without a handler', async () => {
    const orphan = await enqueueJob(testApp.database.db, { queue: 'nobody-handles-this', payload: {} });
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);
    expect(await jobRow(orphan.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('retries a failed job after an exponential backoff with the error kept, then succeeds', async () => {
    flakyFailuresBeforeSuccess = 2;
    const job = await enqueueJob(testApp.database.db, { queue: 'flaky', payload: {} });
    const before = Date.now();
    await testApp.app.jobs.runDueJobs();
    const afterFirst = await jobRow(job.id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1, lastError: 'attempt 1 failed', lockedBy: null });
    // Not due again before the backoff: nothing runs.
    expect(afterFirst.runAt.getTime()).toBeGreaterThanOrEqual(before + backoffSeconds(1) * 1000 - 2000);
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);

    await makeDue(job.id);
    await testApp.app.jobs.runDueJobs();
    const afterSecond = await jobRow(job.id);
    expect(afterSecond).toMatchObject({ status: 'queued', attempts: 2, lastError: 'attempt 2 failed' });
    expect(afterSecond.runAt.getTime()).toBeGreaterThanOrEqual(Date.now() + backoffSeconds(2) * 1000 - 2000);

    await makeDue(job.id);
    await testApp.app.jobs.runDueJobs();
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3]);
  });

  it('fails a job for good after maxAttempts', async () => {
    flakyFailuresBeforeSuccess = 100;
    const job = await enqueueJob(testApp.database.db, { queue: 'flaky', payload: {}, maxAttempts: 2 });
    await testApp.app.jobs.runDueJobs();
    await makeDue(job.id);
    await testApp.app.jobs.runDueJobs();
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'attempt 2 failed' });
    await makeDue(job.id);
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('claims again a job whose worker died (lease expired), and fails it when that was the last attempt', async () => {
    const db = testApp.database.db;
    const job = await enqueueJob(db, { queue: 'echo', payload: {}, maxAttempts: 2 });
    // A worker claims it and "dies": no finish, the lease runs out.
    const [claimed] = await claimJobs(db, { queues: ['echo'], limit: 1, leaseSeconds: 30, workerId: 'dead-worker' });
    expect(claimed).toMatchObject({ id: job.id, status: 'running', lockedBy: 'dead-worker', attempts: 1 });
    expect(await testApp.app.jobs.runDueJobs()).toBe(0); // still leased
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect(await testApp.app.jobs.runDueJobs()).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: testApp.app.jobs.workerId });
    // The dead worker coming back cannot overwrite the outcome of the claim that replaced it.
    if (!claimed) throw new Error('not claimed');
    expect(await completeJob(db, claimed)).toBe(false);
    expect(await failJob(db, claimed, new Error('late'))).toBe('lost');
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', lastError: null });

    const lastChance = await enqueueJob(db, { queue: 'echo', payload: {}, maxAttempts: 1 });
    await claimJobs(db, { queues: ['echo'], limit: 1, leaseSeconds: 30, workerId: 'dead-worker' });
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, lastChance.id));
    expect(await testApp.app.jobs.runDueJobs()).toBe(0);
    expect(await jobRow(lastChance.id)).toMatchObject({ status: 'failed' });
    expect((await jobRow(lastChance.id)).lastError).toMatch(/worker stopped/);
  });

  it('the backoff doubles and is capped', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(40)).toBe(backoffCapSeconds);
  });
});

describe('the worker (as server.ts starts it)', () => {
  it('polls and runs due jobs by itself; after stop() it never polls again', async () => {
    const worker = await buildTestApp({ database: testApp.database, env: { JOB_POLL_MS: '50' } });
    const seen: number[] = [];
    worker.app.jobs.register('echo', async (job) => {
      seen.push(job.id);
    });
    try {
      const job = await enqueueJob(testApp.database.db, { queue: 'echo', payload: {} });
      worker.app.jobs.start();
      await vi.waitFor(() => expect(seen).toEqual([job.id]), waitBound);
      await worker.app.jobs.stop();
      const later = await enqueueJob(testApp.database.db, { queue: 'echo', payload: {} });
      // A start after stop (a shutdown race) stays stopped: the worker polls only from a timer, and none is set.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        worker.app.jobs.start();
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
      expect(worker.app.jobs.inHand()).toEqual({ jobs: [], otherWork: 0 });
      expect(seen).toEqual([job.id]);
      expect(await jobRow(later.id)).toMatchObject({ status: 'queued' });
    } finally {
      await worker.close();
    }
  });
});

describe('claims by lane: concurrency, turns and priority', () => {
  const claim = (lanes: Parameters<typeof claimJobs>[1]['lanes'], limit = 100) =>
    claimJobs(testApp.database.db, { lanes, limit, leaseSeconds: 30, workerId: 'lanes' });

  it("takes at most each lane's free slots, and customers take turns within a lane", async () => {
    // Customer 1 uploads four photos, then customer 2 one: 2's photo must not wait behind all of 1's.
    const ids: Record<string, number> = {};
    for (const [name, customerId] of [
      ['a1', 1],
      ['a2', 1],
      ['a3', 1],
      ['a4', 1],
      ['b1', 2],
    ] as const) {
      ids[name] = (await enqueueJob(testApp.database.db, { queue: 'photos', payload: { customerId } })).id;
    }
    const first = await claim([{ queue: 'photos', free: 2, fairBy: 'customerId' }]);
    expect(first.map((job) => job.id).sort((a, b) => a - b)).toEqual([ids.a1, ids.b1]);
    const next = await claim([{ queue: 'photos', free: 1, fairBy: 'customerId' }]);
    expect(next.map((job) => job.id)).toEqual([ids.a2]);
    // Without turns the same lane is oldest first.
    await testApp.database.db.delete(jobs);
    const plain = [];
    for (const customerId of [1, 1, 2]) {
      plain.push((await enqueueJob(testApp.database.db, { queue: 'photos', payload: { customerId } })).id);
    }
    expect((await claim([{ queue: 'photos', free: 2 }])).map((job) => job.id).sort((a, b) => a - b)).toEqual(plain.slice(0, 2));
  });

  it('when the claim is cut short, the higher priority lane goes first, whatever its age', async () => {
    const old = await enqueueJob(testApp.database.db, {
      queue: 'photos',
      payload: {},
      runAt: new Date(Date.now() - 60_000),
    });
    const money = await enqueueJob(testApp.database.db, { queue: 'money', payload: {} });
    const lanes = [
      { queue: 'photos', free: 1 },
      { queue: 'money', free: 1, priority: 10 },
    ];
    expect((await claim(lanes, 1)).map((job) => job.id)).toEqual([money.id]);
    expect((await claim(lanes, 1)).map((job) => job.id)).toEqual([old.id]);
  });

  it("a slow queue's jobs never hold another queue's, and a queue runs up to its concurrency at once", async () => {
    const worker = await buildTestApp({ database: testApp.database, env: { JOB_POLL_MS: '50' } });
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let slowAtOnce = 0;
    let slowPeak = 0;
    const quickDone: number[] = [];
    worker.app.jobs.register(
      'slow',
      async () => {
        slowAtOnce += 1;
        slowPeak = Math.max(slowPeak, slowAtOnce);
        await slowGate;
        slowAtOnce -= 1;
      },
      { concurrency: 2 },
    );
    worker.app.jobs.register('quick', async (job) => {
      quickDone.push(job.id);
    });
    try {
      for (let index = 0; index < 4; index += 1) await enqueueJob(testApp.database.db, { queue: 'slow', payload: {} });
      worker.app.jobs.start();
      await vi.waitFor(() => expect(slowPeak).toBe(2), waitBound);
      const quick = await enqueueJob(testApp.database.db, { queue: 'quick', payload: {} });
      await vi.waitFor(() => expect(quickDone).toHaveLength(1), waitBound);
      // The quick job ran while both slow slots were still taken; the other two slow jobs wait for a slot.
      expect(quickDone).toEqual([quick.id]);
      expect(slowAtOnce).toBe(2);
      const queued = await testApp.database.db.select().from(jobs).where(eq(jobs.queue, 'slow'));
      expect(queued.filter((job) => job.status === 'queued')).toHaveLength(2);
      releaseSlow();
      await vi.waitFor(async () => {
        const rows = await testApp.database.db.select().from(jobs).where(eq(jobs.queue, 'slow'));
        expect(rows.every((job) => job.status === 'done')).toBe(true);
      }, waitBound);
      const rows = await testApp.database.db.select().from(jobs).where(eq(jobs.queue, 'slow'));
      expect(rows.map((job) => job.status)).toEqual(['done', 'done', 'done', 'done']);
      expect(slowPeak).toBe(2);
    } finally {
      releaseSlow();
      await worker.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'parallel workers on PostgreSQL (needs a PostgreSQL server: set TEST_DATABASE_URL, as the CI does)',
  () => {
    let wide: DatabaseHandle;
    beforeAll(async () => {
      const driver = driverClientOf(testApp.database);
      if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
      wide = openPostgres(driver.connection, 20);
    });
    afterAll(async () => {
      await wide?.close();
    });

    it('two (or twenty) workers claiming at once never get the same job', async () => {
      const total = 200;
      for (let index = 0; index < total; index += 1) await enqueueJob(wide.db, { queue: 'echo', payload: { index } });
      const claimedBy = new Map<number, string>();
      const duplicates: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, worker) => {
          for (;;) {
            const batch = await claimJobs(wide.db, { queues: ['echo'], limit: 3, leaseSeconds: 30, workerId: `w${worker}` });
            if (batch.length === 0) return;
            for (const job of batch) {
              if (claimedBy.has(job.id)) duplicates.push(job.id);
              claimedBy.set(job.id, `w${worker}`);
              await completeJob(wide.db, job);
            }
          }
        }),
      );
      expect(duplicates).toEqual([]);
      expect(claimedBy.size).toBe(total);
      expect(new Set(claimedBy.values()).size).toBeGreaterThan(1);
      const [left] = await wide.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.status, 'queued'));
      expect(left?.n).toBe(0);
    });
  },
);

// app.jobs: the handlers of each queue and the worker that runs due jobs (started by server.ts, run by hand in tests).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  failAbandonedJobs,
  failJob,
  newWorkerId,
  releaseJob,
  type JobHandler,
} from './queue.ts';

export interface JobRunner {
  /** One handler per queue; register before start() (a queue without a handler is never claimed). */
  register(queue: string, handler: JobHandler): void;
  /** Claims and runs up to `limit` due jobs one after another; resolves to how many ran. Tests call this directly. */
  runDueJobs(limit?: number): Promise<number>;
  /**
   * Enqueues a job of `queue` at start and then every `intervalMs`. The dedupe key names the interval, so several API
   * processes enqueue one job per interval between them.
   */
  every(queue: string, intervalMs: number): void;
  /** Polls every JOB_POLL_MS until stop(). */
  start(): void;
  /** Stops polling, waits for the job in hand and releases the rest of its batch. Idempotent. */
  stop(): Promise<void>;
  readonly workerId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

const defaultBatch = 10;

async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const handlers = new Map<string, JobHandler>();
  const workerId = newWorkerId();
  const { pollMs, leaseSeconds } = app.config.jobs;
  const log = app.log.child({ component: 'jobs' });
  let timer: NodeJS.Timeout | undefined;
  const recurring: { queue: string; intervalMs: number }[] = [];
  const recurringTimers: NodeJS.Timeout[] = [];
  let started = false;
  // Once stopped, never again: a start() that races a shutdown must not poll a closing database.
  let stopped = false;

  // Every batch under way, the worker's or a direct call's: stop() waits for all of them.
  const batches = new Set<Promise<number>>();
  function runDueJobs(limit = defaultBatch): Promise<number> {
    const batch = runBatch(limit);
    batches.add(batch);
    const forget = () => batches.delete(batch);
    batch.then(forget, forget);
    return batch;
  }

  async function runBatch(limit: number): Promise<number> {
    const db = app.database.db;
    const queues = [...handlers.keys()];
    if (queues.length === 0) return 0;
    await failAbandonedJobs(db, queues);
    const claimed = await claimJobs(db, { queues, limit, leaseSeconds, workerId });
    for (const job of claimed) {
      // Stopping: the job in hand finishes, the rest of the batch goes back to the queue for another process.
      if (stopped) {
        if (await releaseJob(db, job)) log.info({ jobId: job.id, queue: job.queue }, 'job released at shutdown');
        continue;
      }
      const handler = handlers.get(job.queue);
      const jobLog = log.child({ jobId: job.id, queue: job.queue, attempt: job.attempts });
      try {
        if (!handler) throw new Error(`No handler for queue ${job.queue}`);
        await handler(job, { db, log: jobLog });
        if (!(await completeJob(db, job))) jobLog.warn('job finished after its lease passed to another worker');
        app.metrics.jobs.inc({ queue: job.queue, outcome: 'done' });
      } catch (error) {
        const outcome = await failJob(db, job, error);
        app.metrics.jobs.inc({ queue: job.queue, outcome });
        jobLog[outcome === 'retry' ? 'warn' : 'error']({ err: error, outcome }, 'job failed');
      }
    }
    return claimed.length;
  }

  async function enqueueRecurring(queue: string, intervalMs: number): Promise<void> {
    const slot = Math.floor(Date.now() / intervalMs);
    await enqueueJob(app.database.db, { queue, payload: { slot }, dedupeKey: `${queue}:${slot}` });
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    timer = setTimeout(() => {
      runDueJobs()
        .then((count) => schedule(count === defaultBatch ? 0 : pollMs))
        .catch((error: unknown) => {
          // A database hiccup must not stop the worker: log and poll again later.
          log.error({ err: error }, 'job poll failed');
          schedule(pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  const runner: JobRunner = {
    workerId,
    register(queue, handler) {
      if (handlers.has(queue)) throw new Error(`Job queue "${queue}" has a handler already`);
      handlers.set(queue, handler);
    },
    every(queue, intervalMs) {
      if (!Number.isInteger(intervalMs) || intervalMs < 1000) throw new RangeError('intervalMs must be at least 1000');
      recurring.push({ queue, intervalMs });
    },
    runDueJobs,
    start() {
      if (started || stopped) return;
      started = true;
      for (const { queue, intervalMs } of recurring) {
        const enqueue = () =>
          void enqueueRecurring(queue, intervalMs).catch((error: unknown) =>
            log.error({ err: error, queue }, 'could not enqueue a recurring job'),
          );
        enqueue();
        const interval = setInterval(enqueue, intervalMs);
        interval.unref();
        recurringTimers.push(interval);
      }
      log.info({ workerId, queues: [...handlers.keys()], pollMs, leaseSeconds }, 'job worker started');
      schedule(0);
    },
    async stop() {
      started = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const interval of recurringTimers.splice(0)) clearInterval(interval);
      await Promise.allSettled([...batches]);
    },
  };
  app.decorate('jobs', runner);
  // Whatever closes the app (server stop, a test), no poll may outlive the database.
  app.addHook('onClose', async () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['config', 'db', 'metrics'] });

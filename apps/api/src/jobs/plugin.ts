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
  type JobRow,
} from './queue.ts';

/** How a queue is run in each process. */
export interface QueueOptions {
  /** Jobs of this queue that run at once in one process; default 1. Each queue has its own slots. */
  concurrency?: number;
  /** When a claim is cut short, higher first (money jobs); default 0. */
  priority?: number;
  /** A payload field whose values take turns (see ClaimLane.fairBy). */
  fairBy?: string;
}

/** Queues that move money: claimed before the others whenever a claim is cut short. */
export const moneyPriority = 10;

export interface JobRunner {
  /** One handler per queue; register before start() (a queue without a handler is never claimed). */
  register(queue: string, handler: JobHandler, options?: QueueOptions): void;
  /**
   * Claims and runs due jobs until `limit` have run or none is due, each queue within its concurrency; resolves to how
   * many ran. Tests call this directly.
   */
  runDueJobs(limit?: number): Promise<number>;
  /**
   * Enqueues a job of `queue` at start and then every `intervalMs`. The dedupe key names the interval, so several API
   * processes enqueue one job per interval between them.
   */
  every(queue: string, intervalMs: number): void;
  /** Polls every JOB_POLL_MS, and at once when a slot frees, until stop(). */
  start(): void;
  /** Stops polling and waits for the jobs in hand; a job claimed but not yet started is released. Idempotent. */
  stop(): Promise<void>;
  /** What is in hand: the jobs running (queue, id) and other work (claims, polls). A shutdown that hangs logs it. */
  inHand(): { jobs: { queue: string; jobId: number }[]; otherWork: number };
  readonly workerId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

const defaultBatch = 10;

interface RegisteredQueue {
  handler: JobHandler;
  concurrency: number;
  priority: number;
  fairBy?: string;
  running: number;
}

async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const queues = new Map<string, RegisteredQueue>();
  const workerId = newWorkerId();
  const { pollMs, leaseSeconds } = app.config.jobs;
  const log = app.log.child({ component: 'jobs' });
  let timer: NodeJS.Timeout | undefined;
  const recurring: { queue: string; intervalMs: number }[] = [];
  const recurringTimers: NodeJS.Timeout[] = [];
  let started = false;
  // Once stopped, never again: a start() that races a shutdown must not poll a closing database.
  let stopped = false;
  // Every job under way and every claim in progress: stop() waits for all of them.
  const inHand = new Set<Promise<unknown>>();
  const runningJobs = new Set<JobRow>();

  function track<T>(work: Promise<T>): Promise<T> {
    inHand.add(work);
    const forget = () => inHand.delete(work);
    work.then(forget, forget);
    return work;
  }

  /** Claims what the free slots allow (at most `limit`) and starts each job; resolves when they are claimed. */
  async function claimAndStart(limit: number): Promise<Promise<void>[]> {
    const lanes = [...queues].map(([queue, registered]) => ({
      queue,
      free: registered.concurrency - registered.running,
      priority: registered.priority,
      ...(registered.fairBy ? { fairBy: registered.fairBy } : {}),
    }));
    const open = lanes.filter((lane) => lane.free > 0);
    if (open.length === 0 || stopped) return [];
    const db = app.database.db;
    await failAbandonedJobs(db, [...queues.keys()]);
    const claimed = await claimJobs(db, { lanes: open, limit, leaseSeconds, workerId });
    return claimed.map((job) => track(runJob(job)));
  }

  async function runJob(job: JobRow): Promise<void> {
    const db = app.database.db;
    const registered = queues.get(job.queue);
    // Stopping between the claim and the start: back to the queue for another process, the attempt not counted.
    if (stopped || !registered) {
      if (await releaseJob(db, job)) log.info({ jobId: job.id, queue: job.queue }, 'job released at shutdown');
      return;
    }
    registered.running += 1;
    runningJobs.add(job);
    const jobLog = log.child({ jobId: job.id, queue: job.queue, attempt: job.attempts });
    try {
      await registered.handler(job, { db, log: jobLog });
      if (!(await completeJob(db, job))) jobLog.warn('job finished after its lease passed to another worker');
      app.metrics.jobs.inc({ queue: job.queue, outcome: 'done' });
    } catch (error) {
      const outcome = await failJob(db, job, error).catch((failError: unknown) => {
        jobLog.error({ err: failError }, 'could not record the job failure; the lease will expire');
        return 'lost' as const;
      });
      app.metrics.jobs.inc({ queue: job.queue, outcome });
      jobLog[outcome === 'retry' ? 'warn' : 'error']({ err: error, outcome }, 'job failed');
    } finally {
      registered.running -= 1;
      runningJobs.delete(job);
      // A slot is free: look for the next job now rather than at the next poll.
      if (started) schedule(0);
    }
  }

  async function runDueJobs(limit = defaultBatch): Promise<number> {
    let ran = 0;
    while (ran < limit && !stopped) {
      const batch = await track(claimAndStart(limit - ran));
      if (batch.length === 0) break;
      await Promise.all(batch);
      ran += batch.length;
    }
    return ran;
  }

  async function enqueueRecurring(queue: string, intervalMs: number): Promise<void> {
    const slot = Math.floor(Date.now() / intervalMs);
    await enqueueJob(app.database.db, { queue, payload: { slot }, dedupeKey: `${queue}:${slot}` });
  }

  let polling = false;
  let pollAgain = false;
  /** The worker's poll: fills the free slots without waiting for the jobs; a job's end or the timer polls again. */
  function schedule(delayMs: number): void {
    if (!started) return;
    if (delayMs === 0 && polling) {
      pollAgain = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      polling = true;
      pollAgain = false;
      track(claimAndStart(Number.MAX_SAFE_INTEGER))
        .then(
          (startedJobs) => startedJobs.length > 0 || pollAgain,
          (error: unknown) => {
            // A database hiccup must not stop the worker: log and poll again later.
            log.error({ err: error }, 'job poll failed');
            return false;
          },
        )
        .then((soon) => {
          polling = false;
          schedule(soon ? 0 : pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  const runner: JobRunner = {
    workerId,
    register(queue, handler, options = {}) {
      if (queues.has(queue)) throw new Error(`Job queue "${queue}" has a handler already`);
      const concurrency = options.concurrency ?? 1;
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be at least 1');
      queues.set(queue, {
        handler,
        concurrency,
        priority: options.priority ?? 0,
        ...(options.fairBy ? { fairBy: options.fairBy } : {}),
        running: 0,
      });
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
      log.info({ workerId, queues: [...queues.keys()], pollMs, leaseSeconds }, 'job worker started');
      schedule(0);
    },
    async stop() {
      started = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const interval of recurringTimers.splice(0)) clearInterval(interval);
      // Claims in progress may start more jobs (or release them): wait until nothing is in hand.
      while (inHand.size > 0) await Promise.allSettled([...inHand]);
    },
    inHand() {
      const jobs = [...runningJobs].map((job) => ({ queue: job.queue, jobId: job.id }));
      return { jobs, otherWork: Math.max(0, inHand.size - jobs.length) };
    },
  };
  app.decorate('jobs', runner);
  // Whatever closes the app (server stop, a test), no poll may outlive the database.
  app.addHook('onClose', async () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['config', 'db', 'metrics'] });

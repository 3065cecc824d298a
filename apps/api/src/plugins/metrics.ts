// GET /metrics in the Prometheus text format (prom-client): request durations by route and status, the process's own
// metrics, database pool use, job queues, and the business counters operators watch (issue 15). Served without a token
// only to a direct loopback caller (a scraper on the same host); anyone else needs `Authorization: Bearer
// $METRICS_TOKEN`. With WEB_CONCURRENCY above 1, any process answers for all of them: it asks the primary, which sums
// the processes' registries (prom-client's AggregatorRegistry).
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { driverClientOf, queryRows } from '@loyalty/db/client';
import { HttpError } from './errors.ts';

export const metricsPath = '/metrics';

/** What the app's modules count; every label has a small fixed set of values (never a phone, code or id). */
export interface AppMetrics {
  readonly registry: Registry;
  /** Successful sign-ins, by how: sms code, test login, registration, multipass. */
  logins: Counter<'method'>;
  /** SMS handed to the gateway, by outcome (sent, failed). */
  sms: Counter<'outcome'>;
  /** Pack-code scans by channel and outcome (credited, or the refusal: unknown_code, already_used, limit_reached). */
  scans: Counter<'channel' | 'outcome'>;
  /** Orders created, by payment method (cash, card, xp). */
  orders: Counter<'payment_method'>;
  /** LiqPay callbacks by what they did: the payment's new status, replay, unknown_payment, invalid_signature. */
  liqpayCallbacks: Counter<'outcome'>;
  /** Jobs the worker finished, by queue and outcome (done, retry, failed). */
  jobs: Counter<'queue' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

// The process's own metrics (CPU, memory, event loop, GC) are one per process: tests build many apps in one process,
// and each collectDefaultMetrics call would start its own observers.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Buckets from 5 ms to 10 s: the API's answers are tens of milliseconds, a slow order or upload seconds. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface DurationSeries {
  labels: { method: string; route: string; status_code: string };
  /** Observations per bucket (not cumulative); above the last bound only in `count`. */
  perBucket: number[];
  sum: number;
  count: number;
}

/**
 * http_request_duration_seconds, observed once per request. prom-client's Histogram converts, validates and hashes the
 * labels and finds the bucket by its bound's text on every observation: 4.4 % of a cached catalogue read's busy samples
 * (issue 12). This one finds the series in a map by method, status and route and counts into an array; prom-client's
 * registry asks it for its values at scrape time (`get`, as for any metric) and prints and sums them across processes
 * as it does a Histogram's. A test holds its text to a prom-client Histogram's for the same observations.
 */
export class RequestDurationHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time from the request to the answer, by route pattern and status';
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly series = new Map<string, DurationSeries>();

  constructor(private readonly upperBounds: readonly number[]) {}

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${statusCode} ${method} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status_code: String(statusCode) },
        perBucket: this.upperBounds.map(() => 0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.upperBounds.length && seconds > (this.upperBounds[bucket] as number)) bucket += 1;
    if (bucket < this.upperBounds.length) series.perBucket[bucket] = (series.perBucket[bucket] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** prom-client's shape of a histogram's values: cumulative buckets, +Inf, sum and count per series. */
  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const { labels, perBucket, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.upperBounds.forEach((le, bucket) => {
        cumulative += perBucket[bucket] as number;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}

function createAppMetrics(app: FastifyInstance): AppMetrics & { requestDuration: RequestDurationHistogram } {
  const registry = new Registry();
  const registers = [registry];
  const driver = driverClientOf(app.database);

  const requestDuration = new RequestDurationHistogram(durationBuckets);
  // The registry needs only a metric's name, get() and reset(); its types list prom-client's own classes.
  registry.registerMetric(requestDuration as unknown as Histogram);

  if (driver.kind === 'postgres') {
    const { pool } = driver;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (idle, in use)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the pool',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The pool size (DB_POOL_SIZE)',
      registers,
      collect() {
        this.set(pool.options.max ?? 0);
      },
    });
  }

  // Read from the table at scrape time, so every process reports the same numbers: the sum over processes would
  // count them twice ('first' keeps one).
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue table by queue and status (queued and due later, running, failed and kept for the operator)',
    labelNames: ['queue', 'status'] as const,
    aggregator: 'first',
    registers,
    async collect() {
      const rows = await queryRows<{ queue: string; status: string; jobs: number }>(
        app.database.db,
        sql`select queue, status, count(*)::int as jobs from jobs where status in ('queued', 'running', 'failed') group by queue, status`,
      );
      this.reset();
      for (const row of rows) this.set({ queue: row.queue, status: row.status }, row.jobs);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_seconds',
    help: 'How long the oldest due queued job of each queue has waited (0 when none is due)',
    labelNames: ['queue'] as const,
    aggregator: 'first',
    registers,
    async collect() {
      const rows = await queryRows<{ queue: string; waited: number }>(
        app.database.db,
        sql`select queue, extract(epoch from now() - min(run_at))::float8 as waited from jobs
            where status = 'queued' and run_at <= now() group by queue`,
      );
      this.reset();
      for (const row of rows) this.set({ queue: row.queue }, Math.max(0, row.waited));
    },
  });

  return {
    registry,
    requestDuration,
    logins: new Counter({ name: 'logins_total', help: 'Successful sign-ins', labelNames: ['method'] as const, registers }),
    sms: new Counter({ name: 'sms_total', help: 'SMS handed to the gateway', labelNames: ['outcome'] as const, registers }),
    scans: new Counter({
      name: 'scans_total',
      help: 'Pack-code scans by channel and outcome',
      labelNames: ['channel', 'outcome'] as const,
      registers,
    }),
    orders: new Counter({
      name: 'orders_created_total',
      help: 'Orders created, by payment method',
      labelNames: ['payment_method'] as const,
      registers,
    }),
    liqpayCallbacks: new Counter({
      name: 'liqpay_callbacks_total',
      help: 'LiqPay callbacks by what they did',
      labelNames: ['outcome'] as const,
      registers,
    }),
    jobs: new Counter({
      name: 'jobs_finished_total',
      help: 'Jobs the worker finished, by queue and outcome (done, retry, failed)',
      labelNames: ['queue', 'outcome'] as const,
      registers,
    }),
  };
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * A scraper on this host: the socket's peer is loopback and no proxy says it forwards someone else (a reverse proxy
 * on the same host connects from loopback too, so its requests need the token like any remote one).
 */
function isDirectLocalCaller(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) {
    return false;
  }
  return isLoopback(request.socket.remoteAddress);
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const clusterRequestType = 'loyalty:metrics-request';
const clusterAnswerType = 'loyalty:metrics-answer';
interface ClusterMessage {
  type?: string;
  id?: number;
  text?: string;
  error?: string;
}

/** In a cluster worker: the primary's sum over every process; null when the primary does not answer in time. */
function metricsOfEveryProcess(): Promise<string | null> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return Promise.resolve(null);
  const id = Math.floor(Math.random() * 2 ** 31);
  return new Promise((resolve) => {
    const onMessage = (message: ClusterMessage) => {
      if (message?.type !== clusterAnswerType || message.id !== id) return;
      finish(message.text ?? null);
    };
    const timer = setTimeout(() => finish(null), 6000);
    function finish(text: string | null) {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(text);
    }
    process.on('message', onMessage);
    send({ type: clusterRequestType, id });
  });
}

/** In the primary of several processes: answers the workers' requests with the sum of every worker's registries. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: ClusterMessage) => {
    if (message?.type !== clusterRequestType) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: clusterAnswerType, id: message.id, text }),
      (error: Error) => worker.send({ type: clusterAnswerType, id: message.id, error: error.message }),
    );
  });
}

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const { requestDuration, ...metrics } = createAppMetrics(app);
  app.decorate('metrics', metrics);
  const scraped = Registry.merge([processMetrics(), metrics.registry]);
  if (cluster.isWorker) {
    // The worker's side of prom-client's aggregation: it answers the primary with these registries.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([processMetrics(), metrics.registry]);
  }

  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      request.method,
      // The route's pattern, never the raw path: unknown paths would make a series each.
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(
    metricsPath,
    // Scrapes every few seconds would drown the request log.
    { logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      if (!isDirectLocalCaller(request) && !bearerMatches(request.headers.authorization, app.config.metricsToken)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(
          401,
          'unauthorized',
          app.config.metricsToken
            ? 'Metrics need Authorization: Bearer <METRICS_TOKEN>.'
            : 'Metrics are served to this host only (METRICS_TOKEN is not set).',
        );
      }
      const text = (await metricsOfEveryProcess()) ?? (await scraped.metrics());
      return reply.type(scraped.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['config', 'db', 'errors'] });

// GET /metrics in the Prometheus text format (prom-client): request durations by route and status, the process's own
// metrics, database pool use, job queues, the analytics outbox's backlog, PostgreSQL's WAL archiving, and the business
// counters operators watch (the alerts and the dashboard that read them are in deploy/prometheus and
// deploy/grafana). Served without a token
// only to a direct loopback caller (a scraper on the same host); anyone else needs `Authorization: Bearer
// $METRICS_TOKEN`. With WEB_CONCURRENCY above 1, any process answers for all of them: it asks the primary, which sums
// the processes' registries (prom-client's AggregatorRegistry).
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, Counter, Gauge, type Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { driverClientOf, queryRows } from '@loyalty/db/client';
import { sourcesBySink, type SinkName } from '../modules/analytics/delivery.ts';
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
 * labels and finds the bucket by its bound's text on every observation: 4.4 % of a cached catalogue read's busy samples.
 * This one finds the series in a map by method, status and route and counts into an array; prom-client's
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

interface GaugeValue {
  labels: Record<string, string>;
  value: number;
}

/**
 * A gauge read from the database at scrape time whose series may be absent: prom-client's Gauge without labels always
 * prints a value (0 when never set), which would say "archived at 1970" where PostgreSQL says "never". The registry
 * asks it for its values like any metric; 'first' because every process reads the same database.
 */
export class QueriedGauge {
  readonly type = 'gauge' as const;
  readonly aggregator = 'first' as const;

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly read: () => Promise<GaugeValue[]>,
  ) {}

  async get() {
    const values = await this.read();
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {}
}

/** The gauges of one scrape ask in the same tick, so those built on one query share it. */
function onePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));
}

interface ArchiverRow extends Record<string, unknown> {
  archived_count: number;
  last_archived: number | null;
  failed_count: number;
  last_failed: number | null;
}

/**
 * pg_stat_archiver's one row, read once per scrape by the three gauges built on it. Cluster-wide, and readable by any
 * role (deploy/test/metric-names.test.ts reads it as loyalty_app). null when it cannot be read (a managed server that
 * hides it): the gauges are then absent and the rest of the scrape is unaffected.
 */
function archiverReader(app: FastifyInstance): () => Promise<ArchiverRow | null> {
  let warned = false;
  return onePerScrape(async (): Promise<ArchiverRow | null> => {
    try {
      const [row] = await queryRows<ArchiverRow>(
        app.database.db,
        sql`select archived_count::float8 as archived_count, extract(epoch from last_archived_time)::float8 as last_archived,
                   failed_count::float8 as failed_count, extract(epoch from last_failed_time)::float8 as last_failed
            from pg_stat_archiver`,
      );
      return row ?? null;
    } catch (error) {
      if (!warned) app.log.warn({ err: error }, 'pg_stat_archiver cannot be read: the WAL archiving gauges are left out');
      warned = true;
      return null;
    }
  });
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

  if (driver.kind === 'postgres') {
    const archiver = archiverReader(app);
    const archiverGauge = (name: string, help: string, value: (row: ArchiverRow) => number | null) =>
      registry.registerMetric(
        new QueriedGauge(name, help, async () => {
          const row = await archiver();
          const measured = row ? value(row) : null;
          return measured === null ? [] : [{ labels: {}, value: measured }];
        }) as unknown as Gauge,
      );
    // PostgreSQL only: the embedded PGlite has no WAL archive to report.
    archiverGauge(
      'postgres_wal_archived_last_timestamp_seconds',
      'When PostgreSQL last archived a WAL segment (pg_stat_archiver; absent when it never has)',
      (row) => row.last_archived,
    );
    archiverGauge(
      'postgres_wal_archive_failed_last_timestamp_seconds',
      'When archive_command last failed (pg_stat_archiver; absent when it never has)',
      (row) => row.last_failed,
    );
    archiverGauge(
      'postgres_wal_archive_failed_count',
      'Failed archive_command runs since the statistics were reset (pg_stat_archiver.failed_count)',
      (row) => row.failed_count,
    );
    archiverGauge(
      'postgres_wal_archived_count',
      'WAL segments archived since the statistics were reset (pg_stat_archiver.archived_count)',
      (row) => row.archived_count,
    );
  }

  // Events wait in the outbox only for a sink that is configured: with none, rows stay queued by design for the
  // operator to export, which is no backlog. A configured sink always has its series (0 when nothing waits).
  const configuredSinks = (Object.keys(sourcesBySink) as SinkName[]).filter((sink) => app.config.analytics.sinks[sink]);
  const pendingBySink = onePerScrape(async (): Promise<Map<SinkName, { events: number; waited: number }>> => {
    const bySink = new Map(configuredSinks.map((sink) => [sink, { events: 0, waited: 0 }]));
    const sources = configuredSinks.flatMap((sink) => sourcesBySink[sink].map((source) => ({ sink, source })));
    if (sources.length === 0) return bySink;
    const rows = await queryRows<{ source: string; events: number; waited: number }>(
      app.database.db,
      sql`select source, count(*)::int as events, extract(epoch from now() - min(created_at))::float8 as waited
          from analytics_events
          where status = 'queued' and source in (${sql.join(
            sources.map(({ source }) => sql`${source}`),
            sql`, `,
          )})
          group by source`,
    );
    for (const row of rows) {
      const sink = sources.find(({ source }) => source === row.source)?.sink;
      const entry = sink && bySink.get(sink);
      if (!entry) continue;
      entry.events += row.events;
      entry.waited = Math.max(entry.waited, row.waited);
    }
    return bySink;
  });
  new Gauge({
    name: 'analytics_events_pending',
    help: 'Analytics outbox events queued for delivery to a configured sink (not yet delivered, failed or dropped)',
    labelNames: ['sink'] as const,
    aggregator: 'first',
    registers,
    async collect() {
      const bySink = await pendingBySink();
      this.reset();
      for (const [sink, { events }] of bySink) this.set({ sink }, events);
    },
  });
  new Gauge({
    name: 'analytics_oldest_pending_seconds',
    help: 'How long the oldest event queued for a configured sink has waited (0 when none waits)',
    labelNames: ['sink'] as const,
    aggregator: 'first',
    registers,
    async collect() {
      const bySink = await pendingBySink();
      this.reset();
      for (const [sink, { waited }] of bySink) this.set({ sink }, Math.max(0, waited));
    },
  });

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

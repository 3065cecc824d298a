// Every metric the alerts, the recording rules and the dashboard read is one that something of the monitoring profile
// produces: the API's /metrics (the app built as the API tests build it, on a PostgreSQL cluster of this test's own,
// as the production role loyalty_app), Debian's node exporter reading the backup job's textfile, Debian's blackbox
// exporter probing an HTTPS server with the shipped module, Prometheus itself (up, ALERTS), or a recording rule. A
// rule that names a metric nobody produces fails here. On the way, the WAL archiving gauges are followed through a
// failing and then a working archive_command.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@loyalty/db/client';
import { runMigrations } from '@loyalty/db/migrate';
import { buildTestApp, type TestApp } from '../../apps/api/src/test-app.ts';
import { debianTool } from './support/debian-tools.ts';
import { freePort, postgresServer, runAsPostgres, startCluster, type LocalCluster } from './support/postgres-cluster.ts';
import { allRules, dashboardQueries, deployDir, metricNamesOf, withGrafanaVariables } from './support/monitoring.ts';

const nodeExporter = debianTool('prometheus-node-exporter', 'prometheus-node-exporter');
const blackboxExporter = debianTool('prometheus-blackbox-exporter', 'prometheus-blackbox-exporter');
const openssl = debianTool('openssl', 'openssl');
const missing = [postgresServer, nodeExporter, blackboxExporter, openssl].find((tool) => !tool.path);

/**
 * The textfile the backup job writes after each attempt (the contract of deploy/README.md, Metrics): the time of the
 * last success and of the last attempt per kind, and whether that attempt succeeded.
 */
const backupTextfile = `# HELP loyalty_backup_last_success_timestamp_seconds Unix time of the last successful backup of this kind.
# TYPE loyalty_backup_last_success_timestamp_seconds gauge
loyalty_backup_last_success_timestamp_seconds{kind="base"} 1767225600
loyalty_backup_last_success_timestamp_seconds{kind="dump"} 1767229200
# HELP loyalty_backup_last_attempt_timestamp_seconds Unix time of the last backup attempt of this kind, successful or not.
# TYPE loyalty_backup_last_attempt_timestamp_seconds gauge
loyalty_backup_last_attempt_timestamp_seconds{kind="base"} 1767225600
loyalty_backup_last_attempt_timestamp_seconds{kind="dump"} 1767229200
# HELP loyalty_backup_last_attempt_succeeded 1 if the last backup attempt of this kind succeeded, else 0.
# TYPE loyalty_backup_last_attempt_succeeded gauge
loyalty_backup_last_attempt_succeeded{kind="base"} 1
loyalty_backup_last_attempt_succeeded{kind="dump"} 0
`;

/** The names of the samples of a text exposition, and of the metrics its TYPE lines announce (with no sample yet). */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const typed = /^# TYPE (\S+) (\S+)/.exec(line);
    if (typed?.[1]) {
      names.add(typed[1]);
      if (typed[2] === 'histogram' || typed[2] === 'summary') {
        for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${typed[1]}${suffix}`);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]/.exec(line);
    if (sample?.[1]) names.add(sample[1]);
  }
  return names;
}

function valueIn(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(missing)(`metric names (${missing?.skipReason ?? 'Debian tools present'})`, () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'loyalty-metric-names-'));
  const children: ChildProcess[] = [];
  let cluster: LocalCluster;
  let database: DatabaseHandle;
  let testApp: TestApp;
  let https: Server;
  let nodeExporterUrl: string;
  let blackboxUrl: string;
  let httpsPort: number;

  async function scrapeApi(): Promise<string> {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  async function archiver(): Promise<{ archived: number; failed: number }> {
    const [archived = '0', failed = '0'] = (
      await cluster.psql('select archived_count, failed_count from pg_stat_archiver')
    ).split('|');
    return { archived: Number(archived), failed: Number(failed) };
  }

  function daemon(file: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(child);
    return child;
  }

  beforeAll(async () => {
    // WAL archiving on, with a command that fails until the test says otherwise.
    cluster = await startCluster({
      fsync: false,
      settings: { wal_level: 'replica', archive_mode: 'on', archive_command: "'false'" },
    });
    await cluster.psql('create database loyalty');
    // The production roles (deploy/postgres/roles.sql); the API connects as loyalty_app, as in production.
    await runAsPostgres(path.join(cluster.binDir, 'psql'), [
      ...['-X', '-q', '-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '-d', 'postgres'],
      ...[
        '-v',
        'loyalty_db=loyalty',
        '-v',
        'owner_password=owner-pw',
        '-v',
        'app_password=app-pw',
        '-v',
        'backup_password=backup-pw',
      ],
      ...['-f', path.join(deployDir, 'postgres', 'roles.sql')],
    ]);
    const owner = await createDatabase({ databaseUrl: cluster.url('postgres', 'loyalty'), poolSize: 1 });
    try {
      await runMigrations(owner);
    } finally {
      await owner.close();
    }
    await cluster.psql(
      'grant select, insert, update, delete on all tables in schema public to loyalty_app; ' +
        'grant usage, select on all sequences in schema public to loyalty_app',
      { database: 'loyalty' },
    );
    database = await createDatabase({ databaseUrl: cluster.url('loyalty_app', 'loyalty'), poolSize: 2 });
    testApp = await buildTestApp({
      database,
      env: { ANALYTICS_BAT_URL: 'http://127.0.0.1:9/bat', ANALYTICS_BAT_KEY: 'bat-key-0123' },
    });

    // Debian's node exporter, reading a textfile directory as compose's node-exporter reads the backup-metrics volume.
    const textfileDir = path.join(scratch, 'textfile');
    mkdirSync(textfileDir, { recursive: true });
    writeFileSync(path.join(textfileDir, 'loyalty_backup.prom'), backupTextfile);
    const nodePort = await freePort();
    daemon(nodeExporter.path as string, [
      `--web.listen-address=127.0.0.1:${nodePort}`,
      `--collector.textfile.directory=${textfileDir}`,
    ]);
    nodeExporterUrl = `http://127.0.0.1:${nodePort}/metrics`;

    // An HTTPS server with a certificate of its own, trusted by the blackbox exporter through SSL_CERT_FILE (Go's
    // system roots), so the shipped module probes it as it would the public site.
    const key = path.join(scratch, 'key.pem');
    const cert = path.join(scratch, 'cert.pem');
    execFileSync(
      openssl.path as string,
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '30'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    https = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      response.writeHead(request.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
      response.end('{"status":"ok"}');
    }).listen(0, '127.0.0.1');
    await once(https, 'listening');
    httpsPort = (https.address() as { port: number }).port;
    const blackboxPort = await freePort();
    daemon(
      blackboxExporter.path as string,
      [`--config.file=${path.join(deployDir, 'blackbox', 'blackbox.yml')}`, `--web.listen-address=127.0.0.1:${blackboxPort}`],
      { SSL_CERT_FILE: cert },
    );
    blackboxUrl = `http://127.0.0.1:${blackboxPort}`;
  }, 300_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    https?.close();
    await testApp?.close();
    await database?.close();
    await cluster?.destroy();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('reads pg_stat_archiver as loyalty_app, the unprivileged role the API runs as', async () => {
    const row = await runAsPostgres(path.join(cluster.binDir, 'psql'), [
      ...['-X', '-A', '-t', '-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'loyalty_app', '-d', 'loyalty'],
      ...['-c', 'select rolsuper, failed_count >= 0 from pg_roles, pg_stat_archiver where rolname = current_user'],
    ]);
    expect(row.trim()).toBe('f|t');
  });

  it('follows WAL archiving: failures while archive_command fails, the archived time once it works', async () => {
    await cluster.psql('create table wal_churn as select generate_series(1, 1000) as n; select pg_switch_wal()', {
      database: 'loyalty',
    });
    await until('a failed archive_command', async () => ((await archiver()).failed > 0 ? true : undefined));
    const failing = await scrapeApi();
    expect(valueIn(failing, 'postgres_wal_archive_failed_count')).toBeGreaterThan(0);
    const failedAt = valueIn(failing, 'postgres_wal_archive_failed_last_timestamp_seconds') ?? 0;
    expect(Math.abs(failedAt - Date.now() / 1000)).toBeLessThan(120);
    expect(failing).not.toMatch(/^postgres_wal_archived_last_timestamp_seconds /m);
    expect(valueIn(failing, 'postgres_wal_archived_count')).toBe(0);

    await cluster.psql("alter system set archive_command = 'true'");
    await cluster.psql('select pg_reload_conf()');
    await until('an archived segment', async () => ((await archiver()).archived > 0 ? true : undefined), 120_000);
    const working = await scrapeApi();
    const archivedAt = valueIn(working, 'postgres_wal_archived_last_timestamp_seconds') ?? 0;
    // What WalArchivingFailing compares: the last success is now newer than the last failure.
    expect(archivedAt).toBeGreaterThanOrEqual(failedAt);
    expect(valueIn(working, 'postgres_wal_archived_count')).toBeGreaterThan(0);
  });

  it('leaves the WAL gauges out, and still answers, when pg_stat_archiver cannot be read', async () => {
    await cluster.psql('revoke select on pg_stat_archiver from public', { database: 'loyalty' });
    try {
      const text = await scrapeApi();
      expect(text).not.toMatch(/^postgres_wal_/m);
      expect(text).toContain('analytics_events_pending{sink="bat"} 0');
    } finally {
      await cluster.psql('grant select on pg_stat_archiver to public', { database: 'loyalty' });
    }
  });

  it('reads the backup job textfile in the node exporter without a parse error', async () => {
    const text = await until('the node exporter', async () => (await fetch(nodeExporterUrl)).text());
    expect(valueIn(text, 'node_textfile_scrape_error')).toBe(0);
    expect(valueIn(text, 'loyalty_backup_last_attempt_succeeded{kind="dump"}')).toBe(0);
    expect(valueIn(text, 'loyalty_backup_last_success_timestamp_seconds{kind="base"}')).toBe(1767225600);
  });

  it('probes HTTPS with the shipped module, certificate expiry included, and fails plain HTTP', async () => {
    const probe = (target: string) => fetch(`${blackboxUrl}/probe?module=https_health&target=${encodeURIComponent(target)}`);
    const text = await until('the blackbox exporter', async () =>
      (await probe(`https://localhost:${httpsPort}/api/health`)).text(),
    );
    expect(valueIn(text, 'probe_success')).toBe(1);
    const daysLeft = ((valueIn(text, 'probe_ssl_earliest_cert_expiry') ?? 0) - Date.now() / 1000) / 86400;
    expect(daysLeft).toBeGreaterThan(29);
    expect(daysLeft).toBeLessThanOrEqual(30);
    const plain = await (await probe(`http://127.0.0.1:${httpsPort}/api/health`)).text();
    expect(valueIn(plain, 'probe_success')).toBe(0);
  });

  it('names in the rules and the dashboard only metrics that exist', async () => {
    const produced = new Set([
      ...namesIn(await scrapeApi()),
      ...namesIn(await (await fetch(nodeExporterUrl)).text()),
      ...namesIn(
        await (
          await fetch(
            `${blackboxUrl}/probe?module=https_health&target=${encodeURIComponent(`https://localhost:${httpsPort}/api/health`)}`,
          )
        ).text(),
      ),
      // Prometheus's own: the scrape's health and the alerts' state.
      'up',
      'ALERTS',
      ...allRules().flatMap((rule) => (rule.record ? [rule.record] : [])),
    ]);
    const read = new Map<string, string>();
    for (const rule of allRules()) for (const name of metricNamesOf(rule.expr)) read.set(name, rule.alert ?? rule.record ?? '');
    for (const { panel, expr } of dashboardQueries()) {
      for (const name of metricNamesOf(withGrafanaVariables(expr))) read.set(name, `dashboard: ${panel}`);
    }
    expect(read.size).toBeGreaterThan(30);
    const unknown = [...read].filter(([name]) => !produced.has(name)).map(([name, where]) => `${name} (${where})`);
    expect(unknown).toEqual([]);
    // The check can fail: the name of a counter the API never had is not among them.
    expect(produced.has('http_requests_total')).toBe(false);
    // Those whose series exist only on PostgreSQL or with a sink are here: the scrape above was on PostgreSQL.
    for (const name of [
      'db_pool_waiting_requests',
      'postgres_wal_archive_failed_last_timestamp_seconds',
      'analytics_oldest_pending_seconds',
    ]) {
      expect(produced.has(name), name).toBe(true);
    }
  });
});

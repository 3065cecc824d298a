// The deployment recipe in deploy/ holds together where Docker cannot run it: the image starts the server
// with the command the tests start, as a non-root user, with a health check; compose runs PostgreSQL 16, two API
// replicas and Caddy, publishing only Caddy, every log rotated, the monitoring services only under their profile;
// Caddy never serves /metrics, and its health checks, retries and keep-alive fit the server's drain and timeouts; and
// the example configuration, filled in, is a production configuration the server accepts without a single stand-in.
// deploy/test/rolling-deploy.test.ts runs the Caddyfile in front of API processes restarted under load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseDockerfile } from '../../../deploy/test/support/dockerfile.ts';
import { serverEntry } from '../../../scripts/server-command.mjs';
import { serverTimeouts } from './app.ts';
import { loadConfig } from './config.ts';
import { productionProblems } from './config/production-checks.ts';
import { shutdownGraceMs } from './server.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const deployFile = (name: string) => readFileSync(path.join(repoRoot, 'deploy', name), 'utf8');
describe('deploy/Dockerfile', () => {
  const { globalArgs, stages } = parseDockerfile(deployFile('Dockerfile'));
  const final = stages.at(-1)!;
  const last = (keyword: string) => final.instructions.filter((entry) => entry.keyword === keyword).at(-1)?.args;
  const runs = stages.flatMap((stage) =>
    stage.instructions.filter((entry) => entry.keyword === 'RUN').map((entry) => entry.args),
  );

  it('starts the built server with the command the tests start', () => {
    expect(JSON.parse(last('CMD') ?? 'null')).toEqual(['node', serverEntry]);
  });

  it('runs on the Node of .node-version (24 LTS) with the npm it pins', () => {
    const nodeVersion = readFileSync(path.join(repoRoot, '.node-version'), 'utf8').trim();
    expect(globalArgs.NODE_VERSION).toBe(nodeVersion);
    expect(nodeVersion.split('.')[0]).toBe('24');
    for (const stage of stages) expect(stage.from).toBe(`node:${nodeVersion}-bookworm-slim`);
    // Every stage that installs does it with the pinned npm (the lock is npm 11's; npm 10 refuses it).
    expect(globalArgs.NPM_VERSION).toMatch(/^1[1-9]\.\d+\.\d+$/);
    for (const stage of stages.slice(0, -1))
      expect(stage.instructions.map((entry) => entry.args)).toContain(
        'npm install --global --no-audit --no-fund npm@${NPM_VERSION}',
      );
  });

  it('runs as a non-root user, in production mode, with a health check on /api/health', () => {
    expect(last('USER')).toBe('node');
    expect(final.instructions.find((entry) => entry.keyword === 'ENV')?.args).toMatch(/NODE_ENV=production/);
    expect(last('HEALTHCHECK')).toContain('/api/health');
  });

  it('builds the server, the web app and the back-office, and installs only the server’s production dependencies', () => {
    for (const workspace of ['@loyalty/api', '@loyalty/web', '@loyalty/admin'])
      expect(
        runs.some((run) => run.includes(`npm run build -w ${workspace}`)),
        workspace,
      ).toBe(true);
    const dependencyStage = stages.find((stage) => stage.name === 'runtime-dependencies');
    expect(
      dependencyStage?.instructions.some(
        (entry) => entry.keyword === 'RUN' && entry.args.includes('npm ci --omit=dev --workspace=@loyalty/api'),
      ),
    ).toBe(true);
    // The final image never runs an install or a build of its own.
    expect(final.instructions.some((entry) => entry.keyword === 'RUN' && /npm (ci|install)/.test(entry.args))).toBe(false);
  });

  it('copies only paths that exist in the repository', () => {
    const sources = stages
      .flatMap((stage) => stage.instructions)
      .filter((entry) => entry.keyword === 'COPY' && !entry.args.startsWith('--from='))
      .flatMap((entry) => entry.args.split(/\s+/).slice(0, -1))
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) expect(existsSync(path.join(repoRoot, source)), source).toBe(true);
  });

  it('keeps secrets, local data, builds and dependencies out of the build context', () => {
    const ignored = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.env', '**/node_modules', '**/dist', 'data', '.git']) expect(ignored).toContain(entry);
  });
});

describe('deploy/postgres/Dockerfile', () => {
  const { stages } = parseDockerfile(deployFile('postgres/Dockerfile'));
  const instructions = stages.flatMap((stage) => stage.instructions);
  const copies = instructions.filter((entry) => entry.keyword === 'COPY').map((entry) => entry.args.split(/\s+/));
  /** Where COPY puts `source` (relative to deploy/postgres, the build context). */
  const destinationOf = (source: string) => copies.find((words) => words.slice(0, -1).includes(source))?.at(-1);

  it('is the official PostgreSQL 16 image with pgBackRest from its apt sources', () => {
    expect(stages.map((stage) => stage.from)).toEqual(['postgres:16-bookworm']);
    const runs = instructions.filter((entry) => entry.keyword === 'RUN').map((entry) => entry.args);
    expect(runs.some((run) => /apt-get install .*\bpgbackrest\b/.test(run))).toBe(true);
  });

  it('puts the roles, the initdb scripts, the configuration and the backup scripts where they are used', () => {
    // initdb/10-roles.sh reads /etc/loyalty/roles.sql; pgBackRest reads its default configuration file.
    expect(deployFile('postgres/initdb/10-roles.sh')).toContain('/etc/loyalty/roles.sql');
    expect(destinationOf('roles.sql')).toBe('/etc/loyalty/roles.sql');
    expect(destinationOf('initdb/*.sh')).toBe('/docker-entrypoint-initdb.d/');
    expect(destinationOf('pgbackrest.conf')).toBe('/etc/pgbackrest/pgbackrest.conf');
    // The backup service's command and the initdb script call the scripts by these names.
    expect(destinationOf('loyalty-backup.sh')).toBe('/usr/local/bin/loyalty-backup');
    expect(destinationOf('restore-drill.sh')).toBe('/usr/local/bin/loyalty-restore-drill');
    expect(deployFile('postgres/initdb/20-pgbackrest-stanza.sh')).toMatch(/^if ! loyalty-backup stanza;/m);
    // Every cluster initdb makes includes the archive settings: the sample configuration names the copied file.
    const settings = destinationOf('postgresql.conf');
    expect(settings).toMatch(/^\/etc\//);
    const sampleEdit = instructions.find((entry) => entry.args.includes('postgresql.conf.sample'))?.args ?? '';
    expect(sampleEdit).toContain(`include = '${settings}'`);
    for (const words of copies) {
      for (const source of words.slice(0, -1).filter((word) => !word.startsWith('--'))) {
        const matches = source.endsWith('/*.sh')
          ? readdirSync(path.join(repoRoot, 'deploy/postgres', path.dirname(source))).filter((name) => name.endsWith('.sh'))
          : [source].filter((name) => existsSync(path.join(repoRoot, 'deploy/postgres', name)));
        expect(matches.length, source).toBeGreaterThan(0);
      }
    }
  });

  it('archives every WAL segment with pgBackRest, into the stanza its configuration defines', () => {
    const settings = Object.fromEntries(
      deployFile('postgres/postgresql.conf')
        .split('\n')
        .map((line) => /^(\w+)\s*=\s*(.+)$/.exec(line.trim()))
        .filter((match) => match !== null)
        .map((match) => [match[1], match[2]]),
    );
    expect(settings.wal_level).toBe('replica');
    expect(settings.archive_mode).toBe('on');
    expect(settings.archive_command).toBe("'pgbackrest --stanza=loyalty archive-push %p'");
    expect(Number(settings.archive_timeout)).toBeGreaterThan(0);
    expect(Number(settings.archive_timeout)).toBeLessThanOrEqual(300);
    const pgbackrest = deployFile('postgres/pgbackrest.conf');
    expect(pgbackrest).toMatch(/^\[loyalty\]$/m);
    expect(pgbackrest).toMatch(/^pg1-path=\/var\/lib\/postgresql\/data$/m);
    expect(pgbackrest).toMatch(/^repo1-path=\/var\/lib\/pgbackrest$/m);
    expect(pgbackrest).toMatch(/^repo1-retention-full=\d+$/m);
  });
});

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  user?: string;
  command?: string[];
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  profiles?: string[];
  logging?: { driver?: string; options?: Record<string, string> };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
}

/** compose.yaml with its YAML merge keys (`<<: *api`) applied, as Docker Compose reads it. */
function composeFile(): { services: Record<string, ComposeService>; volumes: Record<string, unknown> } {
  return parseYaml(deployFile('compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
}

/** A Caddyfile duration (`1s`, `250ms`, `2m`) in milliseconds. */
function durationMs(text: string): number {
  const match = /^(\d+)(ms|s|m)$/.exec(text);
  if (!match) throw new Error(`not a duration: ${text}`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
}

/** The value of a Caddyfile subdirective (its first use), e.g. `health_interval` → `1s`. */
function caddyDirective(caddyfile: string, name: string): string {
  const match = new RegExp(`^\\s*${name}\\s+(.+?)\\s*$`, 'm').exec(caddyfile);
  if (!match?.[1]) throw new Error(`the Caddyfile has no ${name}`);
  return match[1];
}

describe('deploy/compose.yaml', () => {
  const compose = composeFile();
  const caddyfile = deployFile('Caddyfile');
  /** `volume:/path` mounts of a service, as { volume: path }. */
  const mountsOf = (service: string) =>
    Object.fromEntries((compose.services[service]?.volumes ?? []).map((mount) => mount.split(':').slice(0, 2)));
  const monitoringServices = ['prometheus', 'alertmanager', 'grafana', 'node-exporter', 'blackbox-exporter'];

  it('runs PostgreSQL 16, two API replicas of one definition and Caddy, and publishes only Caddy', () => {
    const { postgres, caddy } = compose.services;
    const replicas = Object.keys(compose.services).filter((name) => /^api-\d+$/.test(name));
    expect(replicas).toEqual(['api-1', 'api-2']);
    const [first, second] = replicas.map((name) => compose.services[name]);
    // One definition (the x-api anchor): the same image, build and settings, so either can be replaced by the other's.
    expect(second).toEqual(first);
    expect(first?.image).toBe('glo-ogo-loyalty:latest');
    expect(first?.build).toBeDefined();
    expect(first?.deploy?.replicas).toBeUndefined();
    expect(first?.environment?.NODE_ENV).toBe('production');
    expect(first?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/loyalty_app:.+@pgbouncer:6432\/loyalty$/);
    expect(postgres?.build?.context).toBe('./postgres');
    expect(caddy?.image).toMatch(/^caddy:2/);
    const published = Object.entries(compose.services).filter(
      ([, service]) => !service.profiles && (service.ports ?? []).length > 0,
    );
    expect(published.map(([name]) => name)).toEqual(['caddy']);
  });

  it('builds the PostgreSQL image of deploy/postgres, with the superuser postgres and the passwords of the roles', () => {
    const { postgres } = compose.services;
    expect(existsSync(path.join(repoRoot, 'deploy', postgres?.build?.context ?? '', 'Dockerfile'))).toBe(true);
    expect(postgres?.environment?.POSTGRES_USER).toBe('postgres');
    expect(postgres?.environment?.POSTGRES_DB).toBe('loyalty');
    const example = deployFile('.env.example');
    for (const name of ['LOYALTY_OWNER_PASSWORD', 'LOYALTY_APP_PASSWORD', 'LOYALTY_BACKUP_PASSWORD']) {
      expect(postgres?.environment?.[name]).toBe(`\${${name}:?set ${name} in deploy/.env}`);
      expect(example).toMatch(new RegExp(`^${name}=$`, 'm'));
    }
  });

  it('has the backup service run the schedule in the same image, beside the server, writing the metrics volume', () => {
    const { postgres, backup } = compose.services;
    expect(backup?.image).toBe(postgres?.image);
    expect(backup?.build).toEqual(postgres?.build);
    expect(backup?.user).toBe('postgres');
    expect(backup?.command).toEqual(['loyalty-backup', 'schedule']);
    expect(backup?.environment?.PGUSER).toBe('loyalty_backup');
    // The data directory, the server's socket and pgBackRest's repository, at the same paths on both sides.
    const server = mountsOf('postgres');
    const backups = mountsOf('backup');
    for (const volume of ['postgres-data', 'postgres-socket', 'pgbackrest-repo']) {
      expect(backups[volume], volume).toBeDefined();
      expect(backups[volume]).toBe(server[volume]);
    }
    expect(server['postgres-socket']).toBe('/var/run/postgresql');
    expect(backups['backup-metrics']).toBe('/metrics-textfile');
    expect(backups.backups).toBe('/backups');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgbackrest-repo', 'backup-metrics']));
  });

  it('runs the API as the runtime role through PgBouncer, after the owner has migrated, holding no other password', () => {
    const { 'api-1': api, migrate, pgbouncer } = compose.services;
    expect(api?.environment).toMatchObject({
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: 'postgres://loyalty_app:${LOYALTY_APP_PASSWORD}@postgres:5432/loyalty',
      MIGRATE_ON_START: 'false',
      // env_file passes every line of .env: these are blanked over it.
      POSTGRES_PASSWORD: '',
      LOYALTY_OWNER_PASSWORD: '',
      LOYALTY_BACKUP_PASSWORD: '',
    });
    expect(migrate?.image).toBe(api?.image);
    expect(migrate?.command).toEqual(['node', 'apps/api/dist/migrate.js']);
    expect(migrate?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/loyalty_owner:.+@postgres:5432\/loyalty$/);
    expect(migrate?.environment?.DATABASE_RUNTIME_ROLE).toBe('loyalty_app');
    expect(api?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(pgbouncer?.build?.context).toBe('./pgbouncer');
    // The pool settings compose runs are the file CI runs the tests through (.ci/run includes pool.ini too).
    expect(deployFile('pgbouncer/pgbouncer.ini')).toMatch(/^%include \/etc\/pgbouncer\/pool\.ini$/m);
    expect(deployFile('pgbouncer/pool.ini')).toMatch(/^pool_mode = transaction$/m);
    expect(deployFile('pgbouncer/Dockerfile')).toMatch(/^COPY pgbouncer\.ini pool\.ini \/etc\/pgbouncer\/$/m);
    expect(readFileSync(path.join(repoRoot, '.ci/run'), 'utf8')).toContain('deploy/pgbouncer/pool.ini');
  });

  it('rotates the log of every service (json-file with a size and a count)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging?.driver, name).toBe('json-file');
      expect(service.logging?.options?.['max-size'], name).toMatch(/^\d+[km]$/);
      expect(Number(service.logging?.options?.['max-file']), name).toBeGreaterThan(1);
    }
  });

  it('runs the monitoring services only with --profile monitoring, and nothing else under a profile', () => {
    const profiled = Object.entries(compose.services).filter(([, service]) => service.profiles);
    expect(profiled.map(([name]) => name).sort()).toEqual([...monitoringServices].sort());
    for (const [name, service] of profiled) expect(service.profiles, name).toEqual(['monitoring']);
  });

  it('publishes no monitoring port to the network: Grafana only, on the loopback of the host', () => {
    const published = Object.entries(compose.services).filter(
      ([, service]) => service.profiles && (service.ports ?? []).length > 0,
    );
    expect(published.map(([name]) => name)).toEqual(['grafana']);
    for (const port of compose.services.grafana?.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:\d+:3000$/);
  });

  it('hands the textfile of the backup job to the textfile collector of node-exporter, read-only', () => {
    expect(compose.volumes).toHaveProperty('backup-metrics');
    expect(compose.services.backup?.volumes).toContain('backup-metrics:/metrics-textfile');
    const nodeExporter = compose.services['node-exporter'];
    const directory = nodeExporter?.command
      ?.find((arg) => arg.startsWith('--collector.textfile.directory='))
      ?.slice('--collector.textfile.directory='.length);
    expect(directory).toBeTruthy();
    expect(nodeExporter?.volumes).toContain(`backup-metrics:${directory}:ro`);
    // The host's file systems, read-only, for the disk alerts.
    expect(nodeExporter?.command).toContain('--path.rootfs=/host');
    expect(nodeExporter?.volumes).toContain('/:/host:ro,rslave');
  });

  it('has Caddy refuse /metrics, compress, and proxy everything else to both replicas by name', () => {
    expect(caddyfile).toMatch(/@metrics path \/metrics/);
    expect(caddyfile).toMatch(/respond @metrics 404/);
    expect(caddyfile).toMatch(/encode zstd gzip/);
    // The default upstreams are the compose services on the API's port (a test on loopback sets API_UPSTREAMS).
    const upstreams = /^\s*to \{\$API_UPSTREAMS:(.+)\}\s*$/m.exec(caddyfile)?.[1]?.split(/\s+/);
    expect(upstreams).toEqual(['api-1:3000', 'api-2:3000']);
    expect(caddyfile).not.toMatch(/^\s*dynamic /m);
  });

  it("takes a stopping replica out through its health check well within the drain, and before the stop's grace ends", () => {
    expect(caddyDirective(caddyfile, 'health_uri')).toBe('/api/health');
    expect(caddyDirective(caddyfile, 'health_status')).toBe('200');
    const checkedWithinMs =
      durationMs(caddyDirective(caddyfile, 'health_interval')) + durationMs(caddyDirective(caddyfile, 'health_timeout'));
    const environment = compose.services['api-1']?.environment ?? {};
    const drainMs = Number(/^\$\{SHUTDOWN_DRAIN_MS:-(\d+)\}$/.exec(environment.SHUTDOWN_DRAIN_MS ?? '')?.[1]);
    // The image's production default and compose's agree, and leave a margin for a busy host.
    expect(drainMs).toBe(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs);
    expect(drainMs).toBeGreaterThanOrEqual(checkedWithinMs + 2000);
    // docker stop waits for the drain and the server's own grace before it kills.
    const graceMs = durationMs(compose.services['api-1']?.stop_grace_period ?? '0s');
    expect(graceMs).toBeGreaterThan(drainMs + shutdownGraceMs);
  });

  it("drops idle connections to a replica before the replica's keep-alive timeout, keeping a pool of them", () => {
    expect(durationMs(caddyDirective(caddyfile, 'keepalive'))).toBeLessThan(serverTimeouts.keepAliveTimeout);
    // Caddy 2.6 drops every keep-alive default once one is set: the pool size is set again.
    expect(Number(caddyDirective(caddyfile, 'keepalive_idle_conns_per_host'))).toBeGreaterThanOrEqual(32);
  });

  it('retries only requests that change nothing, and never takes a replica out for a 503 of a gateway', () => {
    expect(caddyfile).toMatch(/lb_retry_match \{\s*method GET HEAD OPTIONS\s*\}/);
    expect(caddyfile).not.toMatch(/unhealthy_status/);
    expect(caddyDirective(caddyfile, 'lb_policy')).toBe('least_conn');
  });
});

const vapidPair = {
  publicKey: 'BLT45xp0nJvhWhCKTzNYbqrYRnSoRgmWP7egIlDhDivXiwT7LWzjwOXDtbt1YFQinQ_q1vjcrk7IzIfNdicZCEU',
  privateKey: '4Lt9u17ahLuiSjfJgMNGOjOXpjmsObO95zZ2-CRdKLk',
};

describe('deploy/.env.example', () => {
  /** Its variables with the empty ones filled in, as an operator would. */
  function filledIn(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const line of deployFile('.env.example').split('\n')) {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
      if (!match?.[1]) continue;
      const [, name, value = ''] = match;
      env[name] = value || fillerFor(name);
    }
    return env;
  }
  /** A compose value with `${NAME}`, `${NAME:-default}` and `${NAME:?message}` put in from the .env file. */
  function interpolated(value: string, env: Record<string, string>): string {
    return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, word?: string) => {
      const set = env[name];
      if (set !== undefined && set !== '') return set;
      if (kind === '-') return word ?? '';
      throw new Error(`compose needs ${name}: ${word ?? ''}`);
    });
  }
  function fillerFor(name: string): string {
    if (name.endsWith('_URL') && name.startsWith('SMTP')) return 'smtps://user:password@smtp.example.com:465';
    if (name.endsWith('_URL')) return `https://${name.toLowerCase().replace(/_/g, '-')}.example.com`;
    if (name === 'TURBOSMS_SENDER') return 'glo';
    if (name.endsWith('_SUPPORT_PHONE')) return '+380800300500';
    if (name.endsWith('_SUPPORT_EMAIL')) return `help@${name.slice(0, 3).toLowerCase()}.example.com`;
    // A pair as `web-push generate-vapid-keys` prints it.
    if (name === 'VAPID_PUBLIC_KEY') return vapidPair.publicKey;
    if (name === 'VAPID_PRIVATE_KEY') return vapidPair.privateKey;
    return `${name.toLowerCase()}-0123456789abcdef0123456789abcdef`;
  }

  it('names every variable a production server needs, and filled in, starts without a stand-in', () => {
    const env = filledIn();
    const composed = Object.fromEntries(
      Object.entries(composeFile().services['api-1']?.environment ?? {}).map(([name, value]) => [name, interpolated(value, env)]),
    );
    const config = loadConfig({ ...env, ...composed });
    expect(config.isProduction).toBe(true);
    expect(productionProblems(config)).toEqual([]);
    expect(config.metricsToken).toBeDefined();
    expect(config.trustProxy).toBe(true);
    // The runtime role's password, through PgBouncer, and straight to PostgreSQL for LISTEN.
    expect(config.databaseUrl).toMatch(/^postgres:\/\/loyalty_app:loyalty_app_password-.+@pgbouncer:6432\/loyalty$/);
    expect(config.databaseDirectUrl).toMatch(/^postgres:\/\/loyalty_app:loyalty_app_password-.+@postgres:5432\/loyalty$/);
    expect(config.migrateOnStart).toBe(false);
    expect(config.shutdownDrainMs).toBe(5000);
  });
});

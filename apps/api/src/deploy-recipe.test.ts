// The deployment recipe in deploy/ holds together where Docker cannot run it (issue 15): the image starts the server
// with the command the tests start, as a non-root user, with a health check; compose runs PostgreSQL 16, two API
// replicas and Caddy, publishing only Caddy; Caddy never serves /metrics, and its health checks, retries and
// keep-alive fit the server's drain and timeouts; and the example configuration, filled in, is a production
// configuration the server accepts without a single stand-in. deploy/test/rolling-deploy.test.ts runs it all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { serverTimeouts } from './app.ts';
import { loadConfig, productionProblems } from './config.ts';
import { shutdownGraceMs } from './server.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const deployFile = (name: string) => readFileSync(path.join(repoRoot, 'deploy', name), 'utf8');
/** The server file the process tests spawn with `node --import tsx` (server.test.ts, production-postgres.test.ts). */
const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Stage {
  from: string;
  instructions: { keyword: string; args: string }[];
}

/** The Dockerfile's stages, with continuation lines joined and comments dropped. */
function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stages.push({ from: args, instructions: [] });
    else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

describe('deploy/Dockerfile', () => {
  const stages = dockerfileStages(deployFile('Dockerfile'));
  const final = stages.at(-1)!;
  const last = (keyword: string) => final.instructions.filter((entry) => entry.keyword === keyword).at(-1)?.args;

  it('starts the server with the command the tests start', () => {
    const command = JSON.parse(last('CMD') ?? 'null') as string[];
    expect(command).toEqual(['node', '--import', 'tsx', path.relative(repoRoot, serverFile)]);
  });

  it('runs as a non-root user, in production mode, with a health check on /api/health', () => {
    expect(last('USER')).toBe('node');
    expect(final.instructions.find((entry) => entry.keyword === 'ENV')?.args).toMatch(/NODE_ENV=production/);
    expect(last('HEALTHCHECK')).toContain('/api/health');
  });

  it('builds the web app in a build stage and installs only production dependencies for the image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const runs = stages.flatMap((stage) =>
      stage.instructions.filter((entry) => entry.keyword === 'RUN').map((entry) => entry.args),
    );
    expect(runs.some((run) => run.includes('npm run build -w @loyalty/web'))).toBe(true);
    const copiesFrom = final.instructions.filter((entry) => entry.keyword === 'COPY' && entry.args.startsWith('--from='));
    const dependencyStage = stages.find((stage) =>
      copiesFrom.some((copy) => copy.args.includes(`--from=${stage.from.split(' AS ')[1]}`) && copy.args.endsWith('/app ./')),
    );
    expect(
      dependencyStage?.instructions.some((entry) => entry.keyword === 'RUN' && entry.args.includes('npm ci --omit=dev')),
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

  it('keeps secrets, local data and dependencies out of the build context', () => {
    const ignored = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.env', '**/node_modules', 'data', '.git']) expect(ignored).toContain(entry);
  });
});

interface ComposeService {
  image?: string;
  build?: unknown;
  ports?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  stop_grace_period?: string;
}

/** compose.yaml with its YAML merge keys (`<<: *api`) applied, as Docker Compose reads it. */
function composeFile(): { services: Record<string, ComposeService> } {
  return parseYaml(deployFile('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
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
    expect(first?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(postgres?.image).toMatch(/^postgres:16/);
    expect(caddy?.image).toMatch(/^caddy:2/);
    const published = Object.entries(compose.services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
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
    expect(config.databaseUrl).toMatch(/^postgres:\/\/loyalty:postgres_password-.+@postgres:5432\/loyalty$/);
    expect(config.shutdownDrainMs).toBe(5000);
  });
});

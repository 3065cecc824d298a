// The deployment recipe in deploy/ holds together where Docker cannot run it (issue 15): the image starts the server
// with the command the tests start, as a non-root user, with a health check; compose runs PostgreSQL 16, two API
// replicas and Caddy, publishing only Caddy, every log rotated, the monitoring services only under their profile;
// Caddy never serves /metrics; and the example configuration, filled in, is a production configuration the server
// accepts without a single stand-in.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadConfig, productionProblems } from './config.ts';

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

describe('deploy/compose.yaml', () => {
  const compose = parseYaml(deployFile('compose.yaml')) as {
    services: Record<
      string,
      {
        image?: string;
        ports?: string[];
        deploy?: { replicas?: number };
        environment?: Record<string, string>;
        profiles?: string[];
        logging?: { driver?: string; options?: Record<string, string> };
        volumes?: string[];
        command?: string[];
      }
    >;
    volumes: Record<string, unknown>;
  };
  const monitoringServices = ['prometheus', 'alertmanager', 'grafana', 'node-exporter', 'blackbox-exporter'];

  it('runs PostgreSQL 16, two API replicas and Caddy, and publishes only Caddy', () => {
    const { postgres, api, caddy } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:16/);
    expect(api?.deploy?.replicas).toBe(2);
    expect(api?.environment?.NODE_ENV).toBe('production');
    expect(api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(caddy?.image).toMatch(/^caddy:2/);
    const published = Object.entries(compose.services).filter(
      ([, service]) => !service.profiles && (service.ports ?? []).length > 0,
    );
    expect(published.map(([name]) => name)).toEqual(['caddy']);
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

  it('has Caddy refuse /metrics and proxy everything else to every replica', () => {
    const caddyfile = deployFile('Caddyfile');
    expect(caddyfile).toMatch(/@metrics path \/metrics/);
    expect(caddyfile).toMatch(/respond @metrics 404/);
    expect(caddyfile).toMatch(/dynamic a \{\s*name api\s*port 3000/);
    expect(caddyfile).toMatch(/encode zstd gzip/);
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
    const compose = parseYaml(deployFile('compose.yaml')) as { services: { api: { environment: Record<string, string> } } };
    const config = loadConfig({
      ...env,
      ...compose.services.api.environment,
      DATABASE_URL: 'postgres://loyalty:secret@postgres:5432/loyalty',
      WEB_CONCURRENCY: '1',
    });
    expect(config.isProduction).toBe(true);
    expect(productionProblems(config)).toEqual([]);
    expect(config.metricsToken).toBeDefined();
    expect(config.trustProxy).toBe(true);
  });
});

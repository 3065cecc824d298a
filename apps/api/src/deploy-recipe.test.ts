// The deployment recipe in deploy/ holds together where Docker cannot run it (issue 15): the image starts the server
// with the command the tests start, as a non-root user, with a health check; compose runs PostgreSQL 16, two API
// replicas and Caddy, publishing only Caddy; Caddy never serves /metrics; and the example configuration, filled in,
// is a production configuration the server accepts without a single stand-in.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseDockerfile } from '../../../deploy/test/support/dockerfile.ts';
import { serverEntry } from '../../../scripts/server-command.mjs';
import { loadConfig, productionProblems } from './config.ts';

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

describe('deploy/compose.yaml', () => {
  const compose = parseYaml(deployFile('compose.yaml')) as {
    services: Record<
      string,
      { image?: string; ports?: string[]; deploy?: { replicas?: number }; environment?: Record<string, string> }
    >;
  };

  it('runs PostgreSQL 16, two API replicas and Caddy, and publishes only Caddy', () => {
    const { postgres, api, caddy } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:16/);
    expect(api?.deploy?.replicas).toBe(2);
    expect(api?.environment?.NODE_ENV).toBe('production');
    expect(api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(caddy?.image).toMatch(/^caddy:2/);
    const published = Object.entries(compose.services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
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

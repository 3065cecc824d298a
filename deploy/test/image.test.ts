// The image, built without Docker (issue 34: the image did not build, and nothing had ever run its install): every
// stage of deploy/Dockerfile replayed on a copy of exactly the files it copies, its RUN steps run as written with the
// npm it installs (not the machine's), then the final stage's CMD started on PostgreSQL as the image would start it,
// answering /api/health, the web app at / and the back-office at /admin. What the image cannot show here: the `node`
// user (this runs as the test's user) and the base image's own files.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDockerfile, replayDockerfile, type ReplayedStage } from './support/dockerfile.ts';
import { freePort, postgresServer, startCluster, type LocalCluster } from './support/postgres-cluster.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dockerfile = parseDockerfile(readFileSync(path.join(repoRoot, 'deploy/Dockerfile'), 'utf8'));

/** What a production start needs beyond the image's ENV; the outside services stay stand-ins, named as accepted. */
function productionEnv(databaseUrl: string, port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'https://loyalty.example.com',
    API_KEY: 'image-test-api-key-0123456789',
    APP_SECRET: 'image-test-app-secret-0123456789abcdef0123456789',
    OPS_TOKEN: 'image-test-ops-token-0123456789abcdef',
    VAPID_PUBLIC_KEY: 'BLT45xp0nJvhWhCKTzNYbqrYRnSoRgmWP7egIlDhDivXiwT7LWzjwOXDtbt1YFQinQ_q1vjcrk7IzIfNdicZCEU',
    VAPID_PRIVATE_KEY: '4Lt9u17ahLuiSjfJgMNGOjOXpjmsObO95zZ2-CRdKLk',
    SEED_DEMO_DATA: 'false',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    PRODUCTION_STAND_INS: 'ipost-local,novaposhta-shipped,sms-outbox,mail-outbox,test-checkout,analytics-unsent',
  };
}

/**
 * How this machine reaches the npm registry (its CA, proxy and global npmrc, which a stage's own npm prefix would
 * otherwise hide), as a Docker build on it would be given them, and npm's download cache (a build cache). What gets
 * installed is decided by the lock and the stage's npm alone.
 */
async function registryAccess(): Promise<Record<string, string>> {
  const passed = Object.entries(process.env).filter(
    ([name, value]) =>
      value !== undefined && /^(NODE_EXTRA_CA_CERTS|HTTPS?_PROXY|NO_PROXY|npm_config_(cache|registry|cafile))$/i.test(name),
  ) as [string, string][];
  const { stdout } = await run('npm', ['config', 'get', 'globalconfig']);
  return { ...Object.fromEntries(passed), npm_config_globalconfig: stdout.trim() };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The image's command exited (${child.exitCode}):\n${output()}`);
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/api/health never answered 200 within 120 s:\n${output()}`);
}

async function duMegabytes(dir: string): Promise<number> {
  const { stdout } = await run('du', ['-sk', dir]);
  return Math.round(Number(stdout.split('\t')[0]) / 1024);
}

describe.skipIf(!postgresServer.path)('deploy/Dockerfile, replayed without Docker', () => {
  let workDir: string;
  let stages: Map<string, ReplayedStage>;
  let final: ReplayedStage;
  let cluster: LocalCluster;
  let server: ChildProcess | undefined;
  let serverUrl = '';
  let serverOutput = '';
  let startupMs = 0;

  beforeAll(async () => {
    const nodeVersion = dockerfile.globalArgs.NODE_VERSION ?? '';
    // The replay runs this Node: the image's major, or the figures and the install would be another runtime's.
    expect(process.versions.node.split('.')[0], `this Node ${process.version} against the image's ${nodeVersion}`).toBe(
      nodeVersion.split('.')[0],
    );
    workDir = mkdtempSync(path.join(os.tmpdir(), 'loyalty-image-'));
    const started = Date.now();
    stages = await replayDockerfile(dockerfile, {
      context: repoRoot,
      workDir,
      baseEnv: {
        // This Node, and the system's tools; never the repository's node_modules/.bin.
        PATH: `${path.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
        HOME: process.env.HOME ?? os.homedir(),
        ...(await registryAccess()),
        CI: 'true',
      },
      log: (line) => console.log(line),
    });
    console.log(`Replayed the image's ${stages.size} stages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    final = [...stages.values()].at(-1)!;

    cluster = await startCluster({ fsync: false });
    await cluster.psql('create database loyalty');
    const port = await freePort();
    serverUrl = `http://127.0.0.1:${port}`;
    const [command = '', ...args] = final.cmd ?? [];
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loyalty-image-data-'));
    const spawnedAt = performance.now();
    server = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: final.dir,
      env: {
        PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`,
        ...final.env,
        ...productionEnv(cluster.url('postgres', 'loyalty'), port, dataDir),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    await waitForHealth(serverUrl, server, () => serverOutput);
    startupMs = performance.now() - spawnedAt;
    console.log(`The image's command was ready (migrations included) in ${(startupMs / 1000).toFixed(1)} s`);
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit').catch(() => undefined);
    }
    await cluster?.destroy();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('installs with its own npm: the version it pins, not the machine’s', async () => {
    const pinned = dockerfile.globalArgs.NPM_VERSION;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    for (const stage of stages.values()) {
      const npm = path.join(stage.fsRoot, '..', 'usr-local', 'bin', 'npm');
      if (!existsSync(npm)) continue;
      const { stdout } = await run(npm, ['--version'], { env: { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` } });
      expect(stdout.trim(), stage.name).toBe(pinned);
    }
  });

  it('runs the built server, the built web app and back-office, and only the server’s dependencies', async () => {
    expect(final.cmd).toEqual(['node', 'apps/api/dist/server.js']);
    for (const built of [
      'apps/api/dist/server.js',
      'apps/api/dist/ops-cli.js',
      'apps/web/dist/index.html',
      'apps/admin/dist/index.html',
    ])
      expect(existsSync(path.join(final.dir, built)), built).toBe(true);
    // Sources, the toolchain and the web apps' libraries stay out.
    expect(existsSync(path.join(final.dir, 'apps/api/src'))).toBe(false);
    const modules = path.join(final.dir, 'node_modules');
    for (const absent of [
      'tsx',
      'typescript',
      'vitest',
      'esbuild',
      'vite',
      'react',
      'react-dom',
      'lucide-react',
      'react-router',
      '@tanstack/react-query',
      'drizzle-kit',
    ])
      expect(existsSync(path.join(modules, absent)), `${absent} in the image's node_modules`).toBe(false);
    for (const present of ['fastify', 'pg', 'drizzle-orm', 'zod', 'pino', 'prom-client'])
      expect(existsSync(path.join(modules, present)), `${present} in the image's node_modules`).toBe(true);
    const megabytes = await duMegabytes(modules);
    console.log(`The runtime image's node_modules: ${megabytes} MB`);
    expect(megabytes).toBeLessThan(200);
  });

  it('answers /api/health, the web app at / and the back-office at /admin', async () => {
    const health = await fetch(`${serverUrl}/api/health`);
    expect(health.status).toBe(200);
    const home = await fetch(`${serverUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<div id="root"/);
    const admin = await fetch(`${serverUrl}/admin/`);
    expect(admin.status).toBe(200);
    const adminHtml = await admin.text();
    expect(adminHtml).toMatch(/<html/);
    expect(adminHtml).toContain('/admin/');
  });

  it('passes its own health check and runs the operator command line it ships', async () => {
    const [command = '', ...args] = (final.healthcheck ?? []) as string[];
    expect(command).toBe('node');
    const env = { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`, PORT: new URL(serverUrl).port };
    await expect(run(process.execPath, args, { env, cwd: final.dir })).resolves.toBeDefined();
    const { stdout } = await run(process.execPath, ['apps/api/dist/ops-cli.js', 'status'], {
      cwd: final.dir,
      env: { ...env, OPS_URL: serverUrl, OPS_TOKEN: productionEnv('', 0, '').OPS_TOKEN },
    });
    expect(stdout).toMatch(/postgres/i);
  });

  it('stops on SIGTERM, as docker stop sends it', async () => {
    server?.kill('SIGTERM');
    const [code] = (await once(server!, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});

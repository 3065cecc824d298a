// A PostgreSQL cluster of a test's own, on loopback, in a temporary directory: for tests that need the server's own
// settings (WAL archiving), roles of their own, or a server to stop and restore. PostgreSQL refuses to run as root,
// so under root (CI) every server-side command runs as the `postgres` user.
import { execFile, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { postgresBinDir } from './debian-tools.ts';

const run = promisify(execFile);
const runningAsRoot = process.getuid?.() === 0;

export const postgresServer = postgresBinDir();

/** A free TCP port on loopback (the kernel's choice, released at once). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The uid and gid of the `postgres` user (Debian's postgresql package creates it). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

/** `command args` as the postgres user when this process is root, else as this user. */
export function asPostgres(command: string, args: string[]): [string, string[]] {
  return runningAsRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Runs `command args` (as the postgres user under root) and returns its output; rejects with its stderr. */
export async function runAsPostgres(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  const [file, fileArgs] = asPostgres(command, args);
  try {
    const { stdout } = await run(file, fileArgs, {
      env: { ...process.env, ...options.env },
      cwd: options.cwd ?? os.tmpdir(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failed = error as Error & { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${failed.stderr || failed.stdout || failed.message}`);
  }
}

/** Runs a client program as this process's user; rejects with its stderr. */
export async function runCommand(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  try {
    const { stdout } = await run(command, args, { env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as Error & { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${failed.stderr || failed.stdout || failed.message}`);
  }
}

/** A directory the postgres user owns (mode 0700), under the system's temporary directory. */
export async function postgresOwnedDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (runningAsRoot) {
    const { uid, gid } = await postgresUser();
    chownSync(dir, uid, gid);
  }
  return dir;
}

export interface LocalCluster {
  port: number;
  dataDir: string;
  /** The directory of the server's Unix socket. */
  socketDir: string;
  binDir: string;
  /** postgres://user@127.0.0.1:port/database (trust authentication on loopback). */
  url(user?: string, database?: string): string;
  /** psql -c `sql` as `user` (default postgres) on `database`; returns the unaligned, tuples-only output. */
  psql(sql: string, options?: { user?: string; database?: string }): Promise<string>;
  start(): Promise<void>;
  /** Stops the server (fast shutdown: open sessions are ended). */
  stop(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

export interface ClusterOptions {
  /** postgresql.conf settings beyond the test defaults (loopback, the socket in the data directory). */
  settings?: Record<string, string>;
  /** Production durability (fsync on) unless a test says otherwise. */
  fsync?: boolean;
}

/** initdb a new cluster (trust authentication, superuser `postgres`) and start it on a free loopback port. */
export async function startCluster(options: ClusterOptions = {}): Promise<LocalCluster> {
  const binDir = postgresServer.path;
  if (!binDir) throw new Error(postgresServer.skipReason);
  const root = await postgresOwnedDir('loyalty-pg-');
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await runAsPostgres(path.join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const settings: Record<string, string> = {
    listen_addresses: "'127.0.0.1'",
    port: String(port),
    unix_socket_directories: `'${dataDir}'`,
    fsync: options.fsync === false ? 'off' : 'on',
    max_connections: '200',
    ...options.settings,
  };
  const conf = Object.entries(settings)
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n');
  // Appended as the postgres user would (the file is theirs): the last setting of a name wins.
  await runAsPostgres('sh', ['-c', `cat >> '${dataDir}/postgresql.conf' <<'CONF'\n${conf}\nCONF`]);
  const pgCtl = path.join(binDir, 'pg_ctl');
  const cluster: LocalCluster = {
    port,
    dataDir,
    socketDir: dataDir,
    binDir,
    url: (user = 'postgres', database = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`,
    async psql(sql, { user = 'postgres', database = 'postgres' } = {}) {
      // A client over TCP needs no particular user here (only the server refuses root).
      const out = await runCommand(path.join(binDir, 'psql'), [
        '-X',
        '-q',
        '-A',
        '-t',
        '-v',
        'ON_ERROR_STOP=1',
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        user,
        '-d',
        database,
        '-c',
        sql,
      ]);
      return out.trim();
    },
    async start() {
      await runAsPostgres(pgCtl, ['-D', dataDir, '-l', path.join(root, 'server.log'), '-w', '-t', '120', 'start']);
    },
    async stop() {
      await runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    },
    async destroy() {
      await cluster.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/** Writes `text` to `file` (mode 0600) and hands it to the postgres user under root. */
export async function writePostgresFile(file: string, text: string): Promise<void> {
  writeFileSync(file, text, { mode: 0o600 });
  if (runningAsRoot) {
    const { uid, gid } = await postgresUser();
    chownSync(file, uid, gid);
  }
}

/** Spawns a long-running process as the postgres user (pgbouncer, a server) and returns it. */
export function spawnAsPostgres(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const [file, fileArgs] = asPostgres(command, args);
  return spawn(file, fileArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, lockFileName } from './data-dir-lock.ts';
import { packageDir } from './paths.ts';

/** A live process that is not us, standing in for the running server. */
async function startOtherProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

async function finishedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  if (child.pid === undefined) throw new Error('The short-lived process got no pid');
  return child.pid;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

describe('acquireDataDirLock', () => {
  let dataDir: string;
  let lockFile: string;
  const children: ChildProcess[] = [];
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'loyalty-lock-')), 'data');
    lockFile = path.join(dataDir, lockFileName);
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill();
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('creates the directory, writes our pid and removes it on release', async () => {
    const release = await acquireDataDirLock(dataDir);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
    await release();
    expect(await exists(lockFile)).toBe(false);
    await expect(release()).resolves.toBeUndefined();
  });

  it('refuses while another live process holds the directory', async () => {
    const server = await startOtherProcess();
    children.push(server);
    await acquireDataDirLock(dataDir).then((release) => release());
    await writeFile(lockFile, `${server.pid}\n`);

    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`in use by process ${server.pid}`);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(server.pid));
  });

  it('replaces a file left by a process that has died', async () => {
    await acquireDataDirLock(dataDir).then((release) => release());
    await writeFile(lockFile, `${await finishedPid()}\n`);

    const release = await acquireDataDirLock(dataDir);
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(process.pid));
    await release();
  });

  it('does not remove a claim that is no longer ours', async () => {
    const release = await acquireDataDirLock(dataDir);
    const other = await startOtherProcess();
    children.push(other);
    await writeFile(lockFile, `${other.pid}\n`);
    await release();
    expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(other.pid));
  });

  it('makes the migrate script refuse while the server holds the directory', async () => {
    const server = await startOtherProcess();
    children.push(server);
    await acquireDataDirLock(dataDir).then((release) => release());
    await writeFile(lockFile, `${server.pid}\n`);

    const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
    const script = spawn(process.execPath, [tsx, path.join(packageDir, 'scripts', 'migrate.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    script.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [exitCode] = (await once(script, 'exit')) as [number | null];

    expect(exitCode).toBe(1);
    expect(stderr).toContain(`in use by process ${server.pid}`);
    // Refused before opening anything: no database files next to the lock.
    expect(await exists(path.join(dataDir, 'PG_VERSION'))).toBe(false);
    // The script runs through tsx, which compiles it and everything it imports on a cold cache before the lock is
    // checked: 2 s on an idle machine, once over 30 s in CI beside the other test workers (a deadline, not a timing).
  }, 120_000);
});

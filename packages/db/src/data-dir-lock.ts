// Guards a PGlite data directory against a second process: PGlite has no multi-process locking of its own.
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

export const lockFileName = 'server.pid';

/** Bounded, because each retry follows a removal of a stale file that another starting process may race us for. */
const maxAttempts = 5;

/**
 * Claims `dataDir` for this process by writing its pid to DATA_DIR/server.pid. A file naming a live process other
 * than this one means the directory is in use (usually by the running server), and opening it again would corrupt it.
 * A file left by a process that has died is replaced. Resolves to the function that releases the claim.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, lockFileName);
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (await tryCreateLockFile(lockPath)) return releaserFor(lockPath);
    const holder = await readHolderPid(lockPath);
    if (holder === process.pid) return releaserFor(lockPath);
    if (holder !== undefined && isProcessAlive(holder)) {
      throw new Error(
        `The data directory ${path.resolve(dataDir)} is in use by process ${holder} (see ${lockPath}). ` +
          'PGlite allows one process per data directory: stop that process first, or use the operator commands ' +
          '(npm run ops) which go through the running server.',
      );
    }
    // Stale (its process is gone) or unreadable: remove it and try to create ours again. Re-reading first narrows the
    // window in which another starting process could have replaced the stale file with its own live claim.
    if ((await readHolderPid(lockPath)) !== holder) continue;
    await unlink(lockPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  throw new Error(`Could not lock the data directory ${path.resolve(dataDir)} after ${maxAttempts} attempts`);
}

async function tryCreateLockFile(lockPath: string): Promise<boolean> {
  try {
    // 'wx' creates the file only if it does not exist, so two processes can never both succeed.
    const file = await open(lockPath, 'wx');
    try {
      await file.writeFile(`${process.pid}\n`);
    } finally {
      await file.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function readHolderPid(lockPath: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(lockPath, 'utf8')).trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    // Signal 0 checks existence without delivering anything.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still means the directory is taken.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaserFor(lockPath: string): () => Promise<void> {
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // Only remove the file while it is still ours; a later owner's claim must survive a late release.
    if ((await readHolderPid(lockPath)) === process.pid) {
      await unlink(lockPath).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  };
}

// The server's own secret (APP_SECRET): keyed hashes of one-time codes and signed tokens; generated and kept when unset.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inMemoryDataDir, type AppConfig } from '../../config.ts';

export const appSecretFileName = 'app-secret';

export interface ResolvedAppSecret {
  secret: string;
  /** How it was obtained: the environment, the file of an earlier start, or generated now. */
  source: 'env' | 'file' | 'generated' | 'memory';
  file?: string;
}

/**
 * APP_SECRET, else the one kept in DATA_DIR/app-secret, else a new one written there (mode 0600) so that codes and
 * tokens survive a restart. With an in-memory database nothing survives anyway: a random secret per process.
 */
export async function resolveAppSecret(config: Pick<AppConfig, 'appSecret' | 'dataDir'>): Promise<ResolvedAppSecret> {
  if (config.appSecret) return { secret: config.appSecret, source: 'env' };
  const secret = randomBytes(32).toString('base64url');
  if (config.dataDir.startsWith(inMemoryDataDir)) return { secret, source: 'memory' };
  const file = path.join(config.dataDir, appSecretFileName);
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (/^[A-Za-z0-9_-]{32,}$/.test(kept)) {
    await chmod(file, 0o600);
    return { secret: kept, source: 'file', file };
  }
  await mkdir(config.dataDir, { recursive: true });
  // 'wx' fails if another process wrote the file meanwhile; then that one's secret is the one to use.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = (await readFile(file, 'utf8')).trim();
    if (/^[A-Za-z0-9_-]{32,}$/.test(other)) return { secret: other, source: 'file', file };
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
  }
  await chmod(file, 0o600);
  return { secret, source: 'generated', file };
}

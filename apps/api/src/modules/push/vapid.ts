// The VAPID key pair that signs every push: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else the pair generated once
// into DATA_DIR/vapid-keys.json (mode 0600) like the other generated secrets, so subscriptions survive a restart.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { inMemoryDataDir, type AppConfig } from '../../config.ts';

export const vapidKeysFileName = 'vapid-keys.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  source: 'env' | 'file' | 'generated' | 'memory';
}

function parseKeys(text: string): { publicKey: string; privateKey: string } | null {
  try {
    const parsed = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
    }
  } catch {
    // A damaged file is replaced below.
  }
  return null;
}

export async function resolveVapidKeys(config: Pick<AppConfig, 'push' | 'dataDir'>): Promise<VapidKeys> {
  if (config.push.vapid) return { ...config.push.vapid, source: 'env' };
  const generated = webpush.generateVAPIDKeys();
  if (config.dataDir.startsWith(inMemoryDataDir)) return { ...generated, source: 'memory' };
  const file = path.join(config.dataDir, vapidKeysFileName);
  const kept = parseKeys(await readFile(file, 'utf8').catch(() => ''));
  if (kept) {
    await chmod(file, 0o600);
    return { ...kept, source: 'file' };
  }
  await mkdir(config.dataDir, { recursive: true });
  // 'wx' fails if another process wrote the file meanwhile; then that one's keys are the ones to use.
  try {
    await writeFile(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = parseKeys(await readFile(file, 'utf8'));
    if (other) return { ...other, source: 'file' };
    await writeFile(file, `${JSON.stringify(generated)}\n`, { mode: 0o600 });
  }
  await chmod(file, 0o600);
  return { ...generated, source: 'generated' };
}

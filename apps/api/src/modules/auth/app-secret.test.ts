import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appSecretFileName, resolveAppSecret } from './app-secret.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'loyalty-app-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('resolveAppSecret', () => {
  it('uses APP_SECRET when set and writes nothing', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveAppSecret({ appSecret: secret, dataDir })).toEqual({ secret, source: 'env' });
    await expect(stat(path.join(dataDir, appSecretFileName))).rejects.toThrow();
  });

  it('generates one into DATA_DIR/app-secret with mode 0600 and reuses it on the next start', async () => {
    const first = await resolveAppSecret({ appSecret: undefined, dataDir });
    expect(first.source).toBe('generated');
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, appSecretFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.secret);
    const second = await resolveAppSecret({ appSecret: undefined, dataDir });
    expect(second).toEqual({ secret: first.secret, source: 'file', file });
  });

  it('replaces a file that does not hold a usable secret', async () => {
    await writeFile(path.join(dataDir, appSecretFileName), 'short\n');
    const resolved = await resolveAppSecret({ appSecret: undefined, dataDir });
    expect(resolved.secret).not.toBe('short');
    expect(resolved.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is random per process with an in-memory database', async () => {
    const a = await resolveAppSecret({ appSecret: undefined, dataDir: 'memory://' });
    const b = await resolveAppSecret({ appSecret: undefined, dataDir: 'memory://' });
    expect(a.source).toBe('memory');
    expect(a.secret).not.toBe(b.secret);
  });
});

// @vitest-environment node
// The first-screen budget checker on fixture builds: at or under 100 kB gzip it passes, one kilobyte over it fails, and
// a page imported statically fails whatever the size.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

const checker = fileURLToPath(new URL('./check-budget.mjs', import.meta.url));
const is18Page = 'src/features/age-gate/components/is18-page.tsx';
const authPage = 'src/features/auth/components/auth-page.tsx';
const otherPage = 'src/features/shop/components/shop-page.tsx';
const roots: string[] = [];

/** A chunk whose gzip size is exactly `gzipBytes` (random base64 hardly compresses; its length is then tuned). */
function chunkOfGzipSize(gzipBytes: number): string {
  let text = randomBytes(gzipBytes).toString('base64').slice(0, gzipBytes);
  for (let step = 0; step < 200; step++) {
    const size = gzipSync(text, { level: 9 }).length;
    if (size === gzipBytes) return text;
    text =
      size > gzipBytes
        ? text.slice(0, text.length - (size - gzipBytes))
        : text +
          randomBytes(gzipBytes - size)
            .toString('base64')
            .slice(0, gzipBytes - size);
  }
  throw new Error(`no chunk of ${gzipBytes} bytes gzip`);
}

/** A fixture: source pages, and a build whose entry, /is18 and /auth chunks weigh what is asked. */
function fixtureBuild(sizes: { entry: number; is18: number; auth: number }, options: { shopPageStatic?: boolean } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  roots.push(root);
  for (const page of [is18Page, authPage, otherPage]) {
    mkdirSync(path.join(root, path.dirname(page)), { recursive: true });
    writeFileSync(path.join(root, page), 'export default function Page() {}\n');
  }
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    entry: 'assets/index.js',
    is18: 'assets/is18-page.js',
    auth: 'assets/auth-page.js',
    shop: 'assets/shop-page.js',
  };
  writeFileSync(path.join(dist, files.entry), chunkOfGzipSize(sizes.entry));
  writeFileSync(path.join(dist, files.is18), chunkOfGzipSize(sizes.is18));
  writeFileSync(path.join(dist, files.auth), chunkOfGzipSize(sizes.auth));
  writeFileSync(path.join(dist, files.shop), chunkOfGzipSize(5_000));
  const manifest = {
    'src/main.tsx': {
      file: files.entry,
      isEntry: true,
      imports: options.shopPageStatic ? [otherPage] : [],
      dynamicImports: [is18Page, authPage, otherPage],
    },
    [is18Page]: { file: files.is18, isDynamicEntry: true },
    [authPage]: { file: files.auth, isDynamicEntry: true },
    [otherPage]: { file: files.shop, isDynamicEntry: !options.shopPageStatic },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return { dist, src: path.join(root, 'src') };
}

function check(build: { dist: string; src: string }) {
  const run = spawnSync(process.execPath, [checker, build.dist, build.src], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-budget', () => {
  it('passes a first screen of exactly 100 kB gzip and prints its table', () => {
    const result = check(fixtureBuild({ entry: 90_000, is18: 4_000, auth: 6_000 }));
    expect(result.output).toContain('total');
    expect(result.output).toContain('100.00 kB   budget 100.00 kB');
    expect(result.status).toBe(0);
  });

  it('fails a first screen one kilobyte over, counting the /is18 page too', () => {
    const result = check(fixtureBuild({ entry: 90_000, is18: 5_000, auth: 6_000 }));
    expect(result.output).toContain('first-screen JavaScript is 101.00 kB gzip, over the 100.00 kB budget');
    expect(result.status).toBe(1);
  });

  it('fails a page that the entry imports statically, whatever the size', () => {
    const result = check(fixtureBuild({ entry: 10_000, is18: 1_000, auth: 1_000 }, { shopPageStatic: true }));
    expect(result.output).toContain(`${otherPage} is not lazy-loaded`);
    expect(result.status).toBe(1);
  });
});

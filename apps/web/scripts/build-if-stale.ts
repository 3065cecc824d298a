// Builds the web app when dist/ is older than any of its inputs (or E2E_BUILD=1): the browser journeys and the
// Lighthouse bench both run against the real build, never a stale one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webDir, '..', '..');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function buildIfStale(purpose: string): void {
  const builtIndex = join(webDir, 'dist', 'index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const inputs = [
    ...['src', 'public', 'index.html', 'vite.config.ts', 'build-plugins'].map((path) => join(webDir, path)),
    // The bundle also holds the shared packages' source.
    ...['packages/contracts/src', 'packages/domain/src'].map((path) => join(repoRoot, path)),
  ];
  const stale = builtAt === 0 || inputs.some((path) => newestMtime(path) > builtAt);
  if (!stale && process.env.E2E_BUILD !== '1') return;
  console.log(`Building the web app for ${purpose}…`);
  // The workspace build also runs the budget check, so nothing runs against an over-budget build.
  const build = spawnSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The web build failed (exit ${build.status})`);
}

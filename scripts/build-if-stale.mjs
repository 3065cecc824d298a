// Builds an app when its dist/ is older than any of its inputs (or E2E_BUILD=1): `npm start`, the browser journeys,
// the benches and the process tests all run the real build (the server's JavaScript, the web app, the back-office),
// never a stale one. The one copy of this rule.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Each app's workspace, the file its build writes last, and its inputs (the shared packages' source too). */
export const builtApps = {
  api: {
    workspace: '@loyalty/api',
    dir: 'apps/api',
    marker: 'dist/build-meta.json',
    inputs: ['src', 'scripts/build.mjs', 'package.json'],
    shared: ['packages/contracts/src', 'packages/domain/src', 'packages/db/src'],
  },
  web: {
    workspace: '@loyalty/web',
    dir: 'apps/web',
    marker: 'dist/build-meta.json',
    inputs: ['src', 'public', 'index.html', 'vite.config.ts', 'build-plugins'],
    shared: ['packages/contracts/src', 'packages/domain/src'],
  },
  admin: {
    workspace: '@loyalty/admin',
    dir: 'apps/admin',
    marker: 'dist/index.html',
    inputs: ['src', 'index.html', 'vite.config.ts'],
    shared: ['packages/contracts/src', 'packages/domain/src'],
  },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** @param {keyof typeof builtApps} name @param {string} purpose */
export function buildIfStale(name, purpose) {
  const app = builtApps[name];
  const appDir = join(repoRoot, app.dir);
  const marker = join(appDir, app.marker);
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const inputs = [...app.inputs.map((path) => join(appDir, path)), ...app.shared.map((path) => join(repoRoot, path))];
  const stale = builtAt === 0 || inputs.some((path) => newestMtime(path) > builtAt);
  if (!stale && process.env.E2E_BUILD !== '1') return;
  console.log(builtAt === 0 ? `Building ${app.dir} for ${purpose} (first build)…` : `Rebuilding ${app.dir} for ${purpose}…`);
  // The web build also runs the budget check, so nothing runs against an over-budget build.
  const build = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The ${app.dir} build failed (exit ${build.status})`);
}

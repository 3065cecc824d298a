#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the API
// server (which applies migrations, seeds an empty database and serves the app) in this process group.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'apps/web/dist');
const buildMarker = join(webDist, 'build-meta.json');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-plugins',
  'packages/contracts/src',
  'packages/domain/src',
].map((p) => join(root, p));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0;
const sourcesAt = Math.max(...webInputs.map(newestMtime));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed since the last build; rebuilding…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@loyalty/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

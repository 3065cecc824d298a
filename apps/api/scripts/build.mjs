#!/usr/bin/env node
// Builds the server into JavaScript: one esbuild bundle per entry in apps/api/dist, with the workspace
// packages (@loyalty/contracts, domain, db) inside and every npm dependency left to node_modules, so production runs
// plain JavaScript with production dependencies only — no tsx, no compile at start. The bundles sit three folders
// below the repository root like packages/db/src, so the repository's files (migrations, media, the web builds) are
// found the same way from the sources and from the build (packages/db/src/paths.ts).
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(apiDir, 'dist');

/** What runs in production: the server, the operator command line, the photo decoder's thread, the migrations. */
export const entryPoints = {
  server: 'src/server.ts',
  'ops-cli': 'src/ops/cli.ts',
  'decode-worker': 'src/modules/scan/decode-worker.ts',
  migrate: 'src/migrate.ts',
};

/** Bare imports other than our own workspaces stay imports, resolved from node_modules at run time. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@loyalty/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Built beside dist and swapped in whole: a server already running from dist (its decoder thread loads
// decode-worker.js later) never finds a half-written or missing file.
const building = `${outdir}.building-${process.pid}`;
rmSync(building, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: apiDir,
  entryPoints,
  outdir: building,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Maps for reading a stack trace against the sources (NODE_OPTIONS=--enable-source-maps); not on by default, since
  // mapping every error's stack costs time on the paths that answer 4xx by throwing.
  sourcemap: 'linked',
  plugins: [dependenciesStayExternal],
  metafile: true,
  logLevel: 'warning',
});
// Each entry guards its start with `import.meta.url === argv[1]`, which inside one bundle is true of every module in
// it: a bundle holding two entries would start both (the migrate command would start a server).
const entryFiles = Object.values(entryPoints).map((entry) => path.join('src', path.relative('src', entry)));
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const entriesInside = Object.keys(output.inputs).filter((input) => entryFiles.includes(input));
  if (entriesInside.length > 1) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`${path.basename(file)} bundles several entries (${entriesInside.join(', ')}): split what they share`);
  }
}
const outputs = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, output]) => `${path.basename(file)} ${(output.bytes / 1024).toFixed(0)} kB`);
writeFileSync(path.join(building, 'build-meta.json'), `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`);
const previous = `${outdir}.previous-${process.pid}`;
if (existsSync(outdir)) renameSync(outdir, previous);
renameSync(building, outdir);
rmSync(previous, { recursive: true, force: true });
console.log(`Built the server in ${Math.round(performance.now() - started)} ms: ${outputs.join(', ')}`);

#!/usr/bin/env node
// Build budget: the JavaScript the first screen needs (the entry, and the /is18 and /auth pages a new
// visitor meets, with everything they import statically) must stay within 100 kB gzip, and every page must be lazy.
// Reads dist/.vite/manifest.json (Vite's `build.manifest`), prints a table, exits 1 on a breach.
// Arguments (both optional, for the checker's own test on a fixture build): the build's directory, then the source
// directory whose `*-page.tsx` files must each be a lazy chunk (its parent is the root the manifest's keys start from).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const srcDir = process.argv[3] ?? fileURLToPath(new URL('../src', import.meta.url));
const webDir = join(srcDir, '..');
// Kilobytes as Vite prints them (1 kB = 1000 bytes): the stricter reading of "100 KB".
const budgetBytes = 100 * 1000;
/** The first screen's page modules, as the route registry lazy-loads them: a new visitor is asked /is18, then /auth. */
const firstScreenPages = ['src/features/age-gate/components/is18-page.tsx', 'src/features/auth/components/auth-page.tsx'];
/** Page modules follow one naming rule, so "every route is lazy" can be checked without running the app. */
const pageFilePattern = /-page\.tsx$/;

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`check-budget: cannot read dist/.vite/manifest.json (run vite build first): ${error.message}`);
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('check-budget: the manifest has no entry chunk');
  process.exit(1);
}

/** Keys of `start` and every chunk it imports statically, depth first; dynamic imports are not followed. */
function staticClosure(start) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest entry ${key} is missing`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

const gzipBytes = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const problems = [];
const entryClosure = staticClosure(entryKey);

const firstScreenKeys = new Set(entryClosure);
for (const page of firstScreenPages) {
  if (!manifest[page]) problems.push(`${page} is not a chunk of its own: a first page must be lazy-loaded`);
  else for (const key of staticClosure(page)) firstScreenKeys.add(key);
}

// Every page module under src/ must be its own dynamic chunk and never reachable through static imports of the entry.
function pageFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return pageFilePattern.test(name) ? [relative(webDir, path).split('\\').join('/')] : [];
  });
}
for (const page of pageFiles(srcDir)) {
  if (!manifest[page]) problems.push(`${page} has no chunk of its own: it is imported statically somewhere`);
  else if (!manifest[page].isDynamicEntry) problems.push(`${page} is not lazy-loaded`);
  else if (entryClosure.has(page)) problems.push(`${page} is statically imported by the entry`);
}

const rows = [...firstScreenKeys]
  .map((key) => ({ key, file: manifest[key].file, gzip: gzipBytes(manifest[key].file) }))
  .filter(({ file }) => file.endsWith('.js'))
  .sort((left, right) => right.gzip - left.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

const width = Math.max(...rows.map((row) => row.file.length), 10);
console.log('\nJavaScript of the first screen (/is18, /auth): entry + static imports + page chunks + their static imports');
console.log(`${'chunk'.padEnd(width)}  ${'gzip'.padStart(10)}`);
for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.gzip).padStart(10)}`);
console.log(`${'total'.padEnd(width)}  ${kb(total).padStart(10)}   budget ${kb(budgetBytes)}`);

const css = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
for (const file of new Set(css)) console.log(`(css, not counted) ${file}  ${kb(gzipBytes(file))}`);

if (total > budgetBytes) problems.push(`first-screen JavaScript is ${kb(total)} gzip, over the ${kb(budgetBytes)} budget`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`check-budget: ${problem}`);
  process.exit(1);
}
console.log('Budget OK: every page is lazy and the first screen is within budget.\n');

// Rewrites the README's configuration and operator-command tables (npm run readme -w @loyalty/api).
import { readFile, writeFile } from 'node:fs/promises';
import { withReadmeTables } from '../src/ops/readme-tables.ts';

const readmePath = new URL('../../../README.md', import.meta.url);
const before = await readFile(readmePath, 'utf8');
const after = withReadmeTables(before);
if (after !== before) await writeFile(readmePath, after);
console.log(after === before ? 'README tables are up to date.' : 'README tables rewritten.');

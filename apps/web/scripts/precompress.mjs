#!/usr/bin/env node
// Writes Brotli (.br) and gzip (.gz) copies of every text file of the web build, so the server sends them
// as they are (@fastify/static's preCompressed) instead of compressing on every request. Compression is Node's zlib;
// this script only chooses the files: text types over 1 KB whose copy is smaller. Brotli at quality 11 is slow but runs
// once per build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.argv[2] ?? join(webDir, 'dist');
/** What compresses well; images and fonts are compressed already. */
const textFile = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const minBytes = 1024;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

let written = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(distDir)) {
  if (!textFile.test(file) || relative(distDir, file).startsWith('.vite')) continue;
  const size = statSync(file).size;
  if (size < minBytes) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < size) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < size) writeFileSync(`${file}.gz`, gzip);
  written += 1;
  before += size;
  after += Math.min(brotli.length, size);
}
console.log(
  `precompress: ${written} files, ${(before / 1000).toFixed(1)} kB → ${(after / 1000).toFixed(1)} kB with Brotli (gzip copies too)`,
);

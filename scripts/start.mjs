#!/usr/bin/env node
// `npm start`: builds the server, the web app and the back-office when a build is missing or older than its sources,
// then runs the built server (which applies migrations, seeds an empty database and serves the apps) in this process
// group.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { serverEntry } from './server-command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildIfStale('api', 'npm start');
  buildIfStale('web', 'npm start');
  buildIfStale('admin', 'npm start');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, serverEntry)], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

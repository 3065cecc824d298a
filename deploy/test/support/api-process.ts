// The API server as the image runs it (deploy/Dockerfile: its CMD and ENV), in one place: every deploy test starts API
// processes through here, so a change of the start command (a compiled build) is made in this file alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEntry } from '../../../scripts/server-command.mjs';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The image's CMD, run from the repository root as the image runs it from /app (the deploy suite builds it first). */
export const imageCommand = ['node', serverEntry] as const;

/** Lines of its output kept for a failure message. */
const keptLines = 200;

export interface ApiProcess {
  child: ChildProcess;
  /** The process id of this start (a restart is a new ApiProcess with a new pid). */
  pid: number;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  /** Requests it logged as answered (one `request completed` line each; the health probe logs none). */
  requestsServed(): number;
  /** The last lines it wrote (stdout and stderr), for failure messages. */
  outputTail(): string;
  /** Settles once GET /api/health answers 200 (migrations done); rejects if it exits first or takes too long. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, as `docker stop` sends it, then waits for the exit; answers the exit code (null: killed by a signal). */
  stop(timeoutMs?: number): Promise<number | null>;
}

export interface ApiProcessOptions {
  port: number;
  /** Everything but what the image sets (NODE_ENV, HOST, PORT, DATA_DIR): DATABASE_URL, secrets, stand-ins, … */
  env: Record<string, string>;
}

/** Starts one API process listening on 127.0.0.1:port, with the image's command and environment. */
export function startApiProcess({ port, env }: ApiProcessOptions): ApiProcess {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loyalty-api-data-'));
  const [command, ...args] = imageCommand;
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      // The image's ENV, with loopback for its 0.0.0.0.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${imageCommand.join(' ')}`);
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (code, signal) => resolve([code, signal])),
  );
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));

  let served = 0;
  const tail: string[] = [];
  const readLines = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('"msg":"request completed"') || line.includes('"msg":"request errored"')) served += 1;
        tail.push(line);
        if (tail.length > keptLines) tail.shift();
      }
    });
  };
  if (child.stdout) readLines(child.stdout);
  if (child.stderr) readLines(child.stderr);

  const url = `http://127.0.0.1:${port}`;
  const outputTail = () => tail.join('\n');
  return {
    child,
    pid: child.pid,
    port,
    url,
    requestsServed: () => served,
    outputTail,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`the API process on port ${port} exited while starting:\n${outputTail()}`);
        }
        const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        if (Date.now() > deadline) {
          throw new Error(`the API process on port ${port} was not healthy after ${timeoutMs} ms:\n${outputTail()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop(timeoutMs = 60_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        const [code, signal] = await exited;
        if (signal === 'SIGKILL')
          throw new Error(`the API process on port ${port} did not stop in ${timeoutMs} ms:\n${outputTail()}`);
        return code;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

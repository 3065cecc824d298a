// The operator command line (`npm run ops -- <command> [--flag value ...] [--json]`). It only talks to the running
// server over HTTP: PGlite allows one process per data directory, so this never opens the database itself.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { ConfigError, loadOpsCliConfig, type OpsCliConfig } from '../config.ts';
import type { OpsCommandInfo } from './command.ts';
import type { Endpoint } from '@loyalty/contracts/endpoint';
import * as opsEndpoints from '@loyalty/contracts/endpoints/ops';
import { opsCommandListResponseSchema, opsRunResponseSchema } from '@loyalty/contracts/ops';
import { localOpsCommandInfo, opsCommands } from './registry.ts';

export const exitCodes = { ok: 0, failed: 1, usage: 2, serverDown: 3 } as const;

/** Commands can take a while (a seed on a cold disk); listing is instant. */
const runTimeoutMs = 120_000;
const listTimeoutMs = 10_000;

export interface ParsedArgv {
  command: string | undefined;
  /** Flags for the command: `--name value` -> "value", a bare `--name` -> true. */
  args: Record<string, string | boolean>;
  json: boolean;
  /** Positional words after the command (only `help <command>` takes one). */
  rest: string[];
}

export function parseOpsArgv(argv: readonly string[]): ParsedArgv {
  const parsed: ParsedArgv = { command: undefined, args: {}, json: false, rest: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    if (word === '--json') {
      parsed.json = true;
    } else if (word === '--help' || word === '-h') {
      parsed.rest.unshift(...(parsed.command && parsed.command !== 'help' ? [parsed.command] : []));
      parsed.command = 'help';
    } else if (word.startsWith('--')) {
      const equalsAt = word.indexOf('=');
      if (equalsAt !== -1) {
        parsed.args[word.slice(2, equalsAt)] = word.slice(equalsAt + 1);
        continue;
      }
      const next = argv[index + 1];
      if (next !== undefined && !next.startsWith('--')) {
        parsed.args[word.slice(2)] = next;
        index += 1;
      } else {
        parsed.args[word.slice(2)] = true;
      }
    } else if (parsed.command === undefined) {
      parsed.command = word;
    } else {
      parsed.rest.push(word);
    }
  }
  return parsed;
}

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
}

class ServerUnreachable extends Error {}

async function readOpsToken(config: OpsCliConfig): Promise<string | undefined> {
  if (config.opsToken) return config.opsToken;
  const text = await readFile(path.join(config.dataDir, 'ops-token'), 'utf8').catch(() => undefined);
  return text?.trim() || undefined;
}

async function callServer(
  config: OpsCliConfig,
  token: string,
  endpoint: Endpoint,
  init: { body?: unknown; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${config.serverUrl}${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new Error(`The server at ${config.serverUrl} did not answer within ${init.timeoutMs / 1000} s.`);
    }
    throw new ServerUnreachable((error as Error).message);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): shown as text below.
  }
  return { status: response.status, body };
}

function describeFailure(status: number, body: unknown): string {
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success) return `The server answered ${status}: ${String(body).slice(0, 300)}`;
  const { code, message, fields, requestId } = parsed.data.error;
  const lines = [`${message} (${code})`];
  for (const field of fields ?? []) lines.push(`  ${field.field.replace(/^body\.args\./, '--')}: ${field.message}`);
  if (requestId) lines.push(`  request id: ${requestId}`);
  return lines.join('\n');
}

function formatHelp(commands: OpsCommandInfo[], note?: string): string {
  const width = Math.max(...commands.map((command) => command.name.length), 4);
  const lines = [
    'Usage: npm run ops -- <command> [--flag value ...] [--json]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    `  ${'help'.padEnd(width)}  This list; \`help <command>\` shows one command's flags`,
    '',
    'Commands run inside the running server (npm start), authenticated with OPS_TOKEN or DATA_DIR/ops-token.',
    'Server address: OPS_URL, default http://127.0.0.1:$PORT.',
  ];
  if (note) lines.push('', note);
  return lines.join('\n');
}

function formatCommandHelp(command: OpsCommandInfo): string {
  return [`Usage: npm run ops -- ${command.name} ${command.usage}`.trimEnd() + ' [--json]', '', command.summary].join('\n');
}

async function help(config: OpsCliConfig, parsed: ParsedArgv, io: CliIo): Promise<number> {
  // Help must work with the server down: the local list comes from the same registry the server uses.
  let commands = localOpsCommandInfo();
  let note: string | undefined;
  const localList = 'this list is the local one';
  const token = await readOpsToken(config);
  if (!token) {
    note = (await serverAnswers(config))
      ? `Note: no operator token (OPS_TOKEN or ${path.join(config.dataDir, 'ops-token')}); ${localList}.`
      : `Note: the server at ${config.serverUrl} is not running; ${localList}.`;
  } else {
    try {
      const answer = await callServer(config, token, opsEndpoints.opsGetCommands, { timeoutMs: listTimeoutMs });
      const list = opsCommandListResponseSchema.safeParse(answer.body);
      if (answer.status === 200 && list.success) commands = list.data.commands;
      else note = `Note: the server did not list its commands (${describeFailure(answer.status, answer.body)}); ${localList}.`;
    } catch (error) {
      note =
        error instanceof ServerUnreachable
          ? `Note: the server at ${config.serverUrl} is not running; ${localList}.`
          : `Note: ${(error as Error).message} ${localList}.`;
    }
  }
  const [wanted] = parsed.rest;
  if (wanted) {
    const command = commands.find((candidate) => candidate.name === wanted);
    if (!command) {
      io.stderr(`Unknown command "${wanted}".\n\n${formatHelp(commands)}`);
      return exitCodes.usage;
    }
    io.stdout(formatCommandHelp(command));
    return exitCodes.ok;
  }
  io.stdout(parsed.json ? JSON.stringify({ commands, serverReached: !note }, null, 2) : formatHelp(commands, note));
  return exitCodes.ok;
}

function serverDownMessage(config: OpsCliConfig, reason: string): string {
  return (
    `The server is not running at ${config.serverUrl} (${reason}).\n` +
    'Start it with `npm start` (or set OPS_URL). Operator commands run inside the server and never open the ' +
    'database from here.'
  );
}

async function serverAnswers(config: OpsCliConfig): Promise<boolean> {
  try {
    await fetch(`${config.serverUrl}/api/health`, { signal: AbortSignal.timeout(listTimeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/**
 * A FILE argument's text; a directory (content:import of HTML files) is sent as JSON {files: [{name, text}]} of the
 * regular files directly in it, sorted by name, so the server still receives only text.
 */
export async function readFileOrDirectory(file: string): Promise<string> {
  if (!(await stat(file)).isDirectory()) return readFile(file, 'utf8');
  const entries = await readdir(file, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  const files = await Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(file, name), 'utf8') })));
  return JSON.stringify({ files });
}

/** Runs the CLI and resolves to the process exit code. */
/**
 * What reaches the operator's terminal is made inert: control characters other than new lines and tabs (ANSI escape
 * sequences in a customer's name could clear the screen or print a fake "APPROVED") are shown as \xNN.
 */
export function terminalSafe(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g,
    (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

export async function runOpsCli(argv: readonly string[], terminal: CliIo): Promise<number> {
  // Every line printed goes through terminalSafe, whatever the command or the server answered.
  const io: CliIo = {
    env: terminal.env,
    stdout: (text) => terminal.stdout(terminalSafe(text)),
    stderr: (text) => terminal.stderr(terminalSafe(text)),
  };
  let config: OpsCliConfig;
  try {
    config = loadOpsCliConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(error.message);
      return exitCodes.usage;
    }
    throw error;
  }
  const parsed = parseOpsArgv(argv);
  if (parsed.command === undefined || parsed.command === 'help') return help(config, parsed, io);
  const fileArgument = opsCommands.find((command) => command.name === parsed.command)?.fileArgument;
  if (fileArgument && parsed.rest.length === 1) {
    // The file is read here, on the operator's side: the server only ever receives its text.
    const file = parsed.rest.shift() ?? '';
    try {
      parsed.args[fileArgument] = await readFileOrDirectory(file);
    } catch (error) {
      io.stderr(`Cannot read ${file}: ${(error as Error).message}`);
      return exitCodes.usage;
    }
    parsed.args.file = file;
  }
  if (parsed.rest.length > 0) {
    io.stderr(`Unexpected argument "${parsed.rest[0]}": flags are written --name value.`);
    return exitCodes.usage;
  }

  const token = await readOpsToken(config);
  if (!token) {
    if (!(await serverAnswers(config))) {
      io.stderr(serverDownMessage(config, 'no answer'));
      return exitCodes.serverDown;
    }
    io.stderr(
      `No operator token: set OPS_TOKEN, or start the server once so it writes ${path.join(config.dataDir, 'ops-token')}.`,
    );
    return exitCodes.usage;
  }
  try {
    const answer = await callServer(config, token, opsEndpoints.opsRun, {
      body: { command: parsed.command, args: parsed.args },
      timeoutMs: runTimeoutMs,
    });
    const result = opsRunResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !result.success) {
      io.stderr(describeFailure(answer.status, answer.body));
      if (answer.status === 401) io.stderr('Check OPS_TOKEN (or DATA_DIR/ops-token) matches the running server.');
      return answer.status === 400 || answer.status === 404 ? exitCodes.usage : exitCodes.failed;
    }
    io.stdout(parsed.json ? JSON.stringify(result.data.data, null, 2) : result.data.output);
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof ServerUnreachable) {
      io.stderr(serverDownMessage(config, error.message));
      return exitCodes.serverDown;
    }
    io.stderr((error as Error).message);
    return exitCodes.failed;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const code = await runOpsCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(`${text}\n`),
    stderr: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
  });
  process.exitCode = code;
}

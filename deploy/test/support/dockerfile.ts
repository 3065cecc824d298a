// Reads deploy/Dockerfile and replays its stages without Docker: each stage's WORKDIR is a directory of its own,
// COPY takes exactly the files Docker would (the build context less .dockerignore, or another stage's directory),
// RUN runs the stage's own command with the stage's environment, and npm installed with `npm install --global` lands
// in the stage's own prefix, first on its PATH — so a later `npm ci` runs the image's npm, not the machine's. Absolute
// paths of the stage (its WORKDIR) in a RUN point into the stage's directory, never the machine's.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  /** The image it starts from, with build arguments substituted (e.g. node:24.21.0-bookworm-slim). */
  from: string;
  /** `AS name`, or the stage's index. */
  name: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

/** Instructions with continuation lines joined and comments dropped, split into stages. */
export function parseDockerfile(text: string): Dockerfile {
  const lines = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const keyword = (match[1] ?? '').toUpperCase();
    const args = match[2] ?? '';
    if (keyword === 'FROM') {
      const [image = '', , name] = args.split(/\s+/);
      stages.push({ from: substitute(image, globalArgs), name: name ?? String(stages.length), instructions: [] });
    } else if (stages.length === 0) {
      if (keyword === 'ARG') Object.assign(globalArgs, parseAssignments(args));
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return { globalArgs, stages };
}

/** `A=1 B="two words"` (ENV, ARG) as a record; a bare `NAME` (ARG without default) is the empty string. */
function parseAssignments(args: string): Record<string, string> {
  const record: Record<string, string> = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g)) {
    const [, name = '', value = ''] = match;
    record[name] = value.replace(/^"(.*)"$/, '$1');
  }
  return record;
}

function substitute(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_all, braced, bare) => {
    const name = (braced ?? bare) as string;
    return values[name] ?? '';
  });
}

/** The exec form `["a", "b"]` of CMD, HEALTHCHECK … CMD and the like. */
export function execForm(args: string): string[] {
  return JSON.parse(args) as string[];
}

/** .dockerignore's patterns, as Docker applies them to the build context (the subset this repository uses). */
function ignoredBy(patterns: string[]): (relative: string) => boolean {
  const matchers = patterns.map((pattern) => {
    const source = pattern
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map((part) =>
        part === '**'
          ? '(?:.*/)?'
          : `${part
              .replace(/[.+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '[^/]*')
              .replace(/\?/g, '[^/]')}/`,
      )
      .join('')
      .replace(/\/$/, '');
    return new RegExp(`^${source}(?:/.*)?$`);
  });
  return (relative) => matchers.some((matcher) => matcher.test(relative));
}

export interface ReplayedStage {
  name: string;
  /** The directory standing for the stage's `/`. */
  fsRoot: string;
  /** The directory standing for the stage's WORKDIR. */
  dir: string;
  env: Record<string, string>;
  user?: string;
  cmd?: string[];
  healthcheck?: string[];
}

export interface ReplayOptions {
  /** The build context (the repository root). */
  context: string;
  /** Where the stages' directories are made. */
  workDir: string;
  /** The environment of every RUN beyond the stage's own (PATH to this Node, npm's cache). */
  baseEnv: Record<string, string>;
  log?: (line: string) => void;
}

/** Every stage, in order; returns them by name. Rejects on the first RUN that fails, with its output. */
export async function replayDockerfile(dockerfile: Dockerfile, options: ReplayOptions): Promise<Map<string, ReplayedStage>> {
  const ignorePatterns = existsSync(path.join(options.context, '.dockerignore'))
    ? readFileSync(path.join(options.context, '.dockerignore'), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
    : [];
  const ignored = ignoredBy(ignorePatterns);
  const replayed = new Map<string, ReplayedStage>();

  for (const stage of dockerfile.stages) {
    const root = path.join(options.workDir, stage.name);
    // The stage's own global prefix: `npm install --global` puts npm here, and its bin comes first on PATH.
    const prefix = path.join(root, 'usr-local');
    mkdirSync(path.join(prefix, 'bin'), { recursive: true });
    let workdir = '/';
    const dirOf = (containerPath: string) => path.join(root, 'fs', containerPath);
    const args: Record<string, string> = { ...dockerfile.globalArgs };
    const env: Record<string, string> = {};
    const current: ReplayedStage = { name: stage.name, fsRoot: dirOf('/'), dir: dirOf('/'), env };
    mkdirSync(current.fsRoot, { recursive: true });
    const resolveIn = (target: string) => (path.isAbsolute(target) ? target : path.posix.join(workdir, target));

    for (const { keyword, args: raw } of stage.instructions) {
      const text = substitute(raw, { ...args, ...env });
      switch (keyword) {
        case 'ARG': {
          // `ARG NAME` inside a stage brings a global ARG's value into it.
          for (const [name, value] of Object.entries(parseAssignments(raw)))
            args[name] = value || dockerfile.globalArgs[name] || '';
          break;
        }
        case 'ENV':
          Object.assign(env, parseAssignments(text));
          break;
        case 'WORKDIR':
          workdir = resolveIn(text);
          mkdirSync(dirOf(workdir), { recursive: true });
          current.dir = dirOf(workdir);
          break;
        case 'COPY': {
          const parts = text.split(/\s+/);
          const fromFlag = parts[0]?.startsWith('--from=') ? parts.shift()?.slice('--from='.length) : undefined;
          const target = resolveIn(parts.pop() ?? '.');
          for (const source of parts) {
            if (fromFlag) {
              const from = replayed.get(fromFlag);
              if (!from) throw new Error(`COPY --from=${fromFlag}: no such stage before ${stage.name}`);
              copyInto(path.join(from.fsRoot, source), dirOf(target), target.endsWith('/') || parts.length > 1);
            } else {
              copyFromContext(options.context, source, dirOf(target), target.endsWith('/'), ignored);
            }
          }
          break;
        }
        case 'RUN': {
          const command = inStage(text, current.fsRoot);
          options.log?.(`[${stage.name}] RUN ${text}`);
          const started = Date.now();
          try {
            await run('sh', ['-c', command], {
              cwd: dirOf(workdir),
              env: {
                ...options.baseEnv,
                ...env,
                npm_config_prefix: prefix,
                PATH: `${path.join(prefix, 'bin')}:${options.baseEnv.PATH ?? ''}`,
              },
              maxBuffer: 256 * 1024 * 1024,
            });
          } catch (error) {
            const failed = error as Error & { stdout?: string; stderr?: string };
            throw new Error(
              `[${stage.name}] RUN ${text} failed: ${failed.message}\n${failed.stderr ?? ''}${failed.stdout ?? ''}`,
            );
          }
          options.log?.(`[${stage.name}]   done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          break;
        }
        case 'USER':
          current.user = text;
          break;
        case 'CMD':
          current.cmd = execForm(raw);
          break;
        case 'HEALTHCHECK': {
          const cmd = /\bCMD\s+(\[.*\])\s*$/.exec(raw)?.[1];
          if (cmd) current.healthcheck = execForm(cmd);
          break;
        }
        case 'EXPOSE':
        case 'STOPSIGNAL':
        case 'LABEL':
          break;
        default:
          throw new Error(`The replay does not know ${keyword}: teach deploy/test/support/dockerfile.ts`);
      }
    }
    current.dir = dirOf(workdir);
    current.env = env;
    replayed.set(stage.name, current);
  }
  return replayed;
}

/** COPY --from: a directory's contents into `target`, or a file into `target` (a directory when `intoDirectory`). */
/**
 * A RUN command made to act on the stage's directory: an absolute path whose first folder the stage has (its
 * WORKDIR, e.g. /app) points into the stage, and the base image's `node` user (node's images have one) is this
 * process's user, so `chown node:node` has someone to give the files to.
 */
function inStage(command: string, fsRoot: string): string {
  const mapped = command.replace(/(^|[\s=:'"])(\/[A-Za-z0-9._-]+)(?=[/\s'";&|]|$)/g, (all, before: string, top: string) =>
    existsSync(path.join(fsRoot, top)) ? `${before}${path.join(fsRoot, top)}` : all,
  );
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  return mapped.replace(
    /\bchown (-R )?node:node\b/g,
    (_all, recursive: string | undefined) => `chown ${recursive ?? ''}${uid}:${gid}`,
  );
}

function copyInto(source: string, target: string, intoDirectory: boolean): void {
  if (!existsSync(source)) throw new Error(`COPY --from: ${source} does not exist`);
  if (statSync(source).isDirectory()) {
    mkdirSync(target, { recursive: true });
    // npm's workspace links stay links, as Docker copies them.
    cpSync(source, target, { recursive: true, verbatimSymlinks: true });
    return;
  }
  const file = intoDirectory ? path.join(target, path.basename(source)) : target;
  mkdirSync(path.dirname(file), { recursive: true });
  cpSync(source, file);
}

/** COPY from the build context: a file into a directory (`dest/`), a directory's contents, or `.` less the ignored. */
function copyFromContext(
  context: string,
  source: string,
  target: string,
  intoDirectory: boolean,
  ignored: (relative: string) => boolean,
): void {
  const sourcePath = path.join(context, source);
  if (!existsSync(sourcePath)) throw new Error(`COPY ${source}: not in the build context`);
  const walk = (relative: string) => {
    if (relative && ignored(relative)) return;
    const absolute = path.join(context, relative);
    const destination = path.join(target, path.relative(source === '.' ? '' : source, relative));
    if (statSync(absolute).isDirectory()) {
      mkdirSync(destination, { recursive: true });
      for (const entry of readdirSync(absolute)) walk(path.join(relative, entry));
    } else {
      mkdirSync(path.dirname(destination), { recursive: true });
      cpSync(absolute, destination);
    }
  };
  if (statSync(sourcePath).isDirectory()) {
    walk(source === '.' ? '' : source);
  } else {
    if (ignored(source)) throw new Error(`COPY ${source}: excluded by .dockerignore`);
    const file = intoDirectory ? path.join(target, path.basename(source)) : target;
    mkdirSync(path.dirname(file), { recursive: true });
    cpSync(sourcePath, file);
  }
}

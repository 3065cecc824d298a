// The real infrastructure the deploy tests run (Caddy, PgBouncer, pgBackRest, promtool, PostgreSQL) comes from
// Debian's packages: .ci/run installs what a machine lacks. On a developer's machine without one, its tests are
// skipped with the install hint; in CI a missing tool is a broken set-up, never a silent skip.
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';

export interface DebianTool {
  /** Absolute path of the executable, or null when it is not installed (the test is then skipped). */
  path: string | null;
  /** Why it is skipped, with the command that installs it. */
  skipReason: string;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `name` on PATH or at one of `candidates`; `debianPackage` names what installs it. */
export function debianTool(name: string, debianPackage: string, candidates: string[] = []): DebianTool {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name));
  const found = [...candidates, ...onPath, `/usr/bin/${name}`, `/usr/sbin/${name}`].find(executable) ?? null;
  const skipReason = `${name} is not installed: sudo apt-get install ${debianPackage}`;
  if (!found && process.env.CI === 'true') throw new Error(`CI=true but ${skipReason} (.ci/run installs it)`);
  return { path: found, skipReason };
}

/** The newest PostgreSQL server's bin directory (Debian keeps each major under /usr/lib/postgresql/N/bin). */
export function postgresBinDir(): DebianTool {
  const root = '/usr/lib/postgresql';
  let dirs: string[] = [];
  try {
    dirs = readdirSync(root)
      .filter((major) => executable(path.join(root, major, 'bin', 'postgres')))
      .sort((a, b) => Number(a) - Number(b))
      .map((major) => path.join(root, major, 'bin'));
  } catch {
    dirs = [];
  }
  const found = dirs.at(-1) ?? null;
  const skipReason = 'no PostgreSQL server is installed: sudo apt-get install postgresql';
  if (!found && process.env.CI === 'true') throw new Error(`CI=true but ${skipReason} (.ci/run installs it)`);
  return { path: found, skipReason };
}

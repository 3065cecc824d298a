// deploy/rolling-update.sh without Docker: a stand-in `docker` on PATH answers as compose would and records every
// call, so the order the script keeps is checked (one build, the migrations, then api-1 replaced and healthy before
// api-2 is touched) and so is its refusal to go on when the migrations fail or a new replica never becomes healthy.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from './support/api-process.ts';

const run = promisify(execFile);
const script = path.join(repoRoot, 'deploy', 'rolling-update.sh');

// Records `docker …` calls one a line. A replica is healthy unless `up` recreated it: then it is `starting` for one
// look, or for ever when the file never-healthy-<service> exists.
const fakeDocker = `#!/bin/sh
dir=$(dirname "$0")
if [ "$1" = compose ]; then
  shift 5
  echo "compose $*" >> "$dir/calls"
  case "$1" in
    ps) echo "container-$3" ;;
    up) echo 1 > "$dir/starting-$5" ;;
    run) [ -e "$dir/migrate-fails" ] && exit 1 ;;
  esac
  exit 0
fi
if [ "$1" = inspect ]; then
  service=\${4#container-}
  echo "inspect $service" >> "$dir/calls"
  if [ -e "$dir/never-healthy-$service" ] && [ -e "$dir/starting-$service" ]; then echo starting; exit 0; fi
  if [ -e "$dir/starting-$service" ]; then rm "$dir/starting-$service"; echo starting; exit 0; fi
  echo healthy
  exit 0
fi
echo "unexpected docker $*" >&2
exit 2
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'loyalty-rolling-update-'));
  writeFileSync(path.join(dir, 'docker'), fakeDocker);
  chmodSync(path.join(dir, 'docker'), 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function rollingUpdate(): Promise<{ code: number; calls: string[]; stderr: string }> {
  const env = {
    PATH: `${dir}:${process.env.PATH ?? ''}`,
    HEALTHY_WITHIN_SECONDS: '4',
    CADDY_MARGIN_SECONDS: '0',
  };
  const outcome = await run('sh', [script], { env }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
  const calls = readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n');
  return { ...outcome, calls };
}

describe('deploy/rolling-update.sh', () => {
  it('builds once, then replaces api-1 and waits for it to be healthy before it replaces api-2', async () => {
    const { code, calls, stderr } = await rollingUpdate();
    expect(code, stderr).toBe(0);
    const at = (call: string, from = 0) => calls.indexOf(call, from);
    const build = at('compose build api-1');
    const migrate = at('compose run --rm --no-deps migrate');
    const upFirst = at('compose up -d --no-deps --no-build api-1');
    const upSecond = at('compose up -d --no-deps --no-build api-2');
    expect(calls.filter((call) => call.startsWith('compose build'))).toEqual(['compose build api-1']);
    // Both serve before anything is taken away; the image is built before either is replaced.
    expect(at('inspect api-1')).toBeLessThan(build);
    expect(at('inspect api-2')).toBeLessThan(build);
    // The new image's migrations run before either replica is replaced.
    expect(build).toBeLessThan(migrate);
    expect(migrate).toBeLessThan(upFirst);
    expect(upFirst).toBeLessThan(upSecond);
    // api-1 was seen starting, then healthy, between the two replacements.
    const firstChecks = calls.slice(upFirst + 1, upSecond).filter((call) => call === 'inspect api-1');
    expect(firstChecks.length).toBeGreaterThanOrEqual(2);
    expect(calls.slice(upSecond + 1).filter((call) => call === 'inspect api-2').length).toBeGreaterThanOrEqual(2);
  });

  it('stops before replacing anything when the migrations fail', async () => {
    writeFileSync(path.join(dir, 'migrate-fails'), '');
    const { code, calls } = await rollingUpdate();
    expect(code).not.toBe(0);
    expect(calls).toContain('compose run --rm --no-deps migrate');
    expect(calls.some((call) => call.startsWith('compose up'))).toBe(false);
  });

  it('stops, leaving api-2 alone, when the new api-1 never becomes healthy', async () => {
    writeFileSync(path.join(dir, 'never-healthy-api-1'), '');
    const { code, calls, stderr } = await rollingUpdate();
    expect(code).toBe(1);
    expect(stderr).toContain('api-1 is starting after 4 s');
    expect(calls).toContain('compose up -d --no-deps --no-build api-1');
    expect(calls).toContain('compose logs --tail 50 api-1');
    expect(calls.some((call) => call.includes('up') && call.endsWith('api-2'))).toBe(false);
  });
});

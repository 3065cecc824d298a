// Backups and point-in-time recovery as deploy/compose.yaml runs them (deploy/postgres), on Debian's PostgreSQL and
// pgBackRest: a cluster of the test's own that includes the shipped postgresql.conf as it is, the shipped
// pgbackrest.conf with its paths moved through pgBackRest's own PGBACKREST_* variables, the roles of roles.sql and the
// real migrations (run as loyalty_owner). The shipped scripts run as themselves, by the names the image installs them
// under, as the postgres user. The steps are one story (a backup, then a failure, then a recovery), in order.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../packages/db/src/client.ts';
import { runMigrations } from '../../packages/db/src/migrate.ts';
import { debianTool } from './support/debian-tools.ts';
import {
  freePort,
  postgresOwnedDir,
  postgresServer,
  runAsPostgres,
  spawnAsPostgres,
  startCluster,
  type LocalCluster,
} from './support/postgres-cluster.ts';

const pgbackrest = debianTool('pgbackrest', 'pgbackrest');
const shipped = (name: string) => fileURLToPath(new URL(`../postgres/${name}`, import.meta.url));

type Metrics = Record<string, number>;

/** The textfile's samples, keyed `name{kind="…"}`. */
function readMetrics(file: string): Metrics {
  const samples: Metrics = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^(\w+\{kind="\w+"\}) (\d+)$/.exec(line);
    if (match?.[1] && match[2]) samples[match[1]] = Number(match[2]);
  }
  return samples;
}

const mode = (file: string) => statSync(file).mode & 0o777;

interface PgbackrestInfo {
  backup: { type: string; archive: { start: string } }[];
}

/** The types of the backups in pgBackRest repository `repo`, oldest first. */
async function backupTypes(repo: number): Promise<string[] | undefined> {
  const [info] = JSON.parse(
    await runAsPostgres('pgbackrest', ['--stanza=loyalty', `--repo=${repo}`, '--output=json', 'info']),
  ) as PgbackrestInfo[];
  return info?.backup.map((backup) => backup.type);
}

/** Today's day of the week in UTC as `date -u +%u` prints it: 1 = Monday ... 7 = Sunday. */
const isoWeekday = () => new Date().getUTCDay() || 7;

describe.skipIf(!pgbackrest.path || !postgresServer.path)('backups and point-in-time recovery (deploy/postgres)', () => {
  let cluster: LocalCluster;
  let work: string;
  let backupDir: string;
  let metricsDir: string;
  let repoDir: string;
  let repo2Dir: string;
  let drillRoot: string;
  let scriptEnv: NodeJS.ProcessEnv;
  const savedEnv = { ...process.env };
  let metricsFile: string;
  /** The backup service's process while it runs. */
  let service: ReturnType<typeof spawnAsPostgres> | undefined;

  /** A shipped script by its installed name (loyalty-backup, loyalty-restore-drill), as the postgres user. */
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    runAsPostgres(command, args, { env: { ...scriptEnv, ...env } });
  const loyaltyOwner = { user: 'loyalty_owner', database: 'loyalty' };

  beforeAll(async () => {
    // pgBackRest syncs every file it writes (backups, restores) and has no setting against it: on a disk shared with
    // other work, that is most of this file's time. A tmpfs with room makes a sync free and changes nothing else.
    const tmpfs = '/dev/shm';
    if (existsSync(tmpfs) && statfsSync(tmpfs).bavail * statfsSync(tmpfs).bsize > 2 ** 30) process.env.TMPDIR = tmpfs;
    work = await postgresOwnedDir('loyalty-backups-');
    [backupDir, metricsDir, repoDir, repo2Dir, drillRoot] = ['backups', 'metrics', 'repo', 'repo2', 'drill'].map((name) =>
      path.join(work, name),
    ) as [string, string, string, string, string];
    metricsFile = path.join(metricsDir, 'loyalty_backup.prom');
    // The image's directories: the repository and the metrics volume exist (the Dockerfile makes them), the dump
    // directory is left for the script to make.
    await runAsPostgres('mkdir', ['-p', repoDir, repo2Dir, metricsDir, drillRoot, path.join(work, 'lock')]);
    // The names the Dockerfile installs the scripts under, on PATH as in the image.
    const bin = path.join(work, 'bin');
    mkdirSync(bin);
    symlinkSync(shipped('loyalty-backup.sh'), path.join(bin, 'loyalty-backup'));
    symlinkSync(shipped('restore-drill.sh'), path.join(bin, 'loyalty-restore-drill'));

    cluster = await startCluster({ fsync: false, settings: { include: `'${shipped('postgresql.conf')}'` } });
    // The server runs archive_command with its own environment: pgBackRest's overrides must be there before it
    // archives anything, so it starts again with them.
    await cluster.stop();
    Object.assign(process.env, {
      PGBACKREST_CONFIG: shipped('pgbackrest.conf'),
      PGBACKREST_REPO1_PATH: repoDir,
      PGBACKREST_PG1_PATH: cluster.dataDir,
      PGBACKREST_PG1_PORT: String(cluster.port),
      PGBACKREST_PG1_SOCKET_PATH: cluster.socketDir,
      PGBACKREST_LOCK_PATH: path.join(work, 'lock'),
      // A second repository, as README's repo2 off the machine (a directory here, not object storage): the server
      // pushes WAL into both; the first start of the schedule backs up into both (BACKUP_REPOS), the rest into repo1.
      PGBACKREST_REPO2_PATH: repo2Dir,
      PGBACKREST_REPO2_RETENTION_FULL: '2',
    });
    await cluster.start();
    scriptEnv = {
      PATH: [bin, cluster.binDir, process.env.PATH].join(path.delimiter),
      PGHOST: '127.0.0.1',
      PGPORT: String(cluster.port),
      PGUSER: 'loyalty_backup',
      PGDATABASE: 'loyalty',
      BACKUP_DIR: backupDir,
      BACKUP_METRICS_DIR: metricsDir,
      DRILL_ROOT: drillRoot,
    };

    // As compose's first start: the database, then the roles (initdb/10-roles.sh), then the migrations as the owner.
    await cluster.psql('create database loyalty');
    await runAsPostgres(path.join(cluster.binDir, 'psql'), [
      ...['-X', '-q', '-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '-d', 'postgres'],
      ...['-v', 'loyalty_db=loyalty', '-v', 'owner_password=owner', '-v', 'app_password=app'],
      ...['-v', 'backup_password=backup', '-f', shipped('roles.sql')],
    ]);
    const owner = await createDatabase({ databaseUrl: cluster.url('loyalty_owner', 'loyalty'), poolSize: 1 });
    try {
      await runMigrations(owner);
    } finally {
      await owner.close();
    }
    await cluster.psql(
      `insert into customers (brand, phone, note) values ('glo', '+380500000001', 'before'), ('ogo', '+380500000002', 'before');
       insert into xp_ledger (customer_id, brand, amount, balance_after, reason, source_type, source_ref)
       select id, brand, 10, 10, 'scan', 'test', 'before-' || id from customers`,
      loyaltyOwner,
    );
  });

  afterAll(async () => {
    if (service?.exitCode === null) service.kill('SIGKILL');
    await cluster?.destroy();
    for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
    Object.assign(process.env, savedEnv);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('makes the stanza from the initdb script, and the first start of the schedule takes a full backup and a dump', async () => {
    await runAsPostgres('sh', [shipped('initdb/20-pgbackrest-stanza.sh')], { env: scriptEnv });
    expect(existsSync(path.join(repoDir, 'backup', 'loyalty', 'backup.info'))).toBe(true);

    // The backup service's command. The nightly run is three hours ahead: the first start must not wait for it.
    const inThreeHours = new Date(Date.now() + 3 * 3600_000);
    const backupTime = inThreeHours.toISOString().slice(11, 16);
    const schedule = spawnAsPostgres('loyalty-backup', ['schedule'], {
      ...scriptEnv,
      BACKUP_TIME: backupTime,
      BACKUP_REPOS: '1 2',
    });
    service = schedule;
    let log = '';
    const exited = new Promise<void>((resolve) => schedule.on('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no schedule line in 120 s:\n${log}`)), 120_000);
      schedule.stderr.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (/next nightly backups at/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      });
      schedule.on('exit', () => reject(new Error(`the schedule exited:\n${log}`)));
    });
    expect(log).toMatch(new RegExp(`next nightly backups at ${inThreeHours.toISOString().slice(0, 11)}${backupTime}:00Z`));
    // docker stop: SIGTERM ends the wait at once.
    const stopping = Date.now();
    schedule.kill('SIGTERM');
    await exited;
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(log).toMatch(/stopping/);

    expect(await backupTypes(1)).toEqual(['full']);
    expect(await backupTypes(2)).toEqual(['full']);

    const metrics = readMetrics(metricsFile);
    const now = Date.now() / 1000;
    for (const kind of ['base', 'dump']) {
      expect(metrics[`loyalty_backup_last_attempt_succeeded{kind="${kind}"}`]).toBe(1);
      expect(metrics[`loyalty_backup_last_success_timestamp_seconds{kind="${kind}"}`]).toBeGreaterThan(now - 120);
      expect(metrics[`loyalty_backup_last_attempt_timestamp_seconds{kind="${kind}"}`]).toBe(
        metrics[`loyalty_backup_last_success_timestamp_seconds{kind="${kind}"}`],
      );
    }
    // node-exporter runs as another user; nothing half-written is left beside the file.
    expect(mode(metricsFile)).toBe(0o644);
    expect(readdirSync(metricsDir)).toEqual(['loyalty_backup.prom']);
  });

  it('writes dumps only its user can read, that restore as loyalty_owner, who is not a superuser', async () => {
    const dumps = readdirSync(backupDir);
    expect(dumps).toHaveLength(1);
    expect(dumps[0]).toMatch(/^loyalty-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/);
    expect(mode(path.join(backupDir, dumps[0]!))).toBe(0o600);
    expect(mode(backupDir)).toBe(0o700);

    expect(await cluster.psql("select rolsuper, rolcreatedb from pg_roles where rolname = 'loyalty_owner'")).toBe('f|t');
    const drill = await run('loyalty-restore-drill', ['dump'], { DRILL_PGPASSWORD: 'owner' });
    expect(drill).toContain('restored as: loyalty_owner (not a superuser)');
    expect(drill).toMatch(/^customers: 2$/m);
    expect(drill).toMatch(/^last xp_ledger entry: #2 at \d{4}-/m);
    expect(await cluster.psql("select count(*) from pg_database where datname = 'loyalty_drill'")).toBe('0');

    // The runbook's one-table restore: the drill keeps its database, the lost rows are copied back from it.
    await cluster.psql("delete from customers where phone = '+380500000002'", loyaltyOwner);
    expect(await run('loyalty-restore-drill', ['dump'], { DRILL_KEEP: '1', DRILL_PGPASSWORD: 'owner' })).toContain(
      'kept: database loyalty_drill',
    );
    // The commands of docs/runbooks/restore-and-pitr.md, as the backup service's shell runs them.
    const asOwner = 'export PGUSER=loyalty_owner PGPASSWORD="$DRILL_PGPASSWORD"';
    const copyBack = `${asOwner}
      psql -X -v ON_ERROR_STOP=1 -d loyalty_drill -c "\\copy (select * from customers where phone = '+380500000002') to stdout" |
      psql -X -v ON_ERROR_STOP=1 -d loyalty -c "\\copy customers from stdin"`;
    await run('sh', ['-c', copyBack], { DRILL_PGPASSWORD: 'owner' });
    await run('sh', ['-c', `${asOwner}; dropdb loyalty_drill`], { DRILL_PGPASSWORD: 'owner' });
    expect(await cluster.psql('select count(*) from customers', loyaltyOwner)).toBe('2');
  });

  it('records a failed attempt as failed and keeps the time of the last success', async () => {
    const before = readMetrics(metricsFile);
    await cluster.stop();
    try {
      // Tonight's run, on any day but the full backup's: a differential base backup, then the dump.
      const failed = run('loyalty-backup', ['nightly'], { BACKUP_FULL_WEEKDAY: String((isoWeekday() % 7) + 1) });
      await expect(failed).rejects.toThrow(/pgBackRest diff backup[\s\S]*base: FAILED[\s\S]*dump: FAILED/);
      // A kind that has never succeeded reports its last success at 0 (an alert on its age fires); the kind never
      // attempted has no lines.
      const firstMetrics = path.join(work, 'metrics-first');
      await runAsPostgres('mkdir', [firstMetrics]);
      await expect(run('loyalty-backup', ['dump'], { BACKUP_METRICS_DIR: firstMetrics })).rejects.toThrow(/dump: FAILED/);
      const first = readMetrics(path.join(firstMetrics, 'loyalty_backup.prom'));
      expect(Object.keys(first).sort()).toEqual([
        'loyalty_backup_last_attempt_succeeded{kind="dump"}',
        'loyalty_backup_last_attempt_timestamp_seconds{kind="dump"}',
        'loyalty_backup_last_success_timestamp_seconds{kind="dump"}',
      ]);
      expect(first['loyalty_backup_last_success_timestamp_seconds{kind="dump"}']).toBe(0);
      expect(first['loyalty_backup_last_attempt_succeeded{kind="dump"}']).toBe(0);
    } finally {
      await cluster.start();
    }
    const after = readMetrics(metricsFile);
    for (const kind of ['base', 'dump']) {
      expect(after[`loyalty_backup_last_attempt_succeeded{kind="${kind}"}`]).toBe(0);
      expect(after[`loyalty_backup_last_success_timestamp_seconds{kind="${kind}"}`]).toBe(
        before[`loyalty_backup_last_success_timestamp_seconds{kind="${kind}"}`],
      );
      expect(after[`loyalty_backup_last_attempt_timestamp_seconds{kind="${kind}"}`]).toBeGreaterThanOrEqual(
        before[`loyalty_backup_last_attempt_timestamp_seconds{kind="${kind}"}`]!,
      );
    }
    // The failed dump left no partial file.
    expect(readdirSync(backupDir)).toHaveLength(1);
  });

  let target = '';

  it('recovers to a point in time in a scratch directory (the drill): the rows before it, not the change after it', async () => {
    await cluster.psql(
      `insert into customers (brand, phone, note) select 'glo', '+38050000010' || n, 'good' from generate_series(1, 3) n`,
      loyaltyOwner,
    );
    target = await cluster.psql('select now()::text');
    await cluster.psql('delete from customers', loyaltyOwner);
    // A WAL switch and a wait until the segment with the delete is archived: recovery stops at the first commit past
    // the target, which it has to find.
    await runAsPostgres('pgbackrest', ['--stanza=loyalty', 'check']);

    const drill = await run('loyalty-restore-drill', ['pitr', target], { DRILL_PORT: String(await freePort()) });
    expect(drill).toMatch(/^customers: 5$/m);
    expect(drill).toMatch(/^archive_mode: off$/m);
    expect(drill).toContain('restore drill passed');
    expect(readdirSync(drillRoot)).toEqual([]);
    // The drill's promoted server archived nothing: no second timeline in the repository.
    const archive = path.join(repoDir, 'archive', 'loyalty');
    const timelines = readdirSync(archive, { recursive: true }).map(String);
    expect(timelines.some((name) => name.startsWith('00000002'))).toBe(false);
  });

  it('recovers the database itself to that point as the runbook does, then backs up the new timeline', async () => {
    await cluster.stop();
    await runAsPostgres('pgbackrest', [
      ...['--stanza=loyalty', '--delta', '--type=time', `--target=${target}`, '--target-action=promote', 'restore'],
    ]);
    await cluster.start();
    for (let waited = 0; (await cluster.psql('select pg_is_in_recovery()')) !== 'f'; waited += 1) {
      expect(waited, 'recovery did not finish in 120 s').toBeLessThan(240);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await cluster.psql('select note, count(*) from customers group by note order by note', loyaltyOwner)).toBe(
      'before|2\ngood|3',
    );
    // The customer deleted and copied back above lost its ledger entry with it (on delete cascade).
    expect(await cluster.psql('select count(*) from xp_ledger', loyaltyOwner)).toBe('1');

    // A dump older than BACKUP_KEEP_DAYS, and one just inside it, as the nights of their dates left them.
    const now = Math.floor(Date.now() / 1000);
    const [expired, kept] = [16, 13].map((days) => {
      const night = now - days * 86_400;
      return { night, file: path.join(backupDir, `loyalty-${new Date(night * 1000).toISOString().slice(0, 10)}T013000Z.dump`) };
    }) as [{ night: number; file: string }, { night: number; file: string }];
    for (const { night, file } of [expired, kept]) await runAsPostgres('touch', ['-d', `@${night}`, file]);
    // Tonight's run on the full backup's day.
    await run('loyalty-backup', ['nightly'], { BACKUP_FULL_WEEKDAY: String(isoWeekday()), BACKUP_KEEP_DAYS: '14' });
    const [info] = JSON.parse(
      await runAsPostgres('pgbackrest', ['--stanza=loyalty', '--repo=1', '--output=json', 'info']),
    ) as PgbackrestInfo[];
    expect(info?.backup.map((backup) => backup.type)).toEqual(['full', 'full']);
    expect(info?.backup.at(-1)?.archive.start).toMatch(/^00000002/);
    const metrics = readMetrics(metricsFile);
    expect(metrics['loyalty_backup_last_attempt_succeeded{kind="base"}']).toBe(1);
    expect(metrics['loyalty_backup_last_attempt_succeeded{kind="dump"}']).toBe(1);
    // Tonight's dump beside the first one; of the old ones, only the one within BACKUP_KEEP_DAYS is left.
    expect(readdirSync(backupDir).filter((name) => path.join(backupDir, name) !== kept.file)).toHaveLength(2);
    expect(existsSync(expired.file)).toBe(false);
    expect(existsSync(kept.file)).toBe(true);
  });
});

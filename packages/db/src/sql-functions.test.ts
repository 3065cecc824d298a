import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from './client.ts';
import { migrationsDir, packageDir } from './paths.ts';
import { createTestDatabase } from './testing.ts';

// Each hand-written SQL function has one home, packages/db/sql/<name>.sql, and the migrations are its history: the
// newest migration that creates a function must create exactly the body of its file, and the migrated database must
// hold exactly the functions that have a file (README: "SQL functions").

const sqlFunctionsDir = path.join(packageDir, 'sql');

const createFunction = /CREATE (?:OR REPLACE )?FUNCTION "?(\w+)"?\s*\(/i;

/** Text without `--` comment lines and with every run of white space made one space. */
function normalised(statement: string): string {
  return statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The body between the `$$` quotes, as PostgreSQL keeps it (pg_proc.prosrc). */
function bodyOf(statement: string): string {
  const match = /AS \$\$([\s\S]*)\$\$/.exec(statement);
  if (!match?.[1]) throw new Error(`no $$-quoted body in: ${statement.slice(0, 80)}`);
  return match[1];
}

async function sourceFiles(): Promise<Map<string, string>> {
  const files = (await readdir(sqlFunctionsDir)).filter((file) => file.endsWith('.sql')).sort();
  const sources = new Map<string, string>();
  for (const file of files) {
    const text = await readFile(path.join(sqlFunctionsDir, file), 'utf8');
    const match = createFunction.exec(text);
    if (!match) throw new Error(`${file} creates no function`);
    expect(`${match[1]}.sql`, `${file} is named after the function it creates`).toBe(file);
    sources.set(match[1] as string, text.slice(match.index).trim());
  }
  return sources;
}

/** For each function any migration creates: the statement of the newest one, and that migration's file name. */
async function newestDefinitions(): Promise<Map<string, { migration: string; statement: string }>> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const newest = new Map<string, { migration: string; statement: string }>();
  for (const file of files) {
    const text = await readFile(path.join(migrationsDir, file), 'utf8');
    for (const chunk of text.split('--> statement-breakpoint')) {
      const match = createFunction.exec(chunk);
      if (match) newest.set(match[1] as string, { migration: file, statement: chunk.slice(match.index).trim() });
    }
  }
  return newest;
}

describe('SQL function sources (packages/db/sql)', () => {
  let sources: Map<string, string>;
  beforeAll(async () => {
    sources = await sourceFiles();
  });

  it('has one file for each function the migrations create, and no other', async () => {
    const definitions = await newestDefinitions();
    expect([...sources.keys()].sort()).toEqual([...definitions.keys()].sort());
    expect(sources.has('xp_move')).toBe(true);
  });

  it('matches, function by function, the newest migration that creates it', async () => {
    const definitions = await newestDefinitions();
    for (const [name, source] of sources) {
      const definition = definitions.get(name);
      expect(definition, `no migration creates ${name}`).toBeDefined();
      expect(normalised(definition?.statement ?? ''), `${name}.sql against ${definition?.migration}`).toBe(normalised(source));
    }
  });

  describe('in a migrated database', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase();
    });
    afterAll(async () => {
      await handle.close();
    });

    it('holds exactly the functions of the files, each with the body of its file', async () => {
      const rows = await queryRows<{ name: string; body: string }>(
        handle.db,
        sql`select p.proname as name, p.prosrc as body from pg_proc p
            join pg_namespace n on n.oid = p.pronamespace
            join pg_language l on l.oid = p.prolang
            where n.nspname = 'public' and l.lanname = 'plpgsql'
            order by p.proname`,
      );
      expect(rows.map((row) => row.name)).toEqual([...sources.keys()].sort());
      for (const row of rows) {
        expect(row.body, `the body of ${row.name}`).toBe(bodyOf(sources.get(row.name) ?? ''));
      }
    });
  });
});

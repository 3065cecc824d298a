// Operator commands of the ledger and pack codes, through the real CLI against a listening app: xp:adjust,
// codes:generate (CSV on stdout and nothing else) and codes:import (duplicates skipped, bad rows named by line).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packCodes, xpLedger } from '@loyalty/db/schema';
import { isValidPackCode } from '@loyalty/domain/pack-code';
import { exitCodes } from '../../ops/cli.ts';
import { buildTestApp, runTestOpsCli, type TestApp } from '../../test-app.ts';
import { createPerson } from '../auth/testing.ts';
import { balanceOf } from './ledger.ts';

let testApp: TestApp;
let serverUrl: string;
let dir: string;
let customerId: number;
const phone = '+380671234500';

async function cli(...argv: string[]) {
  return runTestOpsCli(serverUrl, argv);
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  serverUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'loyalty-codes-'));
  const people = await createPerson(testApp.database.db, { phone, brands: ['glo'] });
  customerId = people.glo?.id ?? 0;
});
afterAll(async () => {
  await testApp.close();
  await rm(dir, { recursive: true, force: true });
});

describe('xp:adjust', () => {
  it('credits and debits with an audited adjustment entry, the reason kept as its note', async () => {
    const credited = await cli(
      'xp:adjust',
      '--phone',
      phone,
      '--brand',
      'glo',
      '--amount',
      '150',
      '--reason',
      'Компенсація за збій',
    );
    expect(credited.stderr).toBe('');
    expect(credited.code).toBe(exitCodes.ok);
    expect(credited.stdout).toMatch(/\+150 XP .*balance 150 XP/);
    const debited = await cli(
      'xp:adjust',
      '--phone',
      '380 67 123 45 00',
      '--brand',
      'glo',
      '--amount',
      '-40',
      '--reason',
      'Помилкове нарахування',
    );
    expect(debited.code).toBe(exitCodes.ok);
    expect(await balanceOf(testApp.database.db, customerId)).toBe(110);
    const entries = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(eq(xpLedger.customerId, customerId))
      .orderBy(xpLedger.id);
    expect(entries.map((row) => [row.amount, row.reason, row.sourceType, row.note])).toEqual([
      [150, 'adjustment', 'adjustment', 'Компенсація за збій'],
      [-40, 'adjustment', 'adjustment', 'Помилкове нарахування'],
    ]);
    expect(entries[0]?.sourceRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries[0]?.sourceRef).not.toBe(entries[1]?.sourceRef);
  });

  it('a debit beyond the balance fails clearly and changes nothing', async () => {
    const refused = await cli('xp:adjust', '--phone', phone, '--brand', 'glo', '--amount', '-1000', '--reason', 'Too much');
    expect(refused.code).toBe(exitCodes.failed);
    expect(refused.stderr).toMatch(/balance .* is 110 XP: cannot take 1000.*insufficient_xp/s);
    expect(await balanceOf(testApp.database.db, customerId)).toBe(110);
  });

  it('rejects bad flags with their names, and an unknown phone with 404', async () => {
    const bad = await cli('xp:adjust', '--phone', '12345', '--brand', 'velo', '--amount', '0', '--reason', 'x');
    expect(bad.code).toBe(exitCodes.usage);
    for (const flag of ['--phone', '--brand', '--amount', '--reason']) expect(bad.stderr).toContain(flag);
    const unknown = await cli('xp:adjust', '--phone', '+380991234599', '--brand', 'glo', '--amount', '5', '--reason', 'Nobody');
    expect(unknown.code).toBe(exitCodes.usage);
    expect(unknown.stderr).toMatch(/No glo customer/);
  });
});

describe('codes:generate', () => {
  it('prints only a CSV with a header and count new unique unguessable codes, all stored', async () => {
    const result = await cli(
      'codes:generate',
      '--brand',
      'ogo',
      '--xp',
      '15',
      '--count',
      '300',
      '--kind',
      'velo',
      '--batch',
      'march',
    );
    expect(result.code).toBe(exitCodes.ok);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('code,brand,xp,kind,variant,batch');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(300);
    const codes = rows.map((row) => row[0] ?? '');
    expect(new Set(codes).size).toBe(300);
    for (const row of rows) {
      expect(row.slice(1)).toEqual(['ogo', '15', 'velo', '', 'march']);
      expect(row[0]).toMatch(/^[A-Z0-9]{12}$/);
      expect(isValidPackCode(row[0] ?? '')).toBe(true);
    }
    const stored = await testApp.database.db.select().from(packCodes).where(inArray(packCodes.code, codes));
    expect(stored).toHaveLength(300);
    expect(stored.every((row) => row.brand === 'ogo' && row.xp === 15 && row.kind === 'velo' && row.redeemedAt === null)).toBe(
      true,
    );
    // Two runs never share a code.
    const second = await cli('codes:generate', '--brand', 'ogo', '--xp', '15', '--count', '300');
    const secondCodes = second.stdout
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(secondCodes.filter((code) => codes.includes(code ?? ''))).toEqual([]);
  });

  it('bounds count and checks the variant', async () => {
    const tooMany = await cli('codes:generate', '--brand', 'glo', '--xp', '5', '--count', '100001');
    expect(tooMany.code).toBe(exitCodes.usage);
    expect(tooMany.stderr).toContain('--count');
    const noVariant = await cli('codes:generate', '--brand', 'glo', '--xp', '5', '--count', '2', '--variant', '999999');
    expect(noVariant.code).toBe(exitCodes.usage);
    expect(noVariant.stderr).toMatch(/no product variant 999999/);
  });
});

describe('codes:import', () => {
  it('imports a CSV in one go, normalising codes and skipping duplicates with counts', async () => {
    const [existing] = await testApp.database.db
      .insert(packCodes)
      .values({ code: 'EXISTING00001', brand: 'glo', kind: 'sticks', xp: 3 })
      .returning();
    const file = path.join(dir, 'codes.csv');
    await writeFile(
      file,
      '\ufeffcode,brand,xp,kind\r\n' +
        'abcd-efgh-1234,glo,10,sticks\r\n' +
        'ZZZZ 9999 0000,ogo,,velo\r\n' +
        'existing00001,glo,10,sticks\r\n' +
        'ABCDEFGH1234,glo,10,sticks\r\n',
    );
    const result = await cli('codes:import', file, '--xp', '7');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(exitCodes.ok);
    expect(result.stdout).toBe('4 row(s): 2 code(s) imported, 2 duplicate(s) skipped.');
    const rows = await testApp.database.db
      .select()
      .from(packCodes)
      .where(inArray(packCodes.code, ['ABCDEFGH1234', 'ZZZZ99990000']))
      .orderBy(packCodes.code);
    expect(rows.map((row) => [row.code, row.brand, row.xp, row.kind, row.batch])).toEqual([
      ['ABCDEFGH1234', 'glo', 10, 'sticks', 'codes.csv'],
      ['ZZZZ99990000', 'ogo', 7, 'velo', 'codes.csv'],
    ]);
    // The existing code keeps what it had.
    const [kept] = await testApp.database.db
      .select()
      .from(packCodes)
      .where(eq(packCodes.id, existing?.id ?? 0));
    expect(kept?.xp).toBe(3);
  });

  it('rejects a file with bad rows, naming each line, and imports nothing from it', async () => {
    const file = path.join(dir, 'bad.csv');
    await writeFile(
      file,
      [
        'code,brand,xp',
        'GOODCODE0001,glo,5',
        'short,glo,5',
        'GOODCODE0002,velo,5',
        'GOODCODE0003,glo,-1',
        'GOOD_CODE_04,glo,5',
        'GOODCODE0005,glo',
      ].join('\n'),
    );
    const result = await cli('codes:import', file);
    expect(result.code).toBe(exitCodes.usage);
    expect(result.stderr).toMatch(/5 bad row\(s\); nothing was imported/);
    for (const line of [3, 4, 5, 6, 7]) expect(result.stderr).toContain(`line ${line}:`);
    expect(result.stderr).not.toContain('line 2:');
    const good = await testApp.database.db.select().from(packCodes).where(eq(packCodes.code, 'GOODCODE0001'));
    expect(good).toEqual([]);
  });

  it('needs a header with code, a brand and xp from the file or the flags, and a readable file', async () => {
    const noCode = path.join(dir, 'nocode.csv');
    await writeFile(noCode, 'serial,brand\nABCDEFGHJK12,glo\n');
    expect((await cli('codes:import', noCode)).stderr).toMatch(/header must name a `code` column/);
    const noBrand = path.join(dir, 'nobrand.csv');
    await writeFile(noBrand, 'code\nABCDEFGHJK12\n');
    const missing = await cli('codes:import', noBrand);
    expect(missing.stderr).toMatch(/line 2: brand is missing/);
    expect(missing.stderr).toMatch(/line 2: xp is missing/);
    const withFlags = await cli('codes:import', noBrand, '--brand', 'glo', '--xp', '4', '--batch', 'manual');
    expect(withFlags.stdout).toBe('1 row(s): 1 code(s) imported, 0 duplicate(s) skipped.');
    const [row] = await testApp.database.db
      .select()
      .from(packCodes)
      .where(and(eq(packCodes.code, 'ABCDEFGHJK12'), eq(packCodes.batch, 'manual')));
    expect(row).toMatchObject({ brand: 'glo', xp: 4 });
    const unreadable = await cli('codes:import', path.join(dir, 'absent.csv'));
    expect(unreadable.code).toBe(exitCodes.usage);
    expect(unreadable.stderr).toMatch(/Cannot read/);
    const noFile = await cli('codes:import');
    expect(noFile.code).toBe(exitCodes.usage);
    expect(noFile.stderr).toMatch(/codes:import FILE/);
  });
});

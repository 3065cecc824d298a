// certificates:import through /api/ops/run: partners then stock, idempotent on code, bad lines reported not loaded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePartners, certificates } from '@loyalty/db/schema';
import { buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

function run(args: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/ops/run',
    headers: { authorization: `Bearer ${testOpsToken}` },
    payload: { command: 'certificates:import', args },
  });
}

interface ImportData {
  rows: number;
  inserted: number;
  updated: number;
  duplicates: number;
  bad: { line: number; message: string }[];
}

function dataOf(response: { json(): unknown }): ImportData {
  return (response.json() as { data: ImportData }).data;
}

describe('certificates:import', () => {
  it('loads partners, updates a changed one and reports bad lines', async () => {
    const csv = [
      'slug,category_id,name,description',
      'wog,5,WOG,Пальне на АЗК WOG',
      'Bad Slug,5,X,',
      'nowhere,3,Nowhere,',
      'rozetka,1,Rozetka,"Техніка, гаджети"',
    ].join('\n');
    const first = await run({ csv, kind: 'partners' });
    expect(first.statusCode).toBe(200);
    expect(dataOf(first)).toMatchObject({ rows: 4, inserted: 2, updated: 0, duplicates: 0 });
    expect(dataOf(first).bad.map((bad) => bad.line)).toEqual([3, 4]);
    const again = await run({ csv: csv.replace('Пальне на АЗК WOG', 'Пальне WOG'), kind: 'partners' });
    expect(dataOf(again)).toMatchObject({ inserted: 0, updated: 1, duplicates: 1 });
    const [rozetka] = await testApp.database.db.select().from(certificatePartners).where(eq(certificatePartners.slug, 'rozetka'));
    expect(rozetka?.description).toBe('Техніка, гаджети');
  });

  it('loads stock once per code and names every bad line', async () => {
    const csv = [
      'partner_slug,nominal_uah,xp_price,code,bar_code,valid_until',
      'wog,500,400,WOG-0001,4820000000011,2030-12-31',
      'wog,500,400,WOG-0002,4820000000028,',
      'unknown,500,400,UNK-0001,4820000000035,2030-12-31',
      'wog,-5,400,WOG-0003,4820000000042,2030-12-31',
      'wog,500,4.5,WOG-0004,4820000000059,2030-12-31',
      'wog,500,400,WOG-0005,4820000000066,2030-02-30',
      'wog,500,400,WOG-0001,4820000000073,2030-12-31',
    ].join('\n');
    const first = await run({ csv, kind: 'stock' });
    expect(dataOf(first)).toMatchObject({ rows: 7, inserted: 2, duplicates: 1 });
    expect(dataOf(first).bad.map((bad) => bad.line)).toEqual([4, 5, 6, 7]);
    const again = await run({ csv, kind: 'stock' });
    expect(dataOf(again)).toMatchObject({ inserted: 0, duplicates: 3 });
    const rows = await testApp.database.db.select().from(certificates);
    expect(rows.map((row) => [row.code, row.nominalKop, row.status])).toEqual([
      ['WOG-0001', 50_000, 'available'],
      ['WOG-0002', 50_000, 'available'],
    ]);
  });

  it('refuses a wrong header and a missing --kind', async () => {
    const header = await run({ csv: 'code,xp\nA,1', kind: 'stock' });
    expect(header.statusCode).toBe(400);
    const kind = await run({ csv: 'slug,category_id,name,description\n' });
    expect(kind.statusCode).toBe(400);
  });
});

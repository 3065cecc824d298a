import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import { getScanHistoryResponseSchema, getWideCountResponseSchema, multiscanStatusResponseSchema } from '@loyalty/contracts/scan';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { customers, multiscanUploads, packCodes, scans, xpLedger } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { findCodesInImage } from './decoder.ts';
import { kyivMonthStart } from '@loyalty/domain/kyiv-time';
import { typographyProblems } from '@loyalty/domain/ukrainian-typography';
import type { BonusHistoryResponse } from '@loyalty/contracts/loyalty';
import { creditXp } from '../loyalty/ledger.ts';
import { attemptRedemption, maskCode, scanMessage, scansWord } from './service.ts';

const monthlyLimit = 5;
let testApp: TestApp;
let phoneCounter = 0;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { SCAN_MONTHLY_LIMIT: String(monthlyLimit), RATE_LIMIT_PER_MINUTE: '100000', MULTISCAN_UPLOADS_PER_HOUR: '3' },
  });
});
afterAll(() => testApp.close());

async function newPerson(brands: Brand[] = ['glo', 'ogo']): Promise<TestAccount> {
  phoneCounter += 1;
  return createAccount(testApp, { phone: `+38067${String(3_100_000 + phoneCounter).padStart(7, '0')}`, brands });
}

/** A fresh code in the database (unique: random). */
async function newCode(options: { brand?: Brand; xp?: number; kind?: 'sticks' | 'velo'; code?: string } = {}): Promise<string> {
  const code = options.code ?? `PK${randomBytes(6).toString('hex').toUpperCase()}`;
  await testApp.database.db
    .insert(packCodes)
    .values({ code, brand: options.brand ?? 'glo', xp: options.xp ?? 10, kind: options.kind ?? 'sticks' });
  return code;
}

function redeem(account: TestAccount | null, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/scan/redeem',
    headers: account ? account.headers : apiHeaders,
    payload: body,
  });
}

function call(account: TestAccount, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });
}

async function scanRows(customerId: number) {
  return testApp.database.db.select().from(scans).where(eq(scans.customerId, customerId)).orderBy(scans.id);
}

describe('POST /api/scan/redeem', () => {
  it("names what was scanned in the points history: each scan row carries its code's kind, other rows none", async () => {
    const person = await newPerson();
    await redeem(person, { code: await newCode({ kind: 'sticks' }), product: 'glo' });
    await redeem(person, { code: await newCode({ kind: 'velo' }), product: 'glo' });
    const customerId = person.ids.glo ?? 0;
    await testApp.database.db.transaction((tx) =>
      creditXp(tx, {
        customerId,
        brand: 'glo',
        amount: 5,
        reason: 'adjustment',
        sourceType: 'test',
        sourceRef: `kind-${customerId}`,
      }),
    );
    const history = (await call(person, 'GET', '/api/get-bonus-history?shop=glo')).json<BonusHistoryResponse>();
    expect(history.transactions.map((row) => [row.reason, row.kind])).toEqual([
      ['adjustment', undefined],
      ['scan', 'velo'],
      ['scan', 'sticks'],
    ]);
  });

  it('credits a code once, in the ledger and the scans log, and refuses it afterwards', async () => {
    const person = await newPerson();
    const code = await newCode({ xp: 25 });
    const first = await redeem(person, { code, product: 'glo', channel: 'camera' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ credited: 25, balance: 25 });

    const again = await redeem(person, { code, product: 'glo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_used');

    const other = await newPerson();
    const stolen = await redeem(other, { code, product: 'glo' });
    expect(stolen.json().error.code).toBe('already_used');

    const ledger = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(eq(xpLedger.customerId, person.ids.glo ?? 0));
    expect(ledger.map((entry) => [entry.amount, entry.sourceType, entry.reason])).toEqual([[25, 'pack_code', 'scan']]);
    const rows = await scanRows(person.ids.glo ?? 0);
    expect(rows.map((row) => [row.outcome, row.channel, row.xp])).toEqual([
      ['credited', 'camera', 25],
      ['already_used', 'manual', 0],
    ]);
  });

  it('matches a code ignoring case, spaces and dashes, and inside a scanned URL', async () => {
    const person = await newPerson();
    const forms = [
      (code: string) => code.toLowerCase(),
      (code: string) => ` ${code.slice(0, 4)} ${code.slice(4, 8)} ${code.slice(8)} `,
      (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}–${code.slice(8).toLowerCase()}`,
      (code: string) => `https://glo.example.ua/scan?code=${code}`,
      (code: string) => `https://glo.example.ua/c/${code.slice(0, 6)}-${code.slice(6)}`,
    ];
    // Each form with a fresh code of its own credits it.
    for (const form of forms) {
      const code = await newCode({ xp: 1 });
      const response = await redeem(person, { code: form(code), product: 'glo' });
      expect(response.statusCode, form(code)).toBe(200);
    }
    const used = await testApp.database.db
      .select()
      .from(scans)
      .where(eq(scans.customerId, person.ids.glo ?? 0));
    expect(used.every((row) => /^PK[0-9A-F]{12}$/.test(row.code))).toBe(true);
  });

  it('answers unknown_code for a code of the other brand and for a code that does not exist', async () => {
    const person = await newPerson();
    const ogoCode = await newCode({ brand: 'ogo' });
    const foreign = await redeem(person, { code: ogoCode, product: 'glo' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('unknown_code');
    const missing = await redeem(person, { code: 'ACDEFGHJKMNP', product: 'glo' });
    expect(missing.json().error.code).toBe('unknown_code');
    expect((await scanRows(person.ids.glo ?? 0)).map((row) => row.outcome)).toEqual(['unknown_code', 'unknown_code']);
    // The code is still there for its own brand.
    expect((await redeem(person, { code: ogoCode, product: 'ogo' })).statusCode).toBe(200);
  });

  it('rejects empty and garbage codes and bad fields with 400 naming the field, without a scan record', async () => {
    const person = await newPerson();
    for (const body of [
      { code: '', product: 'glo' },
      { code: '   ', product: 'glo' },
      { code: 'abc', product: 'glo' },
      { code: '!!!!????####', product: 'glo' },
      { code: 'https://example.com/', product: 'glo' },
    ]) {
      const response = await redeem(person, body);
      expect(response.statusCode, body.code).toBe(400);
      expect(response.json().error.fields[0].field).toBe('body.code');
    }
    const badBrand = await redeem(person, { code: 'ACDEFGHJKMNP', product: 'xyz' });
    expect(badBrand.statusCode).toBe(400);
    expect(badBrand.json().error.fields[0].field).toBe('body.product');
    const badChannel = await redeem(person, { code: 'ACDEFGHJKMNP', product: 'glo', channel: 'multiscan' });
    expect(badChannel.statusCode).toBe(400);
    expect(await scanRows(person.ids.glo ?? 0)).toEqual([]);
  });

  it('needs a session and a record of the brand', async () => {
    expect((await redeem(null, { code: 'ACDEFGHJKMNP', product: 'glo' })).statusCode).toBe(401);
    const gloOnly = await newPerson(['glo']);
    expect((await redeem(gloOnly, { code: await newCode({ brand: 'ogo' }), product: 'ogo' })).statusCode).toBe(404);
  });

  it('stops at the monthly limit, counting only this Kyiv month, and leaves the refused code unredeemed', async () => {
    const person = await newPerson();
    const id = person.ids.glo ?? 0;
    // Credited scans of last month do not count.
    await testApp.database.db.insert(scans).values(
      Array.from({ length: monthlyLimit }, () => ({
        customerId: id,
        brand: 'glo' as const,
        code: 'OLDCODE00000',
        outcome: 'credited' as const,
        xp: 5,
        channel: 'manual',
        createdAt: new Date(kyivMonthStart().getTime() - 60_000),
      })),
    );
    for (let index = 0; index < monthlyLimit; index += 1) {
      expect((await redeem(person, { code: await newCode(), product: 'glo' })).statusCode).toBe(200);
    }
    const over = await newCode();
    const refused = await redeem(person, { code: over, product: 'glo' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('limit_reached');
    const [row] = await testApp.database.db.select().from(packCodes).where(eq(packCodes.code, over));
    expect(row?.redeemedAt).toBeNull();
    // The other brand's record has a limit of its own, and someone else can take the refused code.
    expect((await redeem(person, { code: await newCode({ brand: 'ogo' }), product: 'ogo' })).statusCode).toBe(200);
    expect((await redeem(await newPerson(), { code: over, product: 'glo' })).statusCode).toBe(200);
  });
});

describe('counters, message, percent, history, balance', () => {
  it('get-wide-count answers the spec envelope per kind, and errors for a bad product_variant', async () => {
    const person = await newPerson();
    await redeem(person, { code: await newCode({ xp: 7, kind: 'sticks' }), product: 'glo' });
    await redeem(person, { code: await newCode({ xp: 9, kind: 'velo' }), product: 'glo' });
    await redeem(person, { code: await newCode({ xp: 11, kind: 'velo' }), product: 'glo' });
    const sticks = await call(person, 'POST', '/api/scan/get-wide-count', { product_variant: 'sticks' });
    expect(getWideCountResponseSchema.parse(sticks.json())).toEqual({
      code: 200,
      data: { subscription: false, calculation_amount_bonuses: 7, scan_counter: 1, scan_balance: monthlyLimit - 3 },
      errors: [],
    });
    const velo = await call(person, 'POST', '/api/scan/get-wide-count', { product_variant: 'velo', product: 'glo' });
    expect(velo.json().data).toMatchObject({ calculation_amount_bonuses: 20, scan_counter: 2 });
    const ogo = await call(person, 'POST', '/api/scan/get-wide-count', { product_variant: 'velo', product: 'ogo' });
    expect(ogo.json().data).toMatchObject({ scan_counter: 0, scan_balance: monthlyLimit });

    const bad = await call(person, 'POST', '/api/scan/get-wide-count', { product_variant: 'cigars' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: null, errors: [{ field: 'body.product_variant' }] });
  });

  it('get-message and get-scan-percent follow the counters', async () => {
    const person = await newPerson();
    const before = await call(person, 'GET', '/api/scan/get-message?product=glo');
    expect(before.json().message).toContain(`${monthlyLimit} сканувань`);
    expect((await call(person, 'GET', '/api/scan/get-scan-percent')).json()).toEqual({ percent: 0 });
    await redeem(person, { code: await newCode(), product: 'glo' });
    await redeem(person, { code: await newCode(), product: 'glo' });
    expect((await call(person, 'GET', '/api/scan/get-scan-percent?product=glo')).json()).toEqual({ percent: 40 });
    const after = await call(person, 'GET', '/api/scan/get-message');
    expect(after.json().message).toBe(`Цього місяця зараховано 2 сканування. Залишилось 3 сканування з ${monthlyLimit}.`);
    expect((await call(person, 'GET', '/api/scan/get-message?product=xyz')).statusCode).toBe(400);
  });

  it('builds Ukrainian plurals and the limit message', () => {
    expect([1, 2, 4, 5, 11, 14, 21, 22, 25].map(scansWord)).toEqual([
      'сканування',
      'сканування',
      'сканування',
      'сканувань',
      'сканувань',
      'сканувань',
      'сканування',
      'сканування',
      'сканувань',
    ]);
    expect(scanMessage({ used: 30, limit: 30, left: 0 }, new Date('2026-12-15T10:00:00Z'))).toContain('з 1 січня');
    for (const counters of [
      { used: 0, limit: 30, left: 30 },
      { used: 2, limit: 30, left: 28 },
      { used: 30, limit: 30, left: 0 },
    ]) {
      expect(typographyProblems(scanMessage(counters))).toEqual([]);
    }
    expect(maskCode('ACDEFGHJKMNP')).toBe('********KMNP');
  });

  it('get-history pages newest first with masked codes and only the brand of the session', async () => {
    const person = await newPerson();
    const codes: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const code = await newCode();
      codes.push(code);
      await redeem(person, { code, product: 'glo' });
    }
    await redeem(person, { code: 'ACDEFGHJKQQQ', product: 'glo' });
    await redeem(person, { code: await newCode({ brand: 'ogo' }), product: 'ogo' });
    // Another person's scans never show.
    await redeem(await newPerson(), { code: await newCode(), product: 'glo' });

    const page = getScanHistoryResponseSchema.parse(
      (await call(person, 'POST', '/api/scan/get-history', { offset: 0, variant: 'glo' })).json(),
    );
    expect(page.total).toBe(4);
    expect(page.scans.map((scan) => scan.outcome)).toEqual(['unknown_code', 'credited', 'credited', 'credited']);
    expect(page.scans[1]?.code).toBe(maskCode(codes[2] ?? ''));
    expect(page.scans.every((scan) => !codes.includes(scan.code))).toBe(true);
    const second = (await call(person, 'POST', '/api/scan/get-history', { offset: 3, variant: 'glo' })).json();
    expect(second.scans).toHaveLength(1);
    expect(second.scans[0].code).toBe(maskCode(codes[0] ?? ''));
    const bad = await call(person, 'POST', '/api/scan/get-history', { offset: -1, variant: 'glo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].field).toBe('body.offset');
  });

  it('get-full-balance sums both brands of the person', async () => {
    const person = await newPerson();
    await redeem(person, { code: await newCode({ xp: 30 }), product: 'glo' });
    await redeem(person, { code: await newCode({ xp: 12, brand: 'ogo' }), product: 'ogo' });
    expect((await call(person, 'GET', '/api/scan/get-full-balance')).json()).toEqual({ glo: 30, ogo: 12, total: 42 });
    const gloOnly = await newPerson(['glo']);
    expect((await call(gloOnly, 'GET', '/api/scan/get-full-balance')).json()).toEqual({ glo: 0, ogo: 0, total: 0 });
  });
});

describe('POST /api/scan/save-manager', () => {
  it('sets the attribution once, idempotently, and refuses another customer id', async () => {
    const person = await newPerson();
    const body = { shopify_id: person.ids.glo, manager: 'M-1024', manager_from: 'qr', brand: 'glo' };
    expect((await call(person, 'POST', '/api/scan/save-manager', body)).json()).toEqual({ saved: true });
    expect((await call(person, 'POST', '/api/scan/save-manager', body)).statusCode).toBe(200);
    const other = await call(person, 'POST', '/api/scan/save-manager', { ...body, manager: 'M-2048' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('manager_already_set');

    const stranger = await newPerson();
    const foreign = await call(stranger, 'POST', '/api/scan/save-manager', body);
    expect(foreign.statusCode).toBe(403);
    // The brand must match the id too.
    const wrongBrand = await call(person, 'POST', '/api/scan/save-manager', { ...body, brand: 'ogo' });
    expect(wrongBrand.statusCode).toBe(403);
    const missing = await call(person, 'POST', '/api/scan/save-manager', { shopify_id: person.ids.glo, brand: 'glo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[0].field).toBe('body.manager');
  });
});

// --- multi-scan ------------------------------------------------------------------------------------------------

/** QR codes of `texts` side by side on white, as a PNG (a stand-in for a photo of packs). */
function qrPhoto(texts: string[], scale = 5, gap = 40): Buffer {
  const matrices = texts.map((text) => QRCode.create(text, { errorCorrectionLevel: 'M' }).modules);
  const quiet = 4;
  const sizes = matrices.map((matrix) => (matrix.size + 2 * quiet) * scale);
  const width = sizes.reduce((sum, size) => sum + size, 0) + gap * (texts.length + 1);
  const height = Math.max(...sizes) + 2 * gap;
  const png = new PNG({ width, height });
  png.data.fill(255);
  let x0 = gap;
  matrices.forEach((matrix, index) => {
    for (let row = 0; row < matrix.size; row += 1) {
      for (let column = 0; column < matrix.size; column += 1) {
        if (!matrix.get(row, column)) continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const offset = ((gap + (row + quiet) * scale + dy) * width + x0 + (column + quiet) * scale + dx) * 4;
            png.data[offset] = png.data[offset + 1] = png.data[offset + 2] = 0;
          }
        }
      }
    }
    x0 += (sizes[index] ?? 0) + gap;
  });
  return PNG.sync.write(png);
}

function multipart(fields: Record<string, string>, file?: { data: Buffer; contentType?: string }) {
  const boundary = `----scan${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="packs.png"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(account: TestAccount, fields: Record<string, string>, file?: { data: Buffer; contentType?: string }) {
  const body = multipart(fields, file);
  return testApp.app.inject({
    method: 'POST',
    url: '/mapi/multiscan/load',
    headers: { ...account.headers, 'content-type': body.contentType },
    payload: body.payload,
    // An address per person: the per-IP upload budget (10 a minute) is not what these tests are about.
    remoteAddress: `10.9.${Number(account.phone.slice(-4, -2))}.${Number(account.phone.slice(-2))}`,
  });
}

const fieldsOf = (account: TestAccount, brand: Brand = 'glo') => ({
  phone: account.phone,
  user_id: String(account.ids[brand]),
  image_type: 'image/png',
  product: brand,
});

describe('multi-scan', () => {
  it('the decoder finds every code of a photo, a code printed twice twice', () => {
    const texts = ['ACDEFGHJKM34', 'QRTUVWXY7966', 'ACDEFGHJKM34'];
    expect(findCodesInImage(qrPhoto(texts), 'image/png').sort()).toEqual([...texts].sort());
  });

  it('decodes the photo in the job and redeems each code once; a duplicate in the photo is already_used', async () => {
    const person = await newPerson();
    // Fixed codes: the photo is then the same on every run (with random codes CI once saw the decoder miss one of the
    // QR patterns: a content-dependent weakness of the decoder, not of the redemption).
    const [a, b] = [await newCode({ xp: 10, code: 'PKMULTI0A1B2C' }), await newCode({ xp: 15, code: 'PKMULTI0D3E4F' })];
    const photo = qrPhoto([a, `https://glo.example.ua/c/${b}`, a]);
    const response = await upload(person, fieldsOf(person), { data: photo });
    expect(response.statusCode).toBe(202);
    const { upload: created } = response.json();
    expect(created.status).toBe('queued');

    expect(await testApp.app.jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    const status = multiscanStatusResponseSchema.parse((await call(person, 'GET', `/api/scan/multiscan/${created.id}`)).json());
    expect(status.upload).toMatchObject({ status: 'done', codes_found: 3, credited_xp: 25, error: null });

    const rows = await scanRows(person.ids.glo ?? 0);
    expect(rows.every((row) => row.channel === 'multiscan' && row.uploadId === created.id)).toBe(true);
    expect(
      rows
        .filter((row) => row.outcome === 'credited')
        .map((row) => row.code)
        .sort(),
    ).toEqual([a, b].sort());
    expect(rows.filter((row) => row.outcome === 'already_used').map((row) => row.code)).toEqual([a]);
    expect((await call(person, 'GET', '/api/scan/get-full-balance')).json().glo).toBe(25);
    const history = (await call(person, 'POST', '/api/scan/get-history', { offset: 0, variant: 'glo' })).json();
    expect(history.scans).toHaveLength(3);

    // Another person cannot see the upload.
    const stranger = await newPerson();
    expect((await call(stranger, 'GET', `/api/scan/multiscan/${created.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/scan/multiscan/not-a-uuid')).statusCode).toBe(400);
  });

  it('fails an upload whose image cannot be decoded, with a reason', async () => {
    const person = await newPerson();
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(512)]);
    const response = await upload(person, fieldsOf(person), { data: broken });
    expect(response.statusCode).toBe(202);
    await testApp.app.jobs.runDueJobs();
    const status = (await call(person, 'GET', `/api/scan/multiscan/${response.json().upload.id}`)).json();
    expect(status.upload.status).toBe('failed');
    expect(status.upload.error).toMatch(/cannot be decoded/);
  });

  it('caps one customer’s photos an hour (MULTISCAN_UPLOADS_PER_HOUR), on top of the per-IP limit', async () => {
    const person = await newPerson();
    const photo = { data: qrPhoto(['ACDEFGHJKM34']) };
    const cap = testApp.config.scan.uploadsPerHour;
    for (let index = 0; index < cap; index += 1) {
      expect((await upload(person, fieldsOf(person), photo)).statusCode).toBe(202);
    }
    const over = await upload(person, fieldsOf(person), photo);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('limit_reached');
    // Another customer is not held back by this one.
    const other = await newPerson();
    expect((await upload(other, fieldsOf(other), photo)).statusCode).toBe(202);
  });

  it('refuses another person’s phone or user id, non-images, large images and missing fields', async () => {
    const person = await newPerson();
    const stranger = await newPerson();
    const photo = { data: qrPhoto(['ACDEFGHJKM34']) };
    const otherPhone = await upload(person, { ...fieldsOf(person), phone: stranger.phone }, photo);
    expect(otherPhone.statusCode).toBe(403);
    const otherId = await upload(person, { ...fieldsOf(person), user_id: String(stranger.ids.glo) }, photo);
    expect(otherId.statusCode).toBe(403);
    const wrongBrandId = await upload(person, { ...fieldsOf(person), user_id: String(person.ids.ogo) }, photo);
    expect(wrongBrandId.statusCode).toBe(403);

    const text = await upload(person, fieldsOf(person), { data: Buffer.from('GIF89a not a photo'), contentType: 'image/png' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');

    const large = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(8 * 1024 * 1024 + 16)]);
    const tooLarge = await upload(person, fieldsOf(person), { data: large });
    expect(tooLarge.statusCode).toBe(413);
    // A few dozen bytes whose PNG header declares 16000×16000: refused at upload, before any decode job.
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write('IHDR', 4, 'latin1');
    ihdr.writeUInt32BE(16000, 8);
    ihdr.writeUInt32BE(16000, 12);
    ihdr[16] = 8;
    ihdr[17] = 6;
    const declaredHuge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
    const huge = await upload(person, fieldsOf(person), { data: declaredHuge });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.fields.map((field: { field: string }) => field.field)).toEqual(['body.image']);

    const noImage = await upload(person, fieldsOf(person));
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.fields.map((field: { field: string }) => field.field)).toContain('body.image');
    const { phone: _phone, ...withoutPhone } = fieldsOf(person);
    const noPhone = await upload(person, withoutPhone, photo);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.fields[0].field).toBe('body.phone');

    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/mapi/multiscan/load',
      headers: apiHeaders,
      remoteAddress: '10.8.0.2',
    });
    expect(anonymous.statusCode).toBe(401);
    const noKey = await testApp.app.inject({ method: 'POST', url: '/mapi/multiscan/load', remoteAddress: '10.8.0.1' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().error.code).toBe('invalid_api_key');
    const uploads = await testApp.database.db
      .select()
      .from(multiscanUploads)
      .where(eq(multiscanUploads.customerId, person.ids.glo ?? 0));
    expect(uploads).toEqual([]);
  });
});

const serverUrlNote = 'needs a PostgreSQL server: set TEST_DATABASE_URL (the CI does)';

describe.skipIf(!process.env.TEST_DATABASE_URL)(`redemption concurrency on PostgreSQL (${serverUrlNote})`, () => {
  /** A pool of its own with many connections, so the 50 attempts really run side by side. */
  let wide: DatabaseHandle;
  beforeAll(async () => {
    const driver = driverClientOf(testApp.database);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    wide = openPostgres(driver.connection, 50);
  });
  afterAll(() => wide?.close());

  async function customerIds(count: number): Promise<number[]> {
    phoneCounter += 1;
    const rows = await testApp.database.db
      .insert(customers)
      .values(
        Array.from({ length: count }, (_, index) => ({
          brand: 'glo' as const,
          phone: `+38066${String(phoneCounter * 100 + index).padStart(7, '0')}`,
          firstName: 'Паралель',
          lastName: 'Тест',
          email: `parallel${phoneCounter}-${index}@example.com`,
          birthDate: '1990-01-01',
        })),
      )
      .returning({ id: customers.id });
    return rows.map((row) => row.id);
  }

  const attempt = (customerId: number, code: string, limit = 1000) =>
    attemptRedemption(wide.db, { customerId, brand: 'glo', code, channel: 'manual', monthlyLimit: limit });

  it('50 parallel redemptions of one code by different customers credit exactly once', async () => {
    const code = await newCode({ xp: 40 });
    const ids = await customerIds(50);
    const results = await Promise.all(ids.map((id) => attempt(id, code)));
    expect(results.filter((result) => result.outcome === 'credited')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'already_used')).toHaveLength(49);
    const [packCode] = await testApp.database.db.select().from(packCodes).where(eq(packCodes.code, code));
    const entries = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.sourceType, 'pack_code'), eq(xpLedger.sourceRef, String(packCode?.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.customerId).toBe(packCode?.redeemedByCustomerId);
  });

  it('50 parallel redemptions of one code by the same customer credit exactly once', async () => {
    const code = await newCode({ xp: 40 });
    const [id] = await customerIds(1);
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt(id ?? 0, code)));
    expect(results.filter((result) => result.outcome === 'credited')).toHaveLength(1);
    expect(Math.max(...results.map((result) => result.balance ?? 0))).toBe(40);
  });

  it('50 parallel redemptions of distinct codes by one customer never pass the monthly limit', async () => {
    const codes = await Promise.all(Array.from({ length: 50 }, () => newCode({ xp: 3 })));
    const [id] = await customerIds(1);
    const results = await Promise.all(codes.map((code) => attempt(id ?? 0, code, 7)));
    expect(results.filter((result) => result.outcome === 'credited')).toHaveLength(7);
    expect(results.filter((result) => result.outcome === 'limit_reached')).toHaveLength(43);
  });
});

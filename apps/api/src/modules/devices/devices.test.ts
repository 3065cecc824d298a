// Device calls: the spec's envelope, serial rules and uniqueness across customers, dates, and another person's devices.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDevicesResponseSchema, registerDeviceResponseSchema } from '@loyalty/contracts/devices';
import { addCalendarMonths as addMonths, kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { devices } from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

let testApp: TestApp;
let person: TestAccount;
let other: TestAccount;
let gloOnly: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp();
  person = await createAccount(testApp, { phone: '+380675550404' });
  other = await createAccount(testApp, { phone: '+380675550405' });
  gloOnly = await createAccount(testApp, { phone: '+380675550406', brands: ['glo'] });
});
afterAll(() => testApp.close());

function call(account: TestAccount | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: account ? account.headers : apiHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function fieldsOf(response: { json(): unknown }): string[] {
  return (response.json() as { error: { fields?: { field: string }[] } }).error.fields?.map((field) => field.field) ?? [];
}

const valid = { serial_number: 'gh12-ab34 cd56', model: 'hyper-pro', purchased_on: '2024-02-29', product: 'glo' };

describe('addCalendarMonths', () => {
  it('adds whole months and clamps to the last day of the month', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-03-15', 12)).toBe('2026-03-15');
    expect(addMonths('2025-12-31', 12)).toBe('2026-12-31');
  });
});

describe('POST /api/device-reg', () => {
  it('refuses bad input naming the field, and writes nothing', async () => {
    const tomorrow = addMonths(kyivCalendarDate(), 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ serial_number: 'SHORT123' }, 'body.serial_number'],
      [{ serial_number: 'ABCDEFGHIJ1234567890X' }, 'body.serial_number'],
      [{ serial_number: 'ABCDE_12345' }, 'body.serial_number'],
      [{ serial_number: 'АБВГДЕЖЗИК12' }, 'body.serial_number'],
      [{ model: 'iqos-iluma' }, 'body.model'],
      [{ purchased_on: '2014-12-31' }, 'body.purchased_on'],
      [{ purchased_on: tomorrow }, 'body.purchased_on'],
      [{ purchased_on: '2024-02-30' }, 'body.purchased_on'],
      [{ purchased_on: '29.02.2024' }, 'body.purchased_on'],
      [{ product: 'marlboro' }, 'body.product'],
    ];
    for (const [change, field] of cases) {
      const response = await call(person, 'POST', '/api/device-reg', { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(response)).toEqual([field]);
    }
    expect(await testApp.database.db.select().from(devices)).toEqual([]);
  });

  it('needs a session and a record in the brand', async () => {
    expect((await call(null, 'POST', '/api/device-reg', valid)).statusCode).toBe(401);
    expect((await call(gloOnly, 'POST', '/api/device-reg', { ...valid, product: 'ogo' })).statusCode).toBe(404);
  });

  it('normalises the serial, sets the warranty, and keeps one owner per serial', async () => {
    const response = await call(person, 'POST', '/api/device-reg', valid);
    expect(response.statusCode).toBe(200);
    const { data } = registerDeviceResponseSchema.parse(response.json());
    expect(data.device).toMatchObject({
      serial_number: 'GH12AB34CD56',
      model: 'hyper-pro',
      purchased_on: '2024-02-29',
      warranty_until: '2025-02-28',
    });

    const taken = await call(other, 'POST', '/api/device-reg', { ...valid, serial_number: 'GH12AB34CD56' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('serial_taken');
    expect(fieldsOf(taken)).toEqual(['body.serial_number']);

    const mine = await call(person, 'POST', '/api/device-reg', { ...valid, serial_number: 'gh12ab34cd56' });
    expect(mine.json().error.code).toBe('already_registered');
    // The same person's record in the other brand: still their own device, not "another account".
    const mineOgo = await call(person, 'POST', '/api/device-reg', { ...valid, product: 'ogo' });
    expect(mineOgo.statusCode).toBe(409);
    expect(mineOgo.json().error.code).toBe('already_registered');

    // Parallel registrations of one new serial by two people: exactly one wins.
    const race = await Promise.all(
      [person, other].map((account) => call(account, 'POST', '/api/device-reg', { ...valid, serial_number: 'RACE000000001' })),
    );
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await testApp.database.db.select().from(devices).where(eq(devices.serialNumber, 'RACE000000001'))).toHaveLength(1);
  });
});

describe('GET /api/get-devices', () => {
  it("answers the spec's envelope with only the session customer's devices of that brand", async () => {
    expect((await call(null, 'GET', '/api/get-devices?product=glo')).statusCode).toBe(401);
    // No product: the main shop's brand (the spec lists no parameters for this call).
    const mainShop = await call(person, 'GET', '/api/get-devices');
    expect(mainShop.statusCode).toBe(200);
    expect(mainShop.json()).toEqual((await call(person, 'GET', '/api/get-devices?product=glo')).json());
    const bad = await call(person, 'GET', '/api/get-devices?product=velo');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['query.product']);

    await call(other, 'POST', '/api/device-reg', { ...valid, serial_number: 'OTHER0000000001', model: 'hyper-x2' });
    const mine = getDevicesResponseSchema.parse((await call(person, 'GET', '/api/get-devices?product=glo')).json());
    expect(mine.code).toBe(200);
    const serials = mine.data.asset.map((device) => device.serial_number);
    expect(serials).toContain('GH12AB34CD56');
    expect(serials).not.toContain('OTHER0000000001');
    for (const device of mine.data.asset) {
      expect(Object.keys(device).sort()).toEqual(
        ['id', 'model', 'purchased_on', 'registered_at', 'serial_number', 'warranty_until'].sort(),
      );
    }
    const ogo = getDevicesResponseSchema.parse((await call(person, 'GET', '/api/get-devices?product=ogo')).json());
    expect(ogo.data.asset).toEqual([]);
  });
});

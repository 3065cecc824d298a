// The parcel tracker: the real adapter against a local stand-in of Nova Poshta's JSON endpoint (the request it sends,
// the states and Kyiv times it reads, batches of 100, refusals), and the development stand-in's pace.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNovaPoshtaClient, NovaPoshtaError } from './client.ts';
import {
  createLocalTracker,
  createNovaPoshtaTracker,
  localArrivalMs,
  localReceiptMs,
  novaPoshtaTime,
  parcelStateOf,
} from './tracking.ts';

interface Call {
  apiKey: string;
  modelName: string;
  calledMethod: string;
  methodProperties: { Documents: { DocumentNumber: string; Phone: string }[] };
}

let server: Server;
let url = '';
const calls: Call[] = [];
let answer: (call: Call) => { status: number; body: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const call = JSON.parse(text) as Call;
      calls.push(call);
      const result = answer(call);
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0/json/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
});

const ok = (data: unknown[]) => ({ status: 200, body: JSON.stringify({ success: true, data, errors: [], warnings: [] }) });
const tracker = () => createNovaPoshtaTracker(createNovaPoshtaClient({ apiKey: 'np-test-key', url }));
const parcel = (waybill: string) => ({ waybill, phone: '+380 67 111-00-01', shippedAt: null });

describe('Nova Poshta parcel tracker', () => {
  it('asks TrackingDocument.getStatusDocuments with each number and phone, and reads states and Kyiv times', async () => {
    answer = () =>
      ok([
        { Number: '20450000000001', StatusCode: '5', Status: 'Відправлення прямує до міста' },
        { Number: '20450000000002', StatusCode: '7', ActualDeliveryDate: '2026-11-22 09:15:00', RecipientDateTime: '' },
        {
          Number: '20450000000003',
          StatusCode: 9,
          ActualDeliveryDate: '2026-07-21 10:00:00',
          RecipientDateTime: '22.07.2026 18:05:30',
        },
        { Number: '20450000000004', StatusCode: '102' },
        { Number: '20450000000005', StatusCode: '3' },
      ]);
    const statuses = await tracker().statusesOf(
      ['20450000000001', '20450000000002', '20450000000003', '20450000000004', '20450000000005'].map(parcel),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ apiKey: 'np-test-key', modelName: 'TrackingDocument', calledMethod: 'getStatusDocuments' });
    expect(calls[0]?.methodProperties.Documents[0]).toEqual({ DocumentNumber: '20450000000001', Phone: '380671110001' });
    expect(statuses).toEqual([
      { waybill: '20450000000001', state: 'on-the-way', arrivedAt: null, receivedAt: null },
      // Winter: Kyiv is UTC+2.
      { waybill: '20450000000002', state: 'at-branch', arrivedAt: new Date('2026-11-22T07:15:00Z'), receivedAt: null },
      // Summer: UTC+3.
      {
        waybill: '20450000000003',
        state: 'received',
        arrivedAt: new Date('2026-07-21T07:00:00Z'),
        receivedAt: new Date('2026-07-22T15:05:30Z'),
      },
      { waybill: '20450000000004', state: 'returned', arrivedAt: null, receivedAt: null },
      { waybill: '20450000000005', state: 'unknown', arrivedAt: null, receivedAt: null },
    ]);
  });

  it('asks about at most 100 numbers a call', async () => {
    answer = (call) =>
      ok(call.methodProperties.Documents.map((document) => ({ Number: document.DocumentNumber, StatusCode: '1' })));
    const numbers = Array.from({ length: 230 }, (_, index) => String(20450000000000 + index));
    const statuses = await tracker().statusesOf(numbers.map(parcel));
    expect(calls.map((call) => call.methodProperties.Documents.length)).toEqual([100, 100, 30]);
    expect(statuses).toHaveLength(230);
  });

  it('rejects with the refusal or an unreadable answer, recording nothing', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ success: false, data: [], errors: ['API key expired'] }) });
    await expect(tracker().statusesOf([parcel('20450000000001')])).rejects.toMatchObject({ kind: 'refused' });
    answer = () => ok([{ StatusCode: '9' }]);
    await expect(tracker().statusesOf([parcel('20450000000001')])).rejects.toBeInstanceOf(NovaPoshtaError);
  });

  it('maps the status codes and reads both of the API’s time formats', () => {
    expect([1, 4, 41, 5, 6, 101, 104, 7, 8, 9, 10, 11, 102, 103, 105, 106, 108, 2, 3].map(parcelStateOf)).toEqual([
      'on-the-way',
      'on-the-way',
      'on-the-way',
      'on-the-way',
      'on-the-way',
      'on-the-way',
      'on-the-way',
      'at-branch',
      'at-branch',
      'received',
      'received',
      'received',
      'returned',
      'returned',
      'returned',
      'returned',
      'returned',
      'unknown',
      'unknown',
    ]);
    expect(novaPoshtaTime('2026-11-22 09:15:00')?.toISOString()).toBe('2026-11-22T07:15:00.000Z');
    expect(novaPoshtaTime('22.11.2026 09:15:00')?.toISOString()).toBe('2026-11-22T07:15:00.000Z');
    expect(novaPoshtaTime('')).toBeNull();
    expect(novaPoshtaTime('0000-00-00')).toBeNull();
  });
});

describe('local parcel tracker', () => {
  it('moves a parcel to the branch a day after shipping and to received two days after', async () => {
    const shippedAt = new Date('2026-11-20T10:00:00Z');
    const at = (ms: number) => createLocalTracker(() => new Date(shippedAt.getTime() + ms));
    const one = [{ waybill: '20450000000001', phone: '', shippedAt }];
    expect((await at(localArrivalMs - 1).statusesOf(one))[0]?.state).toBe('on-the-way');
    expect(await at(localArrivalMs).statusesOf(one)).toEqual([
      {
        waybill: '20450000000001',
        state: 'at-branch',
        arrivedAt: new Date(shippedAt.getTime() + localArrivalMs),
        receivedAt: null,
      },
    ]);
    expect((await at(localReceiptMs).statusesOf(one))[0]).toMatchObject({
      state: 'received',
      receivedAt: new Date(shippedAt.getTime() + localReceiptMs),
    });
    expect((await at(localReceiptMs).statusesOf([{ ...one[0]!, shippedAt: null }]))[0]?.state).toBe('unknown');
  });
});

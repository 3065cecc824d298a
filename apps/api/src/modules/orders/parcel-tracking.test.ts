// The parcel-tracking job on a seeded database: it asks about shipped, unreceived, live Nova Poshta parcels only, records
// the branch arrival and the receipt the tracker reports (keeping the first report), and get-orders answers them.
import { describe, expect, it } from 'vitest';
import { getOrdersResponseSchema } from '@loyalty/contracts/orders';
import type { ParcelStatus, ParcelTracker, TrackedParcel } from '../../providers/novaposhta/tracking.ts';
import { parcelTrackingWindowMs, trackParcels } from './parcel-tracking.ts';
import { insertTestOrder, useOrdersHarness } from './testing.ts';

const harness = useOrdersHarness();

/** A tracker answering from a table of states, and remembering what it was asked. */
function trackerOf(answers: Record<string, Omit<ParcelStatus, 'waybill'>>) {
  const asked: TrackedParcel[][] = [];
  const tracker: ParcelTracker = {
    name: 'local',
    async statusesOf(parcels) {
      asked.push([...parcels]);
      return parcels.flatMap((parcel) => {
        const answer = answers[parcel.waybill];
        return answer ? [{ waybill: parcel.waybill, ...answer }] : [];
      });
    },
  };
  return { tracker, asked };
}

describe('parcel tracking', () => {
  it('records the arrival and the receipt the carrier reports, on the parcels still to follow only', async () => {
    const person = await harness.newAccount();
    const db = harness.testApp.database.db;
    const customerId = person.ids.glo ?? 0;
    const now = new Date('2026-11-24T12:00:00Z');
    const shippedAt = new Date('2026-11-21T09:00:00Z');
    const shipped = (waybill: string, extra: Partial<Parameters<typeof insertTestOrder>[1]> = {}) =>
      insertTestOrder(db, {
        customerId,
        brand: 'glo',
        financialStatus: 'paid',
        paymentMethod: 2,
        fulfillmentStatus: 'fulfilled',
        waybillNumber: waybill,
        shippedAt,
        ...extra,
      });
    const atBranch = await shipped('20450000000101');
    const taken = await shipped('20450000000102');
    const onTheWay = await shipped('20450000000103');
    // Not asked about: cancelled, received already, shipped long ago, never shipped.
    await shipped('20450000000104', { financialStatus: 'voided' });
    await shipped('20450000000105', { receivedAt: shippedAt });
    await shipped('20450000000106', { shippedAt: new Date(now.getTime() - parcelTrackingWindowMs - 1) });
    await insertTestOrder(db, { customerId, brand: 'glo' });

    const arrivedAt = new Date('2026-11-22T07:15:00Z');
    const receivedAt = new Date('2026-11-23T15:05:00Z');
    const { tracker, asked } = trackerOf({
      '20450000000101': { state: 'at-branch', arrivedAt, receivedAt: null },
      '20450000000102': { state: 'received', arrivedAt, receivedAt },
      '20450000000103': { state: 'on-the-way', arrivedAt: null, receivedAt: null },
    });
    expect(await trackParcels(db, tracker, now)).toEqual({ asked: 3, arrived: 2, received: 1 });
    expect(asked[0]?.map((parcel) => parcel.waybill)).toEqual(['20450000000101', '20450000000102', '20450000000103']);
    expect(asked[0]?.[0]).toMatchObject({ phone: '+380670000000', shippedAt });

    const history = async () => {
      const answer = await harness.testApp.app.inject({
        method: 'POST',
        url: '/api/shop/get-orders',
        headers: person.headers,
        payload: { variant: 'glo', shopifyId: customerId },
      });
      const list = getOrdersResponseSchema.parse(answer.json()).list;
      return (id: number) => list.find((order) => order.id === id);
    };
    const orders = await history();
    expect(orders(atBranch.id)).toMatchObject({ arrived_at: arrivedAt.toISOString(), received_at: null });
    expect(orders(taken.id)).toMatchObject({ arrived_at: arrivedAt.toISOString(), received_at: receivedAt.toISOString() });
    expect(orders(onTheWay.id)).toMatchObject({ arrived_at: null, received_at: null });

    // The received parcel is no longer asked about; a later report does not move a recorded arrival.
    const later = trackerOf({ '20450000000101': { state: 'received', arrivedAt: now, receivedAt: null } });
    expect(await trackParcels(db, later.tracker, now)).toEqual({ asked: 2, arrived: 1, received: 1 });
    expect(later.asked[0]?.map((parcel) => parcel.waybill)).toEqual(['20450000000101', '20450000000103']);
    // Received without the carrier's time of it: recorded at the time it was learnt.
    expect((await history())(atBranch.id)).toMatchObject({ arrived_at: arrivedAt.toISOString(), received_at: now.toISOString() });
  });
});

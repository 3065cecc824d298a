// The parcel-tracking job: asks Nova Poshta (or its local stand-in) where the shipped, not yet received parcels are, and
// records when each reached the recipient's branch and when it was taken, for the order page's timeline.
import type { Executor } from '@loyalty/db/client';
import type { ParcelTracker } from '../../providers/novaposhta/tracking.ts';
import { listParcelsToTrack, recordParcelDates } from './repository.ts';

export const parcelTrackingQueue = 'orders:track-parcels';
/** Nova Poshta updates a parcel's status a few times a day; hourly keeps the timeline current without hammering it. */
export const parcelTrackingEveryMs = 60 * 60 * 1000;
/** Parcels shipped longer ago than this are no longer asked about: by then one was taken or went back. */
export const parcelTrackingWindowMs = 30 * 24 * 3_600_000;
/** The parcels one run asks about: ten calls of getStatusDocuments at most. */
export const parcelTrackingLimit = 1000;

export interface ParcelTrackingReport {
  asked: number;
  arrived: number;
  received: number;
}

export async function trackParcels(db: Executor, tracker: ParcelTracker, now: Date = new Date()): Promise<ParcelTrackingReport> {
  const parcels = await listParcelsToTrack(db, new Date(now.getTime() - parcelTrackingWindowMs), parcelTrackingLimit);
  if (parcels.length === 0) return { asked: 0, arrived: 0, received: 0 };
  const statuses = await tracker.statusesOf(parcels);
  const byWaybill = new Map(statuses.map((status) => [status.waybill, status]));
  const report: ParcelTrackingReport = { asked: parcels.length, arrived: 0, received: 0 };
  for (const parcel of parcels) {
    const status = byWaybill.get(parcel.waybill);
    if (!status || (status.state !== 'at-branch' && status.state !== 'received')) continue;
    // A receipt without the carrier's time of it is recorded at the time it was learnt; an arrival needs its own time.
    const receivedAt = status.state === 'received' ? (status.receivedAt ?? now) : null;
    await recordParcelDates(db, parcel.orderId, { arrivedAt: status.arrivedAt, receivedAt });
    if (status.arrivedAt) report.arrived += 1;
    if (receivedAt) report.received += 1;
  }
  return report;
}

// Where a Nova Poshta parcel is: TrackingDocument.getStatusDocuments through the one JSON endpoint (the real tracker),
// or a local stand-in for development that moves a parcel along by the time since it shipped.
import { z } from 'zod';
import { kyivWallTime } from '@loyalty/domain/kyiv-time';
import { NovaPoshtaError, type NovaPoshtaClient } from './client.ts';

/**
 * What the shop's timeline reads of a parcel: still on its way, waiting at the recipient's branch, received, or gone
 * back to the sender (refused or not collected); unknown for a number the carrier does not know (yet).
 */
export type ParcelState = 'on-the-way' | 'at-branch' | 'received' | 'returned' | 'unknown';

export interface TrackedParcel {
  waybill: string;
  /** The recipient's phone: with it Nova Poshta answers the receipt's date and time. */
  phone: string;
  /** When the shop recorded the waybill (the local stand-in moves the parcel along from then). */
  shippedAt: Date | null;
}

export interface ParcelStatus {
  waybill: string;
  state: ParcelState;
  /** When the parcel reached the recipient's branch, where the carrier says. */
  arrivedAt: Date | null;
  /** When the recipient took it, where the carrier says. */
  receivedAt: Date | null;
}

export interface ParcelTracker {
  readonly name: 'novaposhta' | 'local';
  statusesOf(parcels: readonly TrackedParcel[]): Promise<ParcelStatus[]>;
}

/** getStatusDocuments takes up to 100 documents a call. */
export const trackingBatchSize = 100;

/**
 * Nova Poshta's StatusCode as the timeline's state: 7 and 8 at the branch (or the parcel locker), 9, 10 and 11 received
 * (10 and 11 with the cash-on-delivery money on its way back or paid out), 102, 103, 105, 106 and 108 refused,
 * not collected or sent back; 3 a number it does not know. Everything else (created, in the sender's city, on the way,
 * with the courier) is on the way.
 */
export function parcelStateOf(statusCode: number): ParcelState {
  if (statusCode === 7 || statusCode === 8) return 'at-branch';
  if (statusCode === 9 || statusCode === 10 || statusCode === 11) return 'received';
  if ([102, 103, 105, 106, 108].includes(statusCode)) return 'returned';
  if (statusCode === 3 || statusCode === 2) return 'unknown';
  return 'on-the-way';
}

/** Its times are Kyiv wall clock, "2026-11-21 14:30:00" or "21.11.2026 14:30:00"; anything else is no time. */
export function novaPoshtaTime(value: string | undefined): Date | null {
  const text = value?.trim() ?? '';
  const iso = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text);
  if (iso) return kyivWallTime(iso[1]!, iso[2]!);
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2}(?::\d{2})?)$/.exec(text);
  if (dotted) return kyivWallTime(`${dotted[3]}-${dotted[2]}-${dotted[1]}`, dotted[4]!);
  return null;
}

const statusDocumentSchema = z.object({
  Number: z.union([z.string(), z.number()]).transform(String),
  StatusCode: z.union([z.string(), z.number()]).transform(Number),
  /** When the parcel arrived at the recipient's branch. */
  ActualDeliveryDate: z.string().optional(),
  /** When the recipient took it (given with the recipient's or sender's phone). */
  RecipientDateTime: z.string().optional(),
});

export function createNovaPoshtaTracker(client: NovaPoshtaClient): ParcelTracker {
  return {
    name: 'novaposhta',
    async statusesOf(parcels) {
      const statuses: ParcelStatus[] = [];
      for (let start = 0; start < parcels.length; start += trackingBatchSize) {
        const batch = parcels.slice(start, start + trackingBatchSize);
        const data = await client.call('TrackingDocument', 'getStatusDocuments', {
          Documents: batch.map((parcel) => ({ DocumentNumber: parcel.waybill, Phone: parcel.phone.replace(/\D/g, '') })),
        });
        const parsed = z.array(statusDocumentSchema).safeParse(data);
        if (!parsed.success) {
          throw new NovaPoshtaError(
            'malformed',
            `Nova Poshta getStatusDocuments items do not match: ${parsed.error.issues[0]?.message}`,
          );
        }
        for (const document of parsed.data) {
          const state = parcelStateOf(document.StatusCode);
          const receivedAt = state === 'received' ? novaPoshtaTime(document.RecipientDateTime) : null;
          const arrivedAt = state === 'at-branch' || state === 'received' ? novaPoshtaTime(document.ActualDeliveryDate) : null;
          statuses.push({ waybill: document.Number, state, arrivedAt, receivedAt });
        }
      }
      return statuses;
    },
  };
}

/** The local stand-in's pace: at the branch a day after shipping, received two days after. */
export const localArrivalMs = 24 * 3_600_000;
export const localReceiptMs = 48 * 3_600_000;

/** For development without a Nova Poshta key: a parcel moves along by the time since its waybill was recorded. */
export function createLocalTracker(now: () => Date = () => new Date()): ParcelTracker {
  return {
    name: 'local',
    async statusesOf(parcels) {
      return parcels.map((parcel) => {
        const shipped = parcel.shippedAt?.getTime();
        if (shipped === undefined) return { waybill: parcel.waybill, state: 'unknown', arrivedAt: null, receivedAt: null };
        const since = now().getTime() - shipped;
        const arrivedAt = since >= localArrivalMs ? new Date(shipped + localArrivalMs) : null;
        const receivedAt = since >= localReceiptMs ? new Date(shipped + localReceiptMs) : null;
        const state = receivedAt ? 'received' : arrivedAt ? 'at-branch' : 'on-the-way';
        return { waybill: parcel.waybill, state, arrivedAt, receivedAt };
      });
    },
  };
}

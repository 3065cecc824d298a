// When an order is expected: the days a delivery mode usually takes, counted on Kyiv's calendar from the day
// the order was placed. An estimate the success page shows, not a promise: the carriers' own tracking is the truth.
import type { DeliveryMode } from './shipping.ts';

/** Days after the order day: Nova Poshta (branch or courier) usually one to three, iPost's courier the next day. */
const daysByMode: Record<DeliveryMode, { from: number; to: number }> = {
  1: { from: 1, to: 3 },
  2: { from: 1, to: 3 },
  3: { from: 1, to: 1 },
};

const kyivDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' });

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last expected calendar days ("2026-11-29"), from the order's instant (ISO 8601) and delivery mode. */
export function expectedDelivery(createdAt: string, mode: DeliveryMode): { from: string; to: string } | null {
  const placed = new Date(createdAt);
  if (Number.isNaN(placed.getTime())) return null;
  const orderDay = kyivDay.format(placed);
  const { from, to } = daysByMode[mode];
  return { from: addDays(orderDay, from), to: addDays(orderDay, to) };
}

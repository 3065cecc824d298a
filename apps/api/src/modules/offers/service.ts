// Offers of a brand that are valid now, their HTML sanitised like every content page before it leaves the server. An
// offer for segments is shown only to a customer in any of them (one membership query for the whole list).
import type { Brand } from '@loyalty/contracts/brand';
import type { Offer } from '@loyalty/contracts/points';
import type { Executor } from '@loyalty/db/client';
import { sanitizePageHtml } from '../content/sanitize.ts';
import { segmentsOfCustomer } from '../segments/service.ts';
import { listCurrentOffers } from './repository.ts';

export async function getCurrentOffers(
  executor: Executor,
  brand: Brand,
  customerId: number | null,
  now: Date = new Date(),
): Promise<{ offers: Offer[] }> {
  const rows = await listCurrentOffers(executor, brand, now);
  const memberOf = await segmentsOfCustomer(
    executor,
    customerId,
    rows.flatMap((row) => row.segmentIds),
  );
  return {
    offers: rows
      .filter((row) => row.segmentIds.length === 0 || row.segmentIds.some((id) => memberOf.has(id)))
      .map((row) => ({
        id: row.id,
        title: row.title,
        body_html: sanitizePageHtml(row.bodyHtml),
        image: row.imageSrc,
        valid_from: row.validFrom.toISOString(),
        valid_to: row.validTo.toISOString(),
      })),
  };
}

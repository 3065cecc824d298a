// Offers of a brand that are valid now, their HTML sanitised like every content page before it leaves the server.
import type { Brand } from '@loyalty/contracts/brand';
import type { Offer } from '@loyalty/contracts/points';
import type { Executor } from '@loyalty/db/client';
import { sanitizePageHtml } from '../content/sanitize.ts';
import { listCurrentOffers } from './repository.ts';

export async function getCurrentOffers(executor: Executor, brand: Brand, now: Date = new Date()): Promise<{ offers: Offer[] }> {
  const rows = await listCurrentOffers(executor, brand, now);
  return {
    offers: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body_html: sanitizePageHtml(row.bodyHtml),
      image: row.imageSrc,
      valid_from: row.validFrom.toISOString(),
      valid_to: row.validTo.toISOString(),
    })),
  };
}

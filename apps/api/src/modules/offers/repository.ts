// SQL of the promotions shown on /offers.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { offers, type OfferRow } from '@loyalty/db/schema';

/** Offers of the brand valid at `now` (from inclusive, to exclusive), in their set order. */
export async function listCurrentOffers(executor: Executor, brand: Brand, now: Date): Promise<OfferRow[]> {
  return executor
    .select()
    .from(offers)
    .where(and(eq(offers.brand, brand), lte(offers.validFrom, now), gt(offers.validTo, now)))
    .orderBy(asc(offers.position), asc(offers.id));
}

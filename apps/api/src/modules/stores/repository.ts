// SQL of the sales points and brand stores, with the text search of /go-buy and /glo-studio.
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { escapeLikePattern } from '@loyalty/db/text-search';
import { stores, type StoreKind, type StoreRow } from '@loyalty/db/schema';

export interface StoreSearch {
  brand: Brand;
  kind: StoreKind;
  /** Part of the name, city or address, any case. */
  q?: string;
  /** The city, any case. */
  city?: string;
}

export async function searchStores(executor: Executor, search: StoreSearch): Promise<StoreRow[]> {
  const conditions: SQL[] = [eq(stores.brand, search.brand), eq(stores.kind, search.kind)];
  if (search.q) {
    const pattern = `%${escapeLikePattern(search.q)}%`;
    const anyField = or(ilike(stores.name, pattern), ilike(stores.city, pattern), ilike(stores.address, pattern));
    if (anyField) conditions.push(anyField);
  }
  // No wildcards around it: the whole city name, case-insensitively.
  if (search.city) conditions.push(ilike(stores.city, escapeLikePattern(search.city)));
  return executor
    .select()
    .from(stores)
    .where(and(...conditions))
    .orderBy(asc(stores.position), asc(stores.id));
}

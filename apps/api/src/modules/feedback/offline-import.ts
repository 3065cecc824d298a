// Parsing and storing the operator's CSV of offline (in-store) purchases: external_ref, phone, brand, store_name,
// purchased_at, items as "title x qty;…". One transaction; a reference seen before is skipped.
import { inArray } from 'drizzle-orm';
import { brandSchema, type Brand } from '@loyalty/contracts/brand';
import type { Database, Executor } from '@loyalty/db/client';
import { offlineOrders } from '@loyalty/db/schema';
import { normaliseUaMobile } from '@loyalty/domain/ua-mobile-phone';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../lib/csv.ts';

export interface OfflineOrderRow {
  externalRef: string;
  phone: string;
  brand: Brand;
  storeName: string;
  purchasedAt: Date;
  items: { title: string; quantity: number }[];
}

export class OfflineCsvError extends Error {}

/** "Terea Amber x 2; Glo Hyper x1" → items; a title without " x N" counts once. */
export function parseItems(raw: string): { title: string; quantity: number }[] {
  return raw
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = /^(.*?)\s*x\s*(\d{1,4})$/i.exec(entry);
      const title = (match ? match[1]! : entry).trim();
      const quantity = match ? Number(match[2]) : 1;
      if (title === '' || quantity < 1) throw new OfflineCsvError(`bad item "${entry}"`);
      return { title: title.slice(0, 200), quantity };
    });
}

const columns = ['external_ref', 'phone', 'brand', 'store_name', 'purchased_at', 'items'] as const;

export function parseOfflineOrdersCsv(csv: string): OfflineOrderRow[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(csv, { trim: true });
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new OfflineCsvError(error.message);
    throw error;
  }
  const [headerRecord, ...body] = records;
  const header = (headerRecord?.fields ?? []).map((cell) => cell.toLowerCase());
  const index = Object.fromEntries(columns.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof columns)[number],
    number
  >;
  const missing = columns.filter((name) => index[name] < 0);
  if (missing.length > 0) throw new OfflineCsvError(`The header lacks ${missing.join(', ')}`);
  return body.map(({ line: lineNumber, fields: cells }) => {
    const cell = (name: (typeof columns)[number]) => cells[index[name]] ?? '';
    const fail = (message: string) => new OfflineCsvError(`Line ${lineNumber}: ${message}`);
    const externalRef = cell('external_ref');
    if (externalRef === '' || externalRef.length > 100) throw fail('external_ref is empty or longer than 100');
    const phone = normaliseUaMobile(cell('phone'));
    if (!phone) throw fail(`phone "${cell('phone')}" is not a Ukrainian mobile number`);
    const brand = brandSchema.safeParse(cell('brand').toLowerCase());
    if (!brand.success) throw fail(`brand "${cell('brand')}" is not glo or ogo`);
    const purchasedAt = new Date(cell('purchased_at'));
    if (cell('purchased_at') === '' || Number.isNaN(purchasedAt.getTime())) throw fail('purchased_at is not a date');
    let items: { title: string; quantity: number }[];
    try {
      items = parseItems(cell('items'));
    } catch (error) {
      throw fail((error as Error).message);
    }
    if (items.length === 0) throw fail('items is empty');
    return { externalRef, phone, brand: brand.data, storeName: cell('store_name').slice(0, 200), purchasedAt, items };
  });
}

export async function importOfflineOrders(
  db: Executor,
  csv: string,
): Promise<{ rows: number; inserted: number; duplicates: number }> {
  const rows = parseOfflineOrdersCsv(csv);
  if (rows.length === 0) return { rows: 0, inserted: 0, duplicates: 0 };
  return db.transaction(async (tx) => {
    let inserted = 0;
    // Batches keep each statement's parameter count well under PostgreSQL's limit.
    for (let start = 0; start < rows.length; start += 1000) {
      const batch = rows.slice(start, start + 1000);
      const written = await tx
        .insert(offlineOrders)
        .values(batch)
        .onConflictDoNothing({ target: offlineOrders.externalRef })
        .returning({ id: offlineOrders.id });
      inserted += written.length;
    }
    return { rows: rows.length, inserted, duplicates: rows.length - inserted };
  });
}

/** For tests and the ops listing: the stored orders of these references. */
export async function offlineOrdersByRef(db: Database, refs: string[]) {
  return db.select().from(offlineOrders).where(inArray(offlineOrders.externalRef, refs));
}

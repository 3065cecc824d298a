// The pieces every module's "figures by the hour" query shares (the back-office dashboard asks each table's owner for
// its own figures): the hour a timestamp falls in, and the optional brand filter of raw SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';

/** The hour a timestamp column falls in (UTC hours; the dashboard puts them into Kyiv days). */
export function hourOf(column: unknown): SQL<string> {
  return sql<string>`date_trunc('hour', ${column})`;
}

/** `and <column> = <brand>` for one brand, nothing for both: the tail of a raw SQL where clause. */
export function brandFilterSql(column: unknown, brand: Brand | undefined): SQL {
  return brand ? sql`and ${column} = ${brand}` : sql``;
}

/** A period [since, until) with an optional brand, as the dashboard asks it of every owner. */
export interface HourlyPeriod {
  since: Date;
  until: Date;
  brand: Brand | undefined;
}

/** A count (or sum) in one hour; drivers answer a timestamp or its text, a bigint as text. */
export interface HourRow {
  hour: string | Date;
  value: number | string;
}

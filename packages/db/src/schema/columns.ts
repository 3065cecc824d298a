// Column types drizzle has no builder for, shared by the domain files of the schema (not re-exported by index.ts).
import { customType } from 'drizzle-orm/pg-core';

/** Binary data (photos, images, keyed hashes): a Buffer in, a Buffer out, whichever driver hands it over. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

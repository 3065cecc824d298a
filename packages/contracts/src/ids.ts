// The ids a client sends: one schema per column width, used by every route that takes an id, so an id no
// row can have is a 400 naming the field before any query runs (PostgreSQL refuses an int4 above 2^31-1 with an
// error, which was a 500).
import { z } from 'zod';

/** The largest value of a serial (int4) column: customers, products, news, orders' numbers, staff… */
export const maxSerialId = 2_147_483_647;
/** bigserial columns (jobs) go further, as far as a JavaScript number stays exact. */
export const maxBigserialId = Number.MAX_SAFE_INTEGER;

const idMessage = `Expected an id from 1 to ${maxSerialId}`;

/** The id of a row of a serial column, in a JSON body. */
export const serialIdSchema = z.number().int(idMessage).min(1, idMessage).max(maxSerialId, idMessage);

/**
 * The same id as text (a path, a query string, an object key): digits only, so "1e3", " 7" or "-1" are refused rather
 * than coerced into something else.
 */
export const serialIdTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: idMessage, abort: true })
  .refine((text) => Number(text) <= maxSerialId, idMessage)
  .describe(`A whole number from 1 to ${maxSerialId}`);

/** A serial id in a path or query string, as a number. */
export const serialIdParamSchema = serialIdTextSchema.transform(Number);

const bigIdMessage = `Expected an id from 1 to ${maxBigserialId}`;

/** The id of a row of a bigserial column in a path or query string, as a number. */
export const bigserialIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, { error: bigIdMessage, abort: true })
  .refine((text) => Number(text) <= maxBigserialId, bigIdMessage)
  .describe(`A whole number from 1 to ${maxBigserialId}`)
  .transform(Number);

/** `/:id` of a serial row. */
export const idParamsSchema = z.object({ id: serialIdParamSchema });

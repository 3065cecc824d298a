// The store form, built from the contract's own field schemas: what the server checks, the form checks first. Numbers
// arrive as typed text (a decimal comma too), a phone in any way it is written, an empty place means "last".
import { z } from 'zod';
import { adminStoreBodySchema, adminStorePatchSchema } from '@loyalty/contracts/admin';
import { nationalPartOf, uaCountryPrefix } from '@loyalty/domain/phone-format';

const store = adminStoreBodySchema.shape;

const coordinate = (schema: typeof store.latitude) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text.replace(',', '.'))))
    .pipe(schema);

/** "+380 44 390 12 01", "044 390 12 01", "0443901201": the one wire format; empty: no phone. */
const phone = z
  .string()
  .trim()
  .transform((text) => (text === '' ? '' : `${uaCountryPrefix}${nationalPartOf(text)}`))
  .pipe(adminStorePatchSchema.shape.phone.unwrap());

const position = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : Number(text)))
  .pipe(store.position);

export const storeForm = z.object({
  kind: store.kind,
  name: store.name,
  city: store.city,
  address: store.address,
  hours: store.hours,
  phone,
  latitude: coordinate(store.latitude),
  longitude: coordinate(store.longitude),
  position,
});
export type StoreFormValues = z.input<typeof storeForm>;

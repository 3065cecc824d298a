// Device calls (/my-devices, /device-reg): GET /api/get-devices (spec section 7) and registering a device by serial number.
import { z } from 'zod';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { brandSchema, productOrMainShopSchema } from './brand.ts';

/**
 * The device models a customer can register, with their warranty in months. The spec names no models or warranty; the
 * brief gives 12 months for glo devices, and every model sold in the app is a glo™ device (docs/decisions).
 */
export const deviceModels = [
  { key: 'hyper-pro', title: 'glo™ hyper pro', warrantyMonths: 12 },
  { key: 'hyper-x2-air', title: 'glo™ hyper X2 Air', warrantyMonths: 12 },
  { key: 'hyper-x2', title: 'glo™ hyper X2', warrantyMonths: 12 },
  { key: 'hyper-plus-uniq', title: 'glo™ hyper+ UNIQ', warrantyMonths: 12 },
  { key: 'pro-slim', title: 'glo™ pro slim', warrantyMonths: 12 },
] as const;
export type DeviceModelKey = (typeof deviceModels)[number]['key'];
export const deviceModelKeys = deviceModels.map((model) => model.key) as [DeviceModelKey, ...DeviceModelKey[]];

/** Purchases before this day are refused: no device sold in the app is older. */
export const earliestPurchaseDate = '2015-01-01';

/** A serial as printed: 10–20 upper-case letters and digits; spaces and dashes are dropped, lower case is raised. */
export const serialNumberPattern = /^[A-Z0-9]{10,20}$/;

export function normalizeSerialNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** A real calendar day as YYYY-MM-DD (so 2024-02-30 is refused rather than rolled over). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const serialNumberSchema = z
  .string()
  .max(64, 'Expected 10 to 20 letters and digits')
  .transform(normalizeSerialNumber)
  .pipe(z.string().regex(serialNumberPattern, 'Expected 10 to 20 letters and digits (spaces and dashes are ignored)'));

export const purchasedOnSchema = z
  .string()
  .refine(isCalendarDate, { message: 'Expected a date as YYYY-MM-DD', abort: true })
  .refine((value) => value >= earliestPurchaseDate, 'The purchase date cannot be before 2015')
  .refine((value) => value <= kyivCalendarDate(), 'The purchase date cannot be in the future');

export const deviceSchema = z.object({
  id: z.number().int(),
  serial_number: z.string(),
  model: z.string().describe('A key of deviceModels'),
  purchased_on: z.string().describe('YYYY-MM-DD'),
  warranty_until: z.string().describe('YYYY-MM-DD: purchased_on plus the model warranty'),
  registered_at: z.string().describe('ISO 8601'),
});
export type Device = z.infer<typeof deviceSchema>;

export const getDevicesQuerySchema = z.object({ product: productOrMainShopSchema });
export type GetDevicesQuery = z.infer<typeof getDevicesQuerySchema>;
/** Spec section 7: code and data.asset. The client keeps it for 14400 s (spec section 9, devices cache). */
export const getDevicesResponseSchema = z.object({
  code: z.literal(200),
  data: z.object({ asset: z.array(deviceSchema) }),
});
export type GetDevicesResponse = z.infer<typeof getDevicesResponseSchema>;

/** Errors: 409 serial_taken (another customer's device), 409 already_registered (your own). */
export const registerDeviceBodySchema = z.object({
  serial_number: serialNumberSchema,
  model: z.enum(deviceModelKeys),
  purchased_on: purchasedOnSchema,
  product: brandSchema,
});
export type RegisterDeviceBody = z.input<typeof registerDeviceBodySchema>;

export const registerDeviceResponseSchema = z.object({ code: z.literal(200), data: z.object({ device: deviceSchema }) });

export const deviceErrorCodes = ['serial_taken', 'already_registered'] as const;

// The /device-reg form's rules: the contract's own serial and date checks, with the form's Ukrainian error keys.
import { z } from 'zod';
import {
  deviceModelKeys,
  earliestPurchaseDate,
  isCalendarDate,
  normalizeSerialNumber,
  serialNumberPattern,
} from '@loyalty/contracts/devices';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';

export const deviceFormSchema = z.object({
  serial_number: z.string().refine((value) => serialNumberPattern.test(normalizeSerialNumber(value)), 'devices.errors.serial'),
  model: z.enum(deviceModelKeys, { message: 'devices.errors.model' }),
  purchased_on: z
    .string()
    .refine(isCalendarDate, { message: 'devices.errors.purchasedOn', abort: true })
    .refine((value) => value >= earliestPurchaseDate, 'devices.errors.purchasedBefore')
    .refine((value) => value <= kyivCalendarDate(), 'devices.errors.purchasedFuture'),
});
export type DeviceFormValues = z.infer<typeof deviceFormSchema>;

export type DeviceFormErrorKey =
  | 'devices.errors.serial'
  | 'devices.errors.model'
  | 'devices.errors.purchasedOn'
  | 'devices.errors.purchasedBefore'
  | 'devices.errors.purchasedFuture';

const formErrorKeys: readonly string[] = [
  'devices.errors.serial',
  'devices.errors.model',
  'devices.errors.purchasedOn',
  'devices.errors.purchasedBefore',
  'devices.errors.purchasedFuture',
];

/** A message of the schema above as a typed text key (anything unexpected reads as the generic date/serial text). */
export function formErrorKey(message: string | undefined, fallback: DeviceFormErrorKey): DeviceFormErrorKey {
  return message !== undefined && formErrorKeys.includes(message) ? (message as DeviceFormErrorKey) : fallback;
}

// The zod schemas of the delivery and call-back forms, with the window rule of spec section 5 (to after from).
import { z } from 'zod';
import { todayLabel, tomorrowLabel } from '@/features/shop/utils/checkout-order';

/** Hourly slots a courier or a call-back can be asked for. NOTE: the spec names no hours; 09:00–21:00 is ours. */
export const timeSlots: readonly string[] = Array.from({ length: 13 }, (_, index) => `${String(9 + index).padStart(2, '0')}:00`);
export const dayOptions: readonly string[] = [todayLabel, tomorrowLabel];

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optional = (max: number) => z.string().trim().max(max, 'tooLong');
const slot = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'required');

/** Window fields that other forms embed: a day and a from/to pair, `to` strictly later (HH:MM compares as text). */
export const windowSchema = z
  .object({ day: z.enum([todayLabel, tomorrowLabel]), from: slot, to: slot })
  .refine((window) => window.to > window.from, { message: 'windowOrder', path: ['to'] });

export const courierFormSchema = z.object({
  street: required(200),
  house: required(20),
  flat: optional(20),
});
export type CourierFormValues = z.infer<typeof courierFormSchema>;

export const ipostFormSchema = z
  .object({
    ipostStreet: required(200),
    ipostFlat: optional(20),
    ipostDay: z.enum([todayLabel, tomorrowLabel]),
    ipostFrom: slot,
    ipostTo: slot,
  })
  .refine((form) => form.ipostTo > form.ipostFrom, { message: 'windowOrder', path: ['ipostTo'] });
export type IpostFormValues = z.infer<typeof ipostFormSchema>;

const fieldErrorKeys = {
  required: 'checkout.errors.required',
  tooLong: 'checkout.errors.tooLong',
  windowOrder: 'checkout.errors.windowOrder',
} as const;

/** A zod message code as the form shows it (an unknown code reads as "fill in this field"). */
export function fieldErrorKey(message: string | undefined): (typeof fieldErrorKeys)[keyof typeof fieldErrorKeys] | undefined {
  if (message === undefined) return undefined;
  return message in fieldErrorKeys ? fieldErrorKeys[message as keyof typeof fieldErrorKeys] : fieldErrorKeys.required;
}

// Web push calls: the VAPID public key, a browser's subscription of the session's customer, and which
// notifications they want. Beyond the spec; the endpoint rules are the server's (PUSH_ENDPOINT_HOSTS).
import { z } from 'zod';
import { brandSchema } from './brand.ts';

export const vapidPublicKeyResponseSchema = z.object({ key: z.string() });

/** The kinds a customer can switch: order news (paid, handed to the courier), referral XP, expiry reminders, news. */
export const notificationKinds = ['orders', 'referrals', 'expiry', 'news'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Base64url of `bytes` bytes, padded or not (no Buffer here: the web app uses these schemas too). */
const base64url = (bytes: number, label: string, first = '') => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return z
    .string()
    .regex(
      new RegExp(`^${first}[A-Za-z0-9_-]{${chars - first.length}}={0,${padding}}$`),
      `expected ${label} (${bytes} bytes in URL-safe base64)`,
    );
};

/** PushSubscription.toJSON() of the browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'expected the https:// endpoint of a push service' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point and the 16-byte auth secret (RFC 8291).
    p256dh: base64url(65, 'an uncompressed P-256 public key', 'B'),
    auth: base64url(16, 'an auth secret'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscribeBodySchema = z.object({ subscription: pushSubscriptionSchema, product: brandSchema });
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

export const notificationSettingsSchema = z.object({
  orders: z.boolean(),
  referrals: z.boolean(),
  expiry: z.boolean(),
  news: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const pushSettingsQuerySchema = z.object({ product: brandSchema });
export type PushSettingsQuery = z.infer<typeof pushSettingsQuerySchema>;
/** `devices`: subscriptions of this customer record (0: no push, reminders go by SMS). */
export const pushSettingsResponseSchema = z.object({
  settings: notificationSettingsSchema,
  devices: z.number().int().nonnegative(),
  /**
   * Consent to marketing SMS (campaign messages, decision 0065): off until the customer turns it on. Always sent;
   * optional so a client written before it still reads the answer.
   */
  marketing_sms: z.boolean().optional(),
});
export type PushSettingsResponse = z.infer<typeof pushSettingsResponseSchema>;
export const updatePushSettingsBodySchema = notificationSettingsSchema
  .partial()
  .extend({ product: brandSchema, marketing_sms: z.boolean().optional() });
export type UpdatePushSettingsBody = z.infer<typeof updatePushSettingsBodySchema>;

export const pushOkResponseSchema = z.object({ ok: z.literal(true) });

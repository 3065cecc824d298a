// The one JSON error shape of every /api answer, and the machine codes the client maps to Ukrainian text.
import { z } from 'zod';

/**
 * Every code the server answers with. The server's HttpError takes only these (a new code is added here first), and the
 * client maps them to its texts; codes the client makes up itself (network_error…) are the web app's own.
 */
export const errorCodes = [
  // Any call
  'invalid_api_key',
  'unauthorized',
  'UNAUTHORIZED_IN_APP', // spec section 8: the session is gone, the client logs out
  'forbidden',
  'not_found',
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'conflict',
  'idempotency_key_reused',
  'service_unavailable',
  'internal_error',
  'bad_request', // any other 4xx the framework raises
  // Login, registration, email change, SMS and mail
  'resend_too_soon',
  'limit_reached',
  'invalid_code',
  'invalid_ticket',
  'under_age',
  'email_taken',
  'customer_exists',
  'sms_unavailable',
  'mail_unavailable',
  // Scans and the marathon
  'unknown_code',
  'already_used',
  'already_answered',
  'campaign_not_active',
  // Points, rewards and certificates
  'insufficient_xp',
  'balance_limit', // a credit would take the balance past the most it may hold (2^53 - 1)
  'reward_inactive',
  'cert_unauthenticated',
  'cert_not_registered',
  'pin_required',
  'pin_invalid',
  'pin_locked',
  // Shop, orders and payment
  'variant_unavailable',
  'out_of_stock',
  'promo_not_applicable',
  'order_not_payable',
  'order_not_eligible',
  'order_in_delivery',
  'order_transition_refused',
  'nothing_to_pay',
  'payment_not_needed',
  'payment_unavailable',
  'invalid_signature',
  'manager_already_set',
  // Delivery
  'unknown_delivery_place',
  'courier_unavailable',
  'not_courier_order',
  'ipost_unavailable',
  'ipost_city_unavailable',
  'ipost_not_allowed',
  'ipost_token_invalid',
  'refresh_failed',
  // Subscriptions, devices, feedback, analytics, sites
  'subscription_active',
  'no_active_subscription',
  'variant_not_subscribable',
  'serial_taken',
  'already_registered',
  'feedback_token_invalid',
  'already_sent',
  'not_imported',
  'analytics_token_invalid',
  'site_not_configured',
  // Back-office
  'invalid_credentials',
  'cross_site_request',
  'password_change_required',
  'account_blocked',
  'daily_cap_reached', // XP_ADJUST_DAILY_CAP of this staff member and customer
  'already_decided', // an XP adjustment request approved or rejected already
  'own_request', // the requester cannot approve or reject their own XP adjustment request
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the bad field, e.g. "body.phone"'),
  message: z.string(),
});

export const errorResponseSchema = z.object({
  error: z.object({
    // One of errorCodes; an open string on the wire, so an older client reads a newer server's new code as unknown
    // instead of failing to parse the whole answer.
    code: z.string().describe('One of the codes listed in packages/contracts/src/errors.ts'),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
    attemptsLeft: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('invalid_code of a one-time code: the wrong tries this code still allows; 0 means ask for a new code'),
  }),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

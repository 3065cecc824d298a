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
  'redemption_transition_refused',
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

/**
 * The HTTP status each code is answered with: an endpoint lists the codes it may answer (endpoint.ts), and its
 * OpenAPI responses are built from their statuses. A code has one status wherever it is thrown.
 */
export const errorStatus = {
  invalid_api_key: 401,
  unauthorized: 401,
  UNAUTHORIZED_IN_APP: 401,
  forbidden: 403,
  not_found: 404,
  validation_failed: 400,
  malformed_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  conflict: 409,
  idempotency_key_reused: 422,
  service_unavailable: 503,
  internal_error: 500,
  bad_request: 400,
  resend_too_soon: 429,
  limit_reached: 429,
  invalid_code: 400,
  invalid_ticket: 400,
  under_age: 400,
  email_taken: 409,
  customer_exists: 409,
  sms_unavailable: 503,
  mail_unavailable: 503,
  unknown_code: 404,
  already_used: 409,
  already_answered: 409,
  campaign_not_active: 409,
  insufficient_xp: 409,
  balance_limit: 409,
  reward_inactive: 409,
  cert_unauthenticated: 401,
  cert_not_registered: 404,
  pin_required: 403,
  pin_invalid: 403,
  pin_locked: 429,
  variant_unavailable: 422,
  out_of_stock: 409,
  promo_not_applicable: 422,
  order_not_payable: 409,
  order_not_eligible: 422,
  order_in_delivery: 409,
  order_transition_refused: 409,
  redemption_transition_refused: 409,
  nothing_to_pay: 422,
  payment_not_needed: 409,
  payment_unavailable: 503,
  invalid_signature: 400,
  manager_already_set: 409,
  unknown_delivery_place: 422,
  courier_unavailable: 502,
  not_courier_order: 409,
  ipost_unavailable: 503,
  ipost_city_unavailable: 409,
  ipost_not_allowed: 422,
  ipost_token_invalid: 401,
  refresh_failed: 502,
  subscription_active: 409,
  no_active_subscription: 409,
  variant_not_subscribable: 400,
  serial_taken: 409,
  already_registered: 409,
  feedback_token_invalid: 401,
  already_sent: 409,
  not_imported: 409,
  analytics_token_invalid: 401,
  site_not_configured: 404,
  invalid_credentials: 401,
  cross_site_request: 403,
  password_change_required: 403,
  account_blocked: 403,
  daily_cap_reached: 409,
  already_decided: 409,
  own_request: 403,
} as const satisfies Record<ErrorCode, number>;

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

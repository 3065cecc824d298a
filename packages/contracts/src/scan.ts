// Scanning pack codes (spec section 7, Scan): redemption, this month's counters, history, manager attribution, multi-scan.
import { z } from 'zod';
import { serialIdParamSchema } from './ids.ts';
import { uaPhoneSchema } from './auth.ts';
import { brandSchema } from './brand.ts';
import { fieldErrorSchema } from './errors.ts';
import { customerIdSchema } from './user.ts';

/** What a pack code is printed on; the scan screens and counters are per kind (scanCount: sticks, scanCountVelo: velo). */
export const scanKinds = ['sticks', 'velo'] as const;
export const scanKindSchema = z.enum(scanKinds);
export type ScanKind = z.infer<typeof scanKindSchema>;

export const scanOutcomes = ['credited', 'already_used', 'unknown_code', 'limit_reached'] as const;
export type ScanOutcome = (typeof scanOutcomes)[number];
/** camera and manual come from the scan screens; multiscan from the server's decoding of an uploaded photo. */
export const scanChannels = ['camera', 'manual', 'multiscan'] as const;
export type ScanChannel = (typeof scanChannels)[number];

// --- POST /api/scan/redeem --------------------------------------------------------------------------------------
// `code` as typed, scanned or pasted: case, spaces and dashes are ignored, a URL gives its code/c parameter or last
// path segment. Errors: 400 validation_failed (empty) or invalid_code (not a code after normalising), 404
// unknown_code (also a code of the other brand), 409 already_used, 429 limit_reached (monthly limit per customer).
export const redeemBodySchema = z.object({
  code: z.string().trim().min(1).max(2048),
  product: brandSchema,
  channel: z.enum(['camera', 'manual']).optional(),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;
export const redeemResponseSchema = z.object({
  /** XP this code credited. */
  credited: z.number().int().positive(),
  /** The customer's XP balance after it (and after the campaigns' credits). */
  balance: z.number().int().nonnegative(),
  /** The campaigns that added XP to this credit, each with its own XP (absent when none did). */
  campaigns: z.array(z.object({ name: z.string(), xp: z.number().int().positive() })).optional(),
  /** The extra XP of the customer's tier level (its earning multiplier above ×1), with the level's name (absent at ×1). */
  tier_bonus: z.object({ level: z.string(), xp: z.number().int().positive() }).optional(),
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

// --- POST /api/scan/get-wide-count ------------------------------------------------------------------------------
// The spec's envelope: a response with non-empty `errors` is an error for the client (a bad product_variant answers
// HTTP 400 with code 400, data null and the errors).
export const getWideCountBodySchema = z.object({
  product_variant: z.string().max(32),
  /** The brand; absent means the main shop (glo), as the client adds {product} only on the second brand's site. */
  product: brandSchema.optional(),
});
export type GetWideCountBody = z.infer<typeof getWideCountBodySchema>;
export const scanCountSchema = z.object({
  /** Whether the customer's subscription lifts the limit; always false until the subscription feature exists. */
  subscription: z.boolean(),
  /** XP credited by this month's scans of this kind. */
  calculation_amount_bonuses: z.number().int().nonnegative(),
  /** Credited scans of this kind this month (calendar month in Kyiv). */
  scan_counter: z.number().int().nonnegative(),
  /** Scans left this month under the customer's monthly limit (all kinds together). */
  scan_balance: z.number().int().nonnegative(),
});
export type ScanCount = z.infer<typeof scanCountSchema>;
export const getWideCountResponseSchema = z.object({
  code: z.number().int(),
  data: scanCountSchema.nullable(),
  errors: z.array(fieldErrorSchema),
});
export type GetWideCountResponse = z.infer<typeof getWideCountResponseSchema>;

// --- GET /api/scan/get-message?product= -------------------------------------------------------------------------
export const scanBrandQuerySchema = z.object({ product: brandSchema.optional() });
export type ScanBrandQuery = z.infer<typeof scanBrandQuerySchema>;
export const getScanMessageResponseSchema = z.object({ message: z.string() });

// --- POST /api/scan/save-manager --------------------------------------------------------------------------------
// shopify_id must be the session's customer of `brand` (403). Set once: a different manager later is 409
// manager_already_set; the same one again answers saved (idempotent).
export const saveManagerBodySchema = z.object({
  shopify_id: customerIdSchema,
  manager: z.string().trim().min(1).max(100),
  manager_from: z.string().trim().max(100).default(''),
  brand: brandSchema,
});
export type SaveManagerBody = z.infer<typeof saveManagerBodySchema>;
export const saveManagerResponseSchema = z.object({ saved: z.literal(true) });

// --- POST /api/scan/get-history ---------------------------------------------------------------------------------
export const scanHistoryPageSize = 20;
export const getScanHistoryBodySchema = z.object({
  offset: z.number().int().min(0).max(1_000_000).default(0),
  /** The brand. */
  variant: brandSchema,
});
export type GetScanHistoryBody = z.infer<typeof getScanHistoryBodySchema>;
export const scanHistoryEntrySchema = z.object({
  id: z.number().int().positive(),
  /** The code with all but its last 4 characters masked. */
  code: z.string(),
  kind: scanKindSchema.nullable(),
  outcome: z.enum(scanOutcomes),
  xp: z.number().int().nonnegative(),
  channel: z.enum(scanChannels),
  /** The multi-scan photo this code was read from. */
  upload_id: z.string().nullable(),
  created_at: z.string(),
});
export type ScanHistoryEntry = z.infer<typeof scanHistoryEntrySchema>;
export const getScanHistoryResponseSchema = z.object({
  scans: z.array(scanHistoryEntrySchema),
  total: z.number().int().nonnegative(),
});
export type ScanHistory = z.infer<typeof getScanHistoryResponseSchema>;

// --- GET /api/scan/get-scan-percent?product= --------------------------------------------------------------------
/** Credited scans this month as a whole percentage of the monthly limit, 0 to 100. */
export const getScanPercentResponseSchema = z.object({ percent: z.number().int().min(0).max(100) });

// --- GET /api/scan/get-full-balance -----------------------------------------------------------------------------
/** XP balances of the person's records in both brands (0 where there is no record or no account yet). */
export const getFullBalanceResponseSchema = z.object({
  glo: z.number().int().nonnegative(),
  ogo: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

// --- POST /mapi/multiscan/load ----------------------------------------------------------------------------------
// multipart/form-data: these text fields and one `image` file (JPEG or PNG by its content, at most 8 MB). phone and
// user_id must be the session's own (403). Answers 202; the codes are decoded and redeemed by a background job.
// Errors: 400 validation_failed naming the field, 403, 413 payload_too_large, 415 unsupported_media_type.
export const multiscanMaxImageBytes = 8 * 1024 * 1024;
export const multiscanFieldsSchema = z.object({
  phone: uaPhoneSchema,
  user_id: serialIdParamSchema,
  /** The client's word for the photo (e.g. its MIME type); the server trusts only the image's own bytes. */
  image_type: z.string().trim().min(1).max(64),
  product: brandSchema,
});
export type MultiscanFields = z.infer<typeof multiscanFieldsSchema>;
export const multiscanStatuses = ['queued', 'processing', 'done', 'failed'] as const;
export const multiscanUploadSchema = z.object({
  id: z.uuid(),
  status: z.enum(multiscanStatuses),
});
export const multiscanLoadResponseSchema = z.object({ upload: multiscanUploadSchema });

// --- GET /api/scan/multiscan/:id --------------------------------------------------------------------------------
export const multiscanParamsSchema = z.object({ id: z.uuid() });
export const multiscanStatusResponseSchema = z.object({
  upload: multiscanUploadSchema.extend({
    /** Codes read from the photo (a code printed twice counts twice). */
    codes_found: z.number().int().nonnegative(),
    credited_xp: z.number().int().nonnegative(),
    /** Why a failed upload failed. */
    error: z.string().nullable(),
    created_at: z.string(),
    processed_at: z.string().nullable(),
  }),
});
export type MultiscanStatus = z.infer<typeof multiscanStatusResponseSchema>;

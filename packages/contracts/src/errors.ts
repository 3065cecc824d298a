// The one JSON error shape of every /api answer, and the machine codes the client maps to Ukrainian text.
import { z } from 'zod';

export const errorCodes = [
  'invalid_api_key',
  'unauthorized',
  'forbidden',
  'not_found',
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'conflict',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the bad field, e.g. "body.phone"'),
  message: z.string(),
});

export const errorResponseSchema = z.object({
  error: z.object({
    // Feature modules add their own codes (already_used, limit_reached…), so the wire type is an open string.
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
  }),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

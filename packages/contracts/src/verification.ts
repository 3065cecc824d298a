// Age verification (/verification): a document photo and data stored for an operator's review.
import { z } from 'zod';
import { isoDateSchema } from './auth.ts';

export const documentTypes = ['passport', 'id_card', 'driver_license', 'other'] as const;
export const verificationStatuses = ['none', 'pending', 'approved', 'rejected'] as const;

/**
 * POST /api/verification/submit is multipart/form-data: these text fields plus one `photo` file (JPEG, PNG or WebP,
 * at most 5 MB). Errors: 400 validation_failed naming the field, 400 under_age, 413 payload_too_large,
 * 415 unsupported_media_type (photo of another type), 409 conflict (already verified or a request pending).
 */
export const submitVerificationFieldsSchema = z.object({
  document_type: z.enum(documentTypes),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  birth_date: isoDateSchema,
});
export type SubmitVerificationFields = z.infer<typeof submitVerificationFieldsSchema>;
export const verificationStatusResponseSchema = z.object({
  status: z.enum(verificationStatuses),
  verified: z.boolean(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  birth_date: isoDateSchema
    .nullable()
    .describe('The birth date the person gave at registration (any brand), so the request form starts with it; null: none'),
});
export type VerificationStatus = z.infer<typeof verificationStatusResponseSchema>;

// The multipart form of /api/feedback/send: order_id or offline_order_id, rating, text and up to 3 photos, with every
// limit and parse error mapped to a 4xx naming the field (never a 500).
import type { FastifyRequest } from 'fastify';
import { isSafeText, unsafeTextMessage } from '@loyalty/contracts/text';
import type { FieldError } from '@loyalty/contracts/errors';
import {
  feedbackPhotoField,
  maxFeedbackPhotoBytes,
  maxFeedbackPhotos,
  sendFeedbackFieldsSchema,
} from '@loyalty/contracts/feedback';
import { DomainError } from '../../lib/domain-error.ts';
import { detectPhotoMime } from '../verification/image-type.ts';

const megabytes = Math.round(maxFeedbackPhotoBytes / (1024 * 1024));

/** Busboy limits: a text of 2000 Cyrillic characters is about 4000 bytes in UTF-8, so fields get 8 KiB. */
export const feedbackFormLimits = {
  files: maxFeedbackPhotos,
  fileSize: maxFeedbackPhotoBytes,
  fields: 8,
  fieldSize: 8192,
  fieldNameSize: 64,
  parts: 12,
  headerPairs: 20,
};

function asDomainError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const field = `body.${feedbackPhotoField}`;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new DomainError('payload_too_large', `A photo is larger than ${megabytes} MB.`, [
        { field, message: `At most ${megabytes} MB each` },
      ]);
    case 'FST_FILES_LIMIT':
      return new DomainError('payload_too_large', `Send at most ${maxFeedbackPhotos} photos.`, [
        { field, message: `At most ${maxFeedbackPhotos} photos` },
      ]);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new DomainError('payload_too_large', 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new DomainError('validation_failed', 'The form could not be read; send it again.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('unsupported_media_type', 'Send the form as multipart/form-data.');
  }
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return new DomainError('validation_failed', 'The form could not be read; send it again.');
  }
  return error;
}

export interface FeedbackForm {
  fields: { order_id?: number | undefined; offline_order_id?: number | undefined; rating: number; text: string };
  photos: { contentType: string; bytes: Buffer }[];
}

export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  if (!request.isMultipart()) throw new DomainError('unsupported_media_type', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: { index: number; bytes: Buffer }[] = [];
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: feedbackFormLimits })) {
      const field = `body.${part.fieldname}`;
      if (part.type === 'file') {
        // Read every file to its end (or its limit): an unread part would stall the rest of the form.
        const bytes = await part.toBuffer();
        if (part.fieldname === feedbackPhotoField) files.push({ index: files.length, bytes });
        else problems.push({ field, message: 'Expected a text field' });
        continue;
      }
      if (seen.has(part.fieldname)) problems.push({ field, message: 'Sent more than once' });
      seen.add(part.fieldname);
      if (part.fieldname === feedbackPhotoField) problems.push({ field, message: 'Expected a file' });
      else if (part.valueTruncated) problems.push({ field, message: `At most ${feedbackFormLimits.fieldSize} bytes` });
      else if (typeof part.value !== 'string') problems.push({ field, message: 'Expected text' });
      else if (!isSafeText(part.value)) problems.push({ field, message: unsafeTextMessage });
      else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw asDomainError(error);
  }
  const parsed = sendFeedbackFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.')];
      for (const key of keys) {
        problems.push({ field: `body.${key}`, message: issue.code === 'unrecognized_keys' ? 'Unexpected field' : issue.message });
      }
    }
  }
  if (problems.length > 0 || !parsed.success) {
    throw new DomainError('validation_failed', 'Some fields are missing or invalid.', problems);
  }
  const photos: FeedbackForm['photos'] = [];
  for (const file of files) {
    const contentType = detectPhotoMime(file.bytes);
    if (!contentType) {
      throw new DomainError('unsupported_media_type', 'Photos must be JPEG, PNG or WebP images.', [
        { field: `body.${feedbackPhotoField}.${file.index}`, message: 'Not a JPEG, PNG or WebP image' },
      ]);
    }
    photos.push({ contentType, bytes: file.bytes });
  }
  return { fields: parsed.data, photos };
}

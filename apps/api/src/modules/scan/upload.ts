// Reads the multipart form of /mapi/multiscan/load into its text fields and one image, mapping every limit to a 4xx.
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '@loyalty/contracts/errors';
import { multiscanMaxImageBytes } from '@loyalty/contracts/scan';
import { HttpError } from '../../plugins/errors.ts';

export const imageField = 'image';

/** One file and a handful of short text fields, nothing else. */
export const multiscanUploadLimits = {
  files: 1,
  fileSize: multiscanMaxImageBytes,
  fields: 8,
  fieldSize: 1024,
  fieldNameSize: 64,
  parts: 10,
  headerPairs: 20,
} as const;

export interface MultiscanForm {
  fields: Record<string, string>;
  image: Buffer | undefined;
  problems: FieldError[];
}

function notMultipart(): HttpError {
  return new HttpError(415, 'unsupported_media_type', 'Send the form as multipart/form-data.');
}

const limitErrors: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new HttpError(413, 'payload_too_large', 'The image is larger than 8 MB.', [
      { field: `body.${imageField}`, message: 'At most 8 MB' },
    ]),
  FST_FILES_LIMIT: () => new HttpError(413, 'payload_too_large', 'Send one image only.'),
  FST_FIELDS_LIMIT: () => new HttpError(413, 'payload_too_large', 'The form has too many fields.'),
  FST_PARTS_LIMIT: () => new HttpError(413, 'payload_too_large', 'The form has too many parts.'),
  FST_PROTO_VIOLATION: () => new HttpError(400, 'validation_failed', 'The form has a forbidden field name.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: notMultipart,
  FST_MP_PREMATURE_CLOSE: () => new HttpError(400, 'validation_failed', 'The form ended early; send it again.'),
};

function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  const known = typeof code === 'string' ? limitErrors[code] : undefined;
  if (known) return known();
  // Busboy's parse errors (a cut-off body, a broken boundary) describe the request, not the server.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return new HttpError(400, 'validation_failed', 'The form could not be read; send it again.');
  }
  return error;
}

export async function readMultiscanForm(request: FastifyRequest): Promise<MultiscanForm> {
  if (!request.isMultipart()) throw notMultipart();
  const form: MultiscanForm = { fields: {}, image: undefined, problems: [] };
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: multiscanUploadLimits })) {
      const field = `body.${part.fieldname}`;
      if (seen.has(part.fieldname)) form.problems.push({ field, message: 'Sent more than once' });
      seen.add(part.fieldname);
      if (part.type === 'file') {
        // Read every file to its end (or its limit): an unread part would stall the rest of the form.
        const bytes = await part.toBuffer();
        if (part.fieldname === imageField) form.image = bytes;
        else form.problems.push({ field, message: 'Expected a text field' });
        continue;
      }
      if (part.fieldname === imageField) form.problems.push({ field, message: 'Expected a file' });
      else if (part.valueTruncated) form.problems.push({ field, message: `At most ${multiscanUploadLimits.fieldSize} bytes` });
      else if (typeof part.value !== 'string') form.problems.push({ field, message: 'Expected text' });
      else form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw asHttpError(error);
  }
  return form;
}

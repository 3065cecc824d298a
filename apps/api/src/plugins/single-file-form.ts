// Reads a multipart form of short text fields and one file (verification photo, multi-scan image), mapping every
// @fastify/multipart limit and parse error to the one error shape (4xx, never a 500).
import type { FastifyRequest } from 'fastify';
import { isSafeText, unsafeTextMessage } from '@loyalty/contracts/text';
import type { FieldError } from '@loyalty/contracts/errors';
import { DomainError } from '../lib/domain-error.ts';
import { HttpError } from './errors.ts';

export interface SingleFileFormSpec {
  /** The form field that carries the file. */
  fileField: string;
  maxFileBytes: number;
  /** How messages name the file: "photo", "image". */
  fileNoun: string;
}

export interface SingleFileForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
  /** The name the client gave the file: shown to people only, never a path or a type. */
  fileName: string | undefined;
  /** Problems found while reading (a file in a text field, a repeated field); reported after the whole form is read. */
  problems: FieldError[];
}

/** Busboy limits of such a form: one file, a handful of short text fields, nothing else. */
export function singleFileFormLimits(spec: SingleFileFormSpec) {
  return { files: 1, fileSize: spec.maxFileBytes, fields: 8, fieldSize: 1024, fieldNameSize: 64, parts: 10, headerPairs: 20 };
}

function notMultipart(): HttpError {
  return new HttpError(415, 'unsupported_media_type', 'Send the form as multipart/form-data.');
}

function asHttpError(error: unknown, spec: SingleFileFormSpec): unknown {
  if (error instanceof DomainError) return error;
  const megabytes = Math.round(spec.maxFileBytes / (1024 * 1024));
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', `The ${spec.fileNoun} is larger than ${megabytes} MB.`, [
        { field: `body.${spec.fileField}`, message: `At most ${megabytes} MB` },
      ]);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'payload_too_large', `Send one ${spec.fileNoun} only.`);
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'payload_too_large', 'The form has too many fields.');
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'payload_too_large', 'The form has too many parts.');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'validation_failed', 'The form has a forbidden field name.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'validation_failed', 'A form field is not valid JSON.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'validation_failed', 'The form ended early; send it again.');
  }
  // Busboy's parse errors (a cut-off body, a broken boundary) describe the request, not the server.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return new HttpError(400, 'validation_failed', 'The form could not be read; send it again.');
  }
  return error;
}

export async function readSingleFileForm(request: FastifyRequest, spec: SingleFileFormSpec): Promise<SingleFileForm> {
  if (!request.isMultipart()) throw notMultipart();
  const limits = singleFileFormLimits(spec);
  const form: SingleFileForm = { fields: {}, file: undefined, fileName: undefined, problems: [] };
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits })) {
      const field = `body.${part.fieldname}`;
      if (seen.has(part.fieldname)) form.problems.push({ field, message: 'Sent more than once' });
      seen.add(part.fieldname);
      if (part.type === 'file') {
        // Read every file to its end (or its limit): an unread part would stall the rest of the form.
        const bytes = await part.toBuffer();
        if (part.fieldname === spec.fileField) {
          form.file = bytes;
          form.fileName = part.filename;
        } else form.problems.push({ field, message: 'Expected a text field' });
        continue;
      }
      if (part.fieldname === spec.fileField) form.problems.push({ field, message: 'Expected a file' });
      else if (part.valueTruncated) form.problems.push({ field, message: `At most ${limits.fieldSize} bytes` });
      else if (typeof part.value !== 'string') form.problems.push({ field, message: 'Expected text' });
      // The same text rule as every JSON body (plugins/validator.ts): multipart fields do not go through it.
      else if (!isSafeText(part.value)) form.problems.push({ field, message: unsafeTextMessage });
      else form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw asHttpError(error, spec);
  }
  return form;
}

// The multipart form of /api/verification/submit: text fields and one document photo.
import type { FastifyRequest } from 'fastify';
import { readSingleFileForm, singleFileFormLimits, type SingleFileFormSpec } from '../../plugins/single-file-form.ts';

/** The photo's upper bound (contracts/verification.ts); a phone camera's JPEG fits well within it. */
export const maxPhotoBytes = 5 * 1024 * 1024;
export const photoField = 'photo';

const photoForm: SingleFileFormSpec = { fileField: photoField, maxFileBytes: maxPhotoBytes, fileNoun: 'photo' };
export const uploadLimits = singleFileFormLimits(photoForm);

export async function readUploadedForm(request: FastifyRequest) {
  const { fields, file, problems } = await readSingleFileForm(request, photoForm);
  return { fields, photo: file, problems };
}

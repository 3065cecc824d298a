// The multipart form of /mapi/multiscan/load: text fields and one photo of several packs.
import type { FastifyRequest } from 'fastify';
import { multiscanMaxImageBytes } from '@loyalty/contracts/scan';
import { readSingleFileForm, singleFileFormLimits, type SingleFileFormSpec } from '../../plugins/single-file-form.ts';

export const imageField = 'image';

const imageForm: SingleFileFormSpec = { fileField: imageField, maxFileBytes: multiscanMaxImageBytes, fileNoun: 'image' };
export const multiscanUploadLimits = singleFileFormLimits(imageForm);

export async function readMultiscanForm(request: FastifyRequest) {
  const { fields, file, problems } = await readSingleFileForm(request, imageForm);
  return { fields, image: file, problems };
}

// POST /api/verification/submit (multipart): the document data and one photo, stored for an operator's review.
import type { SubmitVerificationFields, VerificationStatus } from '@loyalty/contracts/verification';
import * as verificationEndpoints from '@loyalty/contracts/endpoints/verification';
import { call } from '@/lib/api-client';

export interface VerificationSubmission extends SubmitVerificationFields {
  photo: File;
}

export async function submitVerification({ photo, ...input }: VerificationSubmission): Promise<VerificationStatus> {
  // The form checks the fields with the contract's own rules (utils/verification-form.ts). The contract trims the
  // names: they go trimmed, as its parse used to send them.
  const fields: SubmitVerificationFields = {
    document_type: input.document_type,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    birth_date: input.birth_date,
  };
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  // The file last: the text fields are small and read first, so a refused form fails before 5 MB travel.
  formData.set('photo', photo, photo.name);
  return call(verificationEndpoints.submit, { formData });
}

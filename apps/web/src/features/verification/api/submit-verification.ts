// POST /api/verification/submit (multipart): the document data and one photo, stored for an operator's review.
import type { VerificationStatus } from '@loyalty/contracts/verification';
import { apiRequest } from '@/lib/api-client';

export interface VerificationSubmission {
  document_type: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  photo: File;
}

export async function submitVerification({ photo, ...fields }: VerificationSubmission): Promise<VerificationStatus> {
  const { submitVerificationFieldsSchema, verificationStatusResponseSchema } = await import('@loyalty/contracts/verification');
  const formData = new FormData();
  for (const [name, value] of Object.entries(submitVerificationFieldsSchema.parse(fields))) formData.set(name, value);
  // The file last: the text fields are small and read first, so a refused form fails before 5 MB travel.
  formData.set('photo', photo, photo.name);
  return apiRequest({
    method: 'POST',
    path: '/verification/submit',
    formData,
    responseSchema: verificationStatusResponseSchema,
  });
}

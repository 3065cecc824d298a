// Rules of the /verification/other form: the contract's fields, the 18+ hint, and the photo's type and size.
import type { z } from 'zod';
import { submitVerificationFieldsSchema } from '@loyalty/contracts/verification';
import { verificationPhoto } from '@/config/constants';
import { isAdultOn, localIsoDate } from '@/lib/age';

export const verificationReasons = { invalid: 'invalid', underAge: 'under_age' } as const;

export const verificationFormSchema = submitVerificationFieldsSchema.extend({
  birth_date: submitVerificationFieldsSchema.shape.birth_date
    .refine((value) => value >= '1900-01-01' && value <= localIsoDate(), { message: verificationReasons.invalid })
    .refine((value) => isAdultOn(value), { message: verificationReasons.underAge }),
});
export type VerificationFormInput = z.input<typeof verificationFormSchema>;
export type VerificationFormValues = z.output<typeof verificationFormSchema>;
export type VerificationField = keyof VerificationFormInput;

export type PhotoProblem = 'missing' | 'type' | 'size';

/** The server checks the bytes too; this spares the customer uploading 5 MB only to hear it is the wrong file. */
export function photoProblem(photo: File | null): PhotoProblem | null {
  if (!photo) return 'missing';
  if (!(verificationPhoto.types as readonly string[]).includes(photo.type)) return 'type';
  if (photo.size > verificationPhoto.maxBytes) return 'size';
  return null;
}

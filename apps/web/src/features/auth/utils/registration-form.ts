// The registration form's rules: the contract's fields plus consent and the 18+ hint, and each error's message key.
import { z } from 'zod';
import { registrationBodySchema } from '@loyalty/contracts/auth';
import { isAdultOn, localIsoDate } from '@/lib/age';

/** Error "messages" in the schema are reasons; the form turns them into texts with registrationErrorKey. */
export const formReasons = {
  invalid: 'invalid',
  underAge: 'under_age',
  emailTaken: 'email_taken',
  consent: 'consent_required',
} as const;

const oldestBirthYear = 1900;

export const registrationFormSchema = registrationBodySchema.pick({ first_name: true, last_name: true, email: true }).extend({
  birth_date: registrationBodySchema.shape.birth_date
    .refine((value) => Number(value.slice(0, 4)) >= oldestBirthYear && value <= localIsoDate(), {
      message: formReasons.invalid,
    })
    .refine((value) => isAdultOn(value), { message: formReasons.underAge }),
  consent: z.boolean().refine((accepted) => accepted, { message: formReasons.consent }),
});

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;
export type RegistrationField = keyof RegistrationFormInput;

export const registrationFields: readonly RegistrationField[] = ['first_name', 'last_name', 'email', 'birth_date', 'consent'];

const invalidKeys = {
  first_name: 'form.errors.firstName',
  last_name: 'form.errors.lastName',
  email: 'form.errors.email',
  birth_date: 'form.errors.birthDate',
  consent: 'registration.consentRequired',
} as const;

export type RegistrationErrorKey = (typeof invalidKeys)[RegistrationField] | 'form.errors.underAge' | 'form.errors.emailTaken';

export function registrationErrorKey(field: RegistrationField, reason: string | undefined): RegistrationErrorKey {
  if (reason === formReasons.underAge) return 'form.errors.underAge';
  if (reason === formReasons.emailTaken) return 'form.errors.emailTaken';
  return invalidKeys[field];
}

/** A server field path such as "body.birth_date" as a form field, when the form has it. */
export function formFieldOf(serverField: string): RegistrationField | undefined {
  const name = serverField.replace(/^body\./, '');
  return registrationFields.find((field) => field === name);
}

// Rules of the /profile forms, from the user contract plus what the screen adds (digits-only branch number).
import { z } from 'zod';
import { deliveryAddressSchema, updateProfileBodySchema, clientWritableTags } from '@loyalty/contracts/user';
import type { Language } from '@/lib/i18n';

export const namesFormSchema = updateProfileBodySchema.pick({ first_name: true, last_name: true });
export type NamesFormValues = z.infer<typeof namesFormSchema>;

export const addressFormSchema = deliveryAddressSchema.omit({ city_ref: true }).extend({
  // Nova Poshta numbers its branches; "№" or spaces typed by habit are not part of the number.
  branch_number: z
    .string()
    .transform((value) => value.replace(/[\s№#]/g, ''))
    .pipe(z.string().regex(/^\d{0,6}$/)),
});
export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

const languageTagPrefix = 'lang:';

/**
 * update-tags takes the complete set of client-writable tags: the customer's current ones with the language
 * replaced. Server tags (age_verified, order tags) are not ours to send and the server keeps them anyway.
 */
export function tagsWithLanguage(currentTags: readonly string[], language: Language): string[] {
  const writable: readonly string[] = clientWritableTags;
  const kept = currentTags.filter((tag) => writable.includes(tag) && !tag.startsWith(languageTagPrefix));
  return [...kept, `${languageTagPrefix}${language}`];
}

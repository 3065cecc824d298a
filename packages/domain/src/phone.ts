// The one phone normaliser: Ukrainian mobile numbers as people type, paste or import them, to E.164 (+380XXXXXXXXX).
// libphonenumber-js decides what is a valid mobile number; the caller gives the metadata, because the web app ships a
// Ukraine-only cut of it (build-plugins/ua-phone-metadata.ts) and the server the library's mobile metadata.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { nationalPartOf, uaCountryPrefix, uaNationalDigits } from './phone-format.ts';

/**
 * The E.164 number when the input is a Ukrainian mobile number in any usual spelling, else null. Extra digits are not
 * silently cut: "3806712345678" is not a number.
 */
export function toUaMobileE164(input: string, metadata: MetadataJson): string | null {
  const digits = input.replace(/\D/g, '');
  const national = nationalPartOf(input);
  if (national.length !== uaNationalDigits) return null;
  // Whatever was dropped in front of the nine digits must have been a prefix (380, 80 or 0), not more digits.
  if (!['', '0', '80', '380'].includes(digits.slice(0, digits.length - uaNationalDigits))) return null;
  const parsed = parsePhoneNumberFromString(`${uaCountryPrefix}${national}`, metadata);
  if (!parsed || parsed.country !== 'UA' || !parsed.isValid()) return null;
  return parsed.number;
}

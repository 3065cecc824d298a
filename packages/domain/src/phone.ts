// The one phone normaliser: Ukrainian mobile numbers as people type, paste or import them, to E.164 (+380XXXXXXXXX).
// libphonenumber-js decides what is a valid mobile number; the caller gives the metadata, because the web app ships a
// Ukraine-only cut of it (build-plugins/ua-phone-metadata.ts) and the server the library's mobile metadata.
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';

export const uaCountryPrefix = '+380';
const nationalDigits = 9;

/** Keeps the nine digits after +380 from whatever was typed or pasted: "+38 (067) 123-45-67", "0671234567", "671234567". */
export function nationalPartOf(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('380')) digits = digits.slice(3);
  else if (digits.startsWith('80') && digits.length === nationalDigits + 2) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === nationalDigits + 1) digits = digits.slice(1);
  return digits.slice(0, nationalDigits);
}

/**
 * The E.164 number when the input is a Ukrainian mobile number in any usual spelling, else null. Extra digits are not
 * silently cut: "3806712345678" is not a number.
 */
export function toUaMobileE164(input: string, metadata: MetadataJson): string | null {
  const digits = input.replace(/\D/g, '');
  const national = nationalPartOf(input);
  if (national.length !== nationalDigits) return null;
  // Whatever was dropped in front of the nine digits must have been a prefix (380, 80 or 0), not more digits.
  if (!['', '0', '80', '380'].includes(digits.slice(0, digits.length - nationalDigits))) return null;
  const parsed = parsePhoneNumberFromString(`${uaCountryPrefix}${national}`, metadata);
  if (!parsed || parsed.country !== 'UA' || !parsed.isValid()) return null;
  return parsed.number;
}

/** "+380671234567" → "+380 67 123 45 67", as the login screen shows it. */
export function formatUaPhone(e164: string): string {
  const national = e164.replace(/^\+380/, '');
  return `${uaCountryPrefix} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7, 9)}`;
}

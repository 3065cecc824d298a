// Ukrainian mobile numbers as people type them, turned into the +380XXXXXXXXX form the auth calls expect.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import uaMobileMetadata from 'virtual:ua-phone-metadata';

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

/** The E.164 number when the input is a valid Ukrainian mobile number (mobile metadata: landlines fail), else null. */
export function toUaMobileE164(input: string): string | null {
  const national = nationalPartOf(input);
  if (national.length !== nationalDigits) return null;
  const parsed = parsePhoneNumberFromString(`${uaCountryPrefix}${national}`, uaMobileMetadata);
  if (!parsed || parsed.country !== 'UA' || !parsed.isValid()) return null;
  return parsed.number;
}

/** "+380671234567" -> "+380 67 123 45 67" for showing where the code went. */
export function formatUaPhone(e164: string): string {
  const national = e164.replace(/^\+380/, '');
  return `${uaCountryPrefix} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7, 9)}`;
}

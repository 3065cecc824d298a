// The pure text side of Ukrainian phone numbers: the nine national digits from what was typed, and the display form.
// Apart from phone.ts so that showing a number never loads libphonenumber-js's parser.

export const uaCountryPrefix = '+380';
export const uaNationalDigits = 9;

/** Keeps the nine digits after +380 from whatever was typed or pasted: "+38 (067) 123-45-67", "0671234567", "671234567". */
export function nationalPartOf(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('380')) digits = digits.slice(3);
  else if (digits.startsWith('80') && digits.length === uaNationalDigits + 2) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === uaNationalDigits + 1) digits = digits.slice(1);
  return digits.slice(0, uaNationalDigits);
}

/** The national digits grouped as they are typed, as the number is read out: "675625" → "67 562 5", "675625320" → "67 562 53 20". */
export function groupUaNational(digits: string): string {
  return [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)].filter(Boolean).join(' ');
}

/**
 * "+380671234567" → "+380 67 123 45 67", as the login screen shows it; a free line (0 800) as it is read out,
 * "+380 800 300 500".
 */
export function formatUaPhone(e164: string): string {
  const national = e164.replace(/^\+380/, '');
  if (national.startsWith('800')) return `${uaCountryPrefix} 800 ${national.slice(3, 6)} ${national.slice(6, 9)}`;
  return `${uaCountryPrefix} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7, 9)}`;
}

/**
 * What a search box's text means as a phone, for an index rather than a scan: a whole number in any format
 * ("+38 (067) 123-45-67", "0671234567", "380671234567", "80671234567", "671234567") is that one E.164 number; a
 * fragment of 4 to 8 digits is the end of a number (the last digits, as people read them out) or its start after
 * the country code ("067 11", "38067", "67"). `null`: not a phone (letters, an e-mail) or fewer than 4 digits.
 */
export type PhoneQuery = { exact: string } | { prefix: string; suffix: string };

export function phoneQueryOf(text: string): PhoneQuery | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 4) return null;
  const whole =
    digits.length === uaNationalDigits ||
    (digits.length === uaNationalDigits + 1 && digits.startsWith('0')) ||
    (digits.length === uaNationalDigits + 2 && digits.startsWith('80')) ||
    (digits.length === uaNationalDigits + 3 && digits.startsWith('380'));
  if (whole) return { exact: `${uaCountryPrefix}${nationalPartOf(digits)}` };
  // "380…", "0…" and the bare national digits each start the number at a different place of +380XXXXXXXXX.
  const prefix = digits.startsWith('380')
    ? `+${digits}`
    : digits.startsWith('0')
      ? `+38${digits}`
      : `${uaCountryPrefix}${digits}`;
  return { prefix, suffix: digits };
}

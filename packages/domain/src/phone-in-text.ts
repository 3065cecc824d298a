// Ukrainian phone numbers inside free text (a log line, a URL, a message), in the spellings people and programs use:
// +380…, 380…, 80…, 0XX…, with spaces, dashes or brackets between the digits, and URL-encoded (%2B380…, %20). Dots are
// not taken as separators: 05.06.2026 10:15 is a date.
// Masking keeps the last four digits only (the logs must not carry a customer's number, and support still
// needs to tell two numbers apart). A bare run of nine digits is not taken for a number: without its 0 or 380 it is
// more often an id or an amount than a phone.
import { uaNationalDigits } from './phone-format.ts';

/** Between two digits: at most two of space, dash, brackets, a form-encoded space (+ or %20). */
const separator = String.raw`(?:[ \-()+]|%20){0,2}`;
const prefix = String.raw`(?:(?:\+|%2B)?3${separator}8${separator}|8${separator})?`;
/** The operator's code with its 0, bracketed or not: (067), 067, 0 67. */
const operator = String.raw`(?:\(0${separator}\d${separator}\d\)|0${separator}\d${separator}\d)`;
const subscriber = String.raw`(?:${separator}\d){${uaNationalDigits - 2}}`;
/** Not inside a longer word or number (a hex id, a decimal, a URL-encoded byte). */
const notAfter = String.raw`(?<![\p{L}\p{N}_%\-.])`;
const notBefore = String.raw`(?![\p{L}\p{N}_])`;
const phonePattern = `${notAfter}${prefix}${operator}${subscriber}${notBefore}`;
const phoneInText = new RegExp(phonePattern, 'giu');
const anyPhone = new RegExp(phonePattern, 'iu');

/** How a masked number reads: +380*****4567. */
export function maskedUaPhone(digits: string): string {
  return `+380${'*'.repeat(uaNationalDigits - 4)}${digits.slice(-4)}`;
}

/** Whether `text` holds something spelled like a Ukrainian phone number. */
export function containsUaPhone(text: string): boolean {
  return anyPhone.test(text);
}

/** `text` with every Ukrainian phone number in it replaced by +380*****NNNN (its last four digits). */
export function maskUaPhones(text: string): string {
  return text.replace(phoneInText, (match) => maskedUaPhone(match.replace(/%2B|%20/gi, ' ').replace(/\D/g, '')));
}

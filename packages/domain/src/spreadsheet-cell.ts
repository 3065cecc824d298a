// CSV exports open in spreadsheets: a cell that starts with =, +, -, @ (or a tab or carriage return) would be read as a
// formula, and names, e-mails and reasons are typed by customers and staff. Such a cell gets a leading apostrophe
// (OWASP's CSV-injection advice); plain numbers and phone numbers (+380…) stay as they are.

const formulaStart = /^[=+\-@\t\r]/;
const numberLike = /^[+-]?\d[\d\s.,]*$/;

export function spreadsheetSafe(text: string): string {
  return formulaStart.test(text) && !numberLike.test(text) ? `'${text}` : text;
}

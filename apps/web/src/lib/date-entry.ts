// A date typed the Ukrainian way, "дд.мм.рррр", whatever the browser's locale: the birth date fields of registration
// and age verification. The dots come by themselves as the digits are typed (a phone's number pad has none), the
// form holds the ISO date once the entry is a whole real date, and the text as typed until then.

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const enteredDate = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * The text of the field after a keystroke or a paste: day, month and year split by dots as the digits arrive. A
 * separator typed after a one-digit day or month pads it ("1." → "01."); an ISO date pasted or filled in is turned
 * round. Nothing but digits and the dots is kept, and the year ends at four digits.
 */
export function typeDateText(raw: string): string {
  const iso = isoDate.exec(raw.trim());
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  const parts = ['', '', ''];
  let field = 0;
  for (const char of raw) {
    if (/\d/.test(char)) {
      if (field < 2 && parts[field]!.length === 2) field += 1;
      if (field === 2 && parts[2]!.length === 4) break;
      parts[field] += char;
    } else if (/[.,/\-\s]/.test(char) && field < 2 && parts[field]!.length > 0) {
      parts[field] = parts[field]!.padStart(2, '0');
      field += 1;
    }
  }
  return parts.slice(0, field + 1).join('.');
}

/** "31.12.1990" → "1990-12-31" when it is a whole, real calendar date; any other text as it is. */
export function isoOfDateText(text: string): string {
  const match = enteredDate.exec(text);
  if (!match) return text;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : text;
}

/** What the field shows for the form's value: an ISO date as "дд.мм.рррр", a partial entry as it was typed. */
export function dateTextOf(value: string): string {
  const iso = isoDate.exec(value);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : value;
}

// The typography rules of the Ukrainian texts customers read (docs/decisions/0046): one apostrophe (’ U+2019),
// «» quotes, no brackets inside brackets, one word for a scan ("сканування"), wording that fits every customer, one
// phone format, a number kept on the line of its unit, a code such as USB-C kept whole, and no mojibake.
// `typographyProblems` names what a text breaks (the locale tests run it over every string); `typesetUkrainian` mends
// what can be mended mechanically in text that comes from elsewhere (the Nova Poshta directory);
// `keepNumbersWithUnits` glues a number to its unit and a code's hyphen in text composed at run time (a catalogue
// name in a sentence); `formalAddressIn` finds the formal "ви" the customer is never addressed with.

export const ukrainianApostrophe = '’';

/** ' ʼ ` ‘ between two letters: the apostrophe typed another way. */
const otherApostrophe = /(?<=\p{L})['ʼ`‘](?=\p{L})/gu;
/** Quotes other than «»: straight, English and German ones. */
const otherQuotes = /["“”„]/u;
const nestedBrackets = /\([^()]*\(/u;
/** The short noun "скан" in any form; the app says "сканування" (a compound such as "мультискан" is a name). */
const scanNoun = /(?<!\p{L})скан(и|ів|ом|ами|ах|а|у)?(?!\p{L})/iu;
/** "замовив(-ла)": a form that picks a gender and patches the other one on. */
const patchedGender = /\((-?ла|-?а)\)/u;
/**
 * A masculine past form said to or by the customer: "ти ... замовив", "Я помилився", "Забув PIN?". Looked for in the
 * clause of "ти"/"я", or opening a sentence as a question to the customer does.
 */
const pastMasculine = /(?<!\p{L})\p{L}+(ав|ив|ув|яв|вся)(?!\p{L})/u;
const addressedClause = /(?<!\p{L})(ти|я)(?!\p{L})[^.!?:;—,]*/giu;
const sentenceOpeningPast = /(^|[.!?]\s+)(Забув|Отримав|Зробив|Помилився|Побачив|Зрозумів)(?!\p{L})/u;
/** A Ukrainian mobile number written with digits in any other shape than "+380 67 123 45 67". */
const phoneDigits = /(?<![\d+])(\+?3?8?\s?\(?0\d{2}\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2})(?!\d)/u;
const canonicalPhone = /^\+380 \d{2} \d{3} \d{2} \d{2}$/;

/** Mojibake: control characters of Latin-1, or a Latin accented letter inside a Cyrillic word ("Курâ€™єр"). */
const strayCharacter =
  /[\u0080-\u009f]|(?<=\p{Script=Cyrillic})[\u00c0-\u00ff\u20ac\u2122](?=[\p{Script=Cyrillic}\u0080-\u009f\u20ac\u2122])/u;

/**
 * The units a number is never parted from at a line end ("10 шт.", "150 XP", "349 грн", "14 мг"): after the number, a
 * plain space, then the unit as a word of its own.
 */
const numberThenUnit = /(\d) (?=(?:XP|грн|шт\.|мг|мл|г|кг|л|см|мм|км|хв|год)(?![\p{L}\d]))/gu;

/**
 * A connector's short name with a hyphen ("USB-C"): the browser may break a line after any hyphen, and "USB-" / "C"
 * reads as two words. Its hyphen becomes the no-break hyphen (U+2011). Codes with digits ("VELO-30") are left as
 * typed: a customer copies them into a field.
 */
const hyphenatedCode = /(?<![\p{L}\d-])([A-Z]{2,5})-(?=[A-Z]{1,2}(?![\p{L}\d-]))/gu;

/**
 * What must not part at a line end, in text composed or catalogued elsewhere: a number and its unit, held together
 * with a no-break space (U+00A0), and a short code's hyphen made a no-break hyphen ("USB‑C").
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(numberThenUnit, '$1\u00a0').replace(hyphenatedCode, '$1\u2011');
}

/**
 * The customer is addressed with "ти" (decision 0046): the "ви" pronouns and the verbs of the formal address, which
 * end in -йте, -іть, -ьте (imperative: "введіть", "зберігайте") or -єте, -ете, -ите, -їте ("маєте", "отримаєте").
 */
const formalAddress =
  /(?<![\p{L}’'])(ви|вас|вам|вами|ваш\p{L}*|\p{Script=Cyrillic}+(?:йте|іть|ьте|єте|ете|ите|їте)(?:ся)?)(?![\p{L}’'])/giu;

/** The words of a text that address its reader formally, none when it says "ти". HTML tags are not read. */
export function formalAddressIn(text: string): string[] {
  return [...text.replace(/<[^>]*>/g, ' ').matchAll(formalAddress)].map((match) => match[1] as string);
}

export type TypographyProblem =
  | 'apostrophe'
  | 'quotes'
  | 'nested-brackets'
  | 'scan-word'
  | 'gendered'
  | 'phone-format'
  | 'number-unit'
  | 'stray-character';

/** The rules a Ukrainian text breaks, none when it keeps them all. Interpolations ({{name}}) are not read. */
export function typographyProblems(raw: string): TypographyProblem[] {
  const text = raw.replace(/\{\{[^}]*\}\}/g, '…');
  const problems: TypographyProblem[] = [];
  if (new RegExp(otherApostrophe.source, 'u').test(text)) problems.push('apostrophe');
  if (otherQuotes.test(text)) problems.push('quotes');
  if (nestedBrackets.test(text)) problems.push('nested-brackets');
  if (scanNoun.test(text)) problems.push('scan-word');
  const addressed = text.match(addressedClause) ?? [];
  if (
    patchedGender.test(text) ||
    sentenceOpeningPast.test(text) ||
    addressed.some((clause) => pastMasculine.test(clause.replace(/^\p{L}+/u, '')))
  ) {
    problems.push('gendered');
  }
  const phone = phoneDigits.exec(text);
  if (phone && !canonicalPhone.test(phone[1]!.trim())) problems.push('phone-format');
  // A code's hyphen is not asked of stored text: "USB-C" stays searchable as typed, and is kept whole where it is shown.
  if (text.replace(numberThenUnit, '$1\u00a0') !== text) problems.push('number-unit');
  if (strayCharacter.test(text)) problems.push('stray-character');
  return problems;
}

/** Mends the mechanical rules: the apostrophe and paired straight or English quotes become ’ and «». */
export function typesetUkrainian(text: string): string {
  return text
    .replace(otherApostrophe, ukrainianApostrophe)
    .replace(/"([^"]*)"/g, '«$1»')
    .replace(/“([^”]*)”/g, '«$1»')
    .replace(/„([^“”]*)[“”]/g, '«$1»');
}

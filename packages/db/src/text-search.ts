// The SQL of searching text with an index: LIKE patterns with the typed text taken literally, and a phone query
// (domain's phoneQueryOf) as the equality or prefix/suffix look-ups that the text_pattern_ops and reversed-phone
// indexes of migration 0024 serve (decision 0049). A LIKE '%…%' no B-tree serves is deliberately not offered here.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PhoneQuery } from '@loyalty/domain/phone-format';

/** The text as a literal inside a LIKE pattern: `%`, `_` and the escape character itself match only themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `expression LIKE 'text%'`: a B-tree with text_pattern_ops on the same expression serves it (a custom plan). */
export function startsWith(expression: SQLWrapper, text: string): SQL {
  return sql`${expression} like ${`${escapeLikePattern(text)}%`}`;
}

/**
 * A phone column or expression (E.164) against what was typed: the whole number is an equality; a fragment is the
 * number's start or its end (`reverse(expression)` starting with the reversed digits, the reversed-phone index).
 */
export function phoneMatches(expression: SQLWrapper, query: PhoneQuery): SQL {
  if ('exact' in query) return sql`${expression} = ${query.exact}`;
  const reversed = [...query.suffix].reverse().join('');
  return sql`(${startsWith(expression, query.prefix)} or ${startsWith(sql`reverse(${expression})`, reversed)})`;
}

// What no text the API accepts may contain, wherever it comes from (body, query, params): C0 control characters other
// than tab, line feed and carriage return, DEL, and unpaired UTF-16 surrogates. PostgreSQL refuses NUL in text and a
// lone surrogate cannot be encoded as UTF-8, so such input used to end in a 500; it is now a 400 naming the field.
// The API applies it to every request before the route's own schema (apps/api/src/plugins/validator.ts), so a new
// free-text field cannot forget it; the web's forms may use `safeText` for the same message before sending.
import { z } from 'zod';

// With the u flag a well-formed surrogate pair is one code point, so the surrogate range matches only unpaired halves.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;

/** Message of the refusal, shown with the field's name. */
export const unsafeTextMessage = 'Contains control characters or broken Unicode';

export function isSafeText(value: string): boolean {
  return !unsafeCharacter.test(value);
}

/** The JSON-pointer-like path ("/order/note", "/items/0/name") of the first unsafe string in `value`, or null. */
export function firstUnsafeTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = firstUnsafeTextPath(value[index], `${path}/${index}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!isSafeText(key)) return `${path}/${key}`;
    const found = firstUnsafeTextPath(item, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A string schema with the same rule, for forms and for schemas used outside the API's request validation. */
export const safeText = z.string().refine(isSafeText, { message: unsafeTextMessage });

// Pack codes as people type, scan or paste them: one normal form (upper case, no spaces or dashes), also out of a URL.

/** Letters and digits that cannot be mistaken for one another when read off a pack (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const packCodeAlphabet = 'ACDEFGHJKMNPQRTUVWXY34679';
export const generatedPackCodeLength = 12;
export const minPackCodeLength = 10;
export const maxPackCodeLength = 64;

const validPackCode = /^[A-Z0-9]+$/;

/** The part of a scanned URL that carries the code: its `code` or `c` query parameter, else the last path segment. */
function codeFromUrl(text: string): string | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const fromQuery = url.searchParams.get('code') ?? url.searchParams.get('c');
  if (fromQuery) return fromQuery;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  return last === undefined ? '' : decodeURIComponentSafe(last);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The stored form of a code: upper case, without spaces (of any kind) and dashes; a URL gives its `code`/`c` parameter
 * or its last path segment. It does not validate: see isValidPackCode.
 */
export function normalizePackCode(text: string): string {
  const trimmed = text.trim();
  const raw = codeFromUrl(trimmed) ?? trimmed;
  // Dashes of every kind (hyphen, en/em dash, minus) and whitespace are layout, never part of a code.
  return raw.replace(/[\s\-\u2010-\u2015\u2212]/gu, '').toUpperCase();
}

/** A normalised code we could have printed: 10 to 64 characters of A-Z and 0-9. */
export function isValidPackCode(normalized: string): boolean {
  return normalized.length >= minPackCodeLength && normalized.length <= maxPackCodeLength && validPackCode.test(normalized);
}

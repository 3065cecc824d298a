// The identifier helper of spec section 5: a UUID given as text or as its 16 raw bytes.

export type IdentifierErrorKind = 'required' | 'invalid' | 'unsupported_type';

export class IdentifierError extends Error {
  constructor(readonly kind: IdentifierErrorKind) {
    super(
      kind === 'required'
        ? 'An identifier is required'
        : kind === 'invalid'
          ? 'The identifier is not a valid UUID'
          : 'An identifier must be a string or 16 bytes',
    );
    this.name = 'IdentifierError';
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Canonical lower-case UUID text for a string or a 16-byte array; throws IdentifierError otherwise. */
export function normalizeIdentifier(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') throw new IdentifierError('required');
    if (!uuidPattern.test(text)) throw new IdentifierError('invalid');
    return text.toLowerCase();
  }
  if (value instanceof Uint8Array || (Array.isArray(value) && value.every(isByte))) {
    const bytes = Array.from(value as ArrayLike<number>);
    if (bytes.length === 0) throw new IdentifierError('required');
    if (bytes.length !== 16) throw new IdentifierError('invalid');
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  throw new IdentifierError('unsupported_type');
}

/** The 16 bytes of a UUID given in either accepted form. */
export function identifierBytes(value: unknown): Uint8Array {
  const hex = normalizeIdentifier(value).replaceAll('-', '');
  const bytes = new Uint8Array(16);
  for (let index = 0; index < 16; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

function isByte(item: unknown): boolean {
  return typeof item === 'number' && Number.isInteger(item) && item >= 0 && item <= 255;
}

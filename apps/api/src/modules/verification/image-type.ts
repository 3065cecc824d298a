// What an uploaded photo really is, by its first bytes: the client's file name and Content-Type are not trusted.

export type PhotoMime = 'image/jpeg' | 'image/png' | 'image/webp';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (a RIFF container of type WEBP); anything else is null. */
export function detectPhotoMime(bytes: Uint8Array): PhotoMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

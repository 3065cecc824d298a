// What a multi-scan photo's header says before anything is decoded (a 31 KB PNG declaring 16000×16000 grew
// the server by 1.1 GB, and an interlaced 64×64 PNG inflated to 2.1 GB, because the pixel cap was checked after
// decoding). PNG: the IHDR chunk (size, bit depth, colour type, interlacing), from which the exact inflated size is
// known; JPEG: the SOFn frame header. Used at upload (refused at once) and again by the decoder (a bound on inflate).
import type { MultiscanImageMime } from './decoder.ts';

/** Phone photos are 12 to 50 megapixels; more is no photo of packs but a decompression bomb. */
export const maxImageMegapixels = 60;

export interface ImageHeader {
  width: number;
  height: number;
  /** PNG only: the exact size of the inflated image data (filter bytes and Adam7 passes included). */
  inflatedBytes?: number;
}

const pngChannels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7: each pass's first column and row and its steps. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngRowsBytes(width: number, height: number, bitsPerPixel: number): number {
  if (width === 0 || height === 0) return 0;
  return height * (1 + Math.ceil((width * bitsPerPixel) / 8));
}

export function pngHeader(bytes: Uint8Array): ImageHeader | null {
  // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width, height, bit depth, colour type, …, interlace.
  if (bytes.length < 29 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const bitDepth = bytes[24] ?? 0;
  const channels = pngChannels[bytes[25] ?? -1];
  const interlaced = bytes[28] === 1;
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) return null;
  const bitsPerPixel = bitDepth * channels;
  const inflatedBytes = interlaced
    ? adam7.reduce(
        (sum, [x0, y0, dx, dy]) =>
          sum + pngRowsBytes(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy), bitsPerPixel),
        0,
      )
    : pngRowsBytes(width, height, bitsPerPixel);
  return { width, height, inflatedBytes };
}

/** The first SOFn segment's size (SOF0…SOF15 except DHT, JPG and DAC, which share the marker range). */
export function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0);
      const width = ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
      return { width, height };
    }
    if (marker === 0xda || length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

export function imageHeader(bytes: Uint8Array, mime: MultiscanImageMime): ImageHeader | null {
  return mime === 'image/png' ? pngHeader(bytes) : jpegHeader(bytes);
}

/** Why the header refuses the image ("too large", "unreadable"), or null when it may be decoded. */
export function headerRefusal(header: ImageHeader | null): 'unreadable' | 'too_large' | null {
  if (!header || header.width === 0 || header.height === 0) return 'unreadable';
  if (header.width * header.height > maxImageMegapixels * 1_000_000) return 'too_large';
  // Eight bytes a pixel (16-bit RGBA) is the most a PNG within the pixel cap can hold.
  if (header.inflatedBytes !== undefined && header.inflatedBytes > maxImageMegapixels * 1_000_000 * 8 + header.height * 7) {
    return 'too_large';
  }
  return null;
}

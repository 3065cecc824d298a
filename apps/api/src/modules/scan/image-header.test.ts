// Decompression bombs: the header refuses them before anything is inflated, at upload and in the decoder.
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UnreadableImageError, decodeToGrey } from './decoder.ts';
import { headerRefusal, jpegHeader, pngHeader } from './image-header.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A greyscale 8-bit PNG of this size whose IDAT inflates to `inflated` bytes (the bomb lies about nothing else). */
function pngOf(width: number, height: number, options: { interlaced?: boolean; inflated?: number } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  ihdr[12] = options.interlaced ? 1 : 0;
  const raw = Buffer.alloc(options.inflated ?? height * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image headers', () => {
  it('reads a PNG’s size and its exact inflated size, Adam7 passes included', () => {
    expect(pngHeader(pngOf(10, 4))).toEqual({ width: 10, height: 4, inflatedBytes: 4 * 11 });
    // 8×8 interlaced greyscale: passes of 1×1, 1×1, 2×1, 2×2, 4×2, 4×4, 8×4 pixels, each row with its filter byte.
    expect(pngHeader(pngOf(8, 8, { interlaced: true }))?.inflatedBytes).toBe(2 + 2 + 3 + 6 + 10 + 20 + 36);
  });

  it('refuses 16000×16000 from a 30-odd-byte header, and accepts a phone photo’s size', () => {
    expect(headerRefusal(pngHeader(pngOf(16000, 16000, { inflated: 1 })))).toBe('too_large');
    expect(headerRefusal({ width: 4000, height: 3000 })).toBeNull();
    expect(headerRefusal(null)).toBe('unreadable');
  });

  it('reads a JPEG’s size from its SOF segment after other segments', () => {
    const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
    const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x3e, 0x80, 0x3e, 0x80, 0x03]);
    expect(jpegHeader(Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0]))).toEqual({ width: 16000, height: 16000 });
  });

  it('never inflates an interlaced PNG past its declared size (the 64×64 bomb)', () => {
    const bomb = pngOf(64, 64, { interlaced: true, inflated: 64 * 1024 * 1024 });
    let refusal: unknown;
    try {
      decodeToGrey(bomb, 'image/png');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(UnreadableImageError);
    // The inflate stopped at the declared size (64×64 interlaced: 4,216 bytes), not at the 64 MB the stream holds.
    expect((refusal as Error).cause).toMatchObject({ code: 'ERR_BUFFER_TOO_LARGE' });
    expect(String((refusal as { cause: Error }).cause.message)).toContain('4216');
  });
});

// The multi-scan photo checks the client makes before uploading.
import { describe, expect, it } from 'vitest';
import { checkMultiscanFile } from '@/features/scan/utils/multiscan-file';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'packs', { type });

describe('checkMultiscanFile', () => {
  it.each([
    ['no file', null, 'noPhoto'],
    ['a JPEG', file(1000, 'image/jpeg'), null],
    ['a PNG of exactly 8 MB', file(8 * 1024 * 1024, 'image/png'), null],
    ['a PNG one byte over 8 MB', file(8 * 1024 * 1024 + 1, 'image/png'), 'tooLarge'],
    ['a WebP', file(1000, 'image/webp'), 'wrongType'],
    ['a PDF', file(1000, 'application/pdf'), 'wrongType'],
  ])('%s', (_case, photo, problem) => {
    expect(checkMultiscanFile(photo)).toBe(problem);
  });
});

// Turns an uploaded picture into the files the app shows: checked by its bytes, decoded with bounded memory, turned
// upright, re-encoded to WebP in every width of domain/media-image, with no metadata (EXIF, GPS, ICC names) kept.
import sharp from 'sharp';
import { minMediaUploadWidth } from '@loyalty/contracts/media';
import { mediaImageWidths, type MediaImageWidth } from '@loyalty/domain/media-image';
import { DomainError } from '../../lib/domain-error.ts';
import { detectPhotoMime } from '../verification/image-type.ts';

/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded: 50 megapixels at most. */
const maxInputPixels = 50_000_000;
/** WebP quality of every width: the covers are photos and drawings on flat colours; 80 keeps both clean. */
const webpQuality = 80;

export interface EncodedPicture {
  /** Of the widest file. */
  width: number;
  height: number;
  files: Record<MediaImageWidth, Buffer>;
}

function refused(
  code: 'unsupported_media_type' | 'validation_failed',
  message: string,
  fieldMessage: string,
  field: string,
): DomainError {
  return new DomainError(code, message, [{ field, message: fieldMessage }]);
}

export async function encodeLibraryPicture(bytes: Buffer, field = 'body.file'): Promise<EncodedPicture> {
  if (!detectPhotoMime(bytes)) {
    throw refused(
      'unsupported_media_type',
      'The file must be a JPEG, PNG or WebP image.',
      'Not a JPEG, PNG or WebP image',
      field,
    );
  }
  const decode = () => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', pages: 1 });
  let upright: { width: number; height: number };
  try {
    const metadata = await decode().metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
    const turned = (metadata.orientation ?? 1) >= 5;
    upright = turned ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  } catch {
    throw refused('validation_failed', 'The picture could not be read.', 'A damaged or too large image', field);
  }
  if (upright.width < minMediaUploadWidth) {
    throw refused(
      'validation_failed',
      `The picture is narrower than ${minMediaUploadWidth} px.`,
      `At least ${minMediaUploadWidth} px wide`,
      field,
    );
  }
  const files = {} as Record<MediaImageWidth, Buffer>;
  let widest = { width: 0, height: 0 };
  try {
    for (const width of mediaImageWidths) {
      // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to (keepExif/withMetadata).
      const { data, info } = await decode()
        .rotate()
        .resize({ width, withoutEnlargement: false })
        .webp({ quality: webpQuality })
        .toBuffer({ resolveWithObject: true });
      files[width] = data;
      if (info.width >= widest.width) widest = { width: info.width, height: info.height };
    }
  } catch {
    throw refused('validation_failed', 'The picture could not be read.', 'A damaged image', field);
  }
  return { ...widest, files };
}

// The media library of the back-office: pictures staff upload for one brand, listed to pick from, served
// as WebP in the widths the app uses under /media/library/.
import { z } from 'zod';
import { brandSchema, type Brand } from './brand.ts';
import { pageQuerySchema } from './admin.ts';

export const mediaKinds = ['cover', 'content'] as const;
export const mediaKindSchema = z.enum(mediaKinds);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/** The formats an upload may be (by its bytes, never its name or declared type). */
export const mediaUploadFormats = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest accepted upload: a camera's full-size JPEG fits; the server re-encodes it to a few tens of kilobytes. */
export const maxMediaUploadBytes = 8 * 1024 * 1024;

/** Narrowest accepted picture: the app's smallest width (domain/media-image), so no file is ever enlarged. */
export const minMediaUploadWidth = 320;

/** /media/library/<brand>-<key>-<width>.webp: the brand is in the name, so a picture's brand is known from its path. */
const libraryFileName = /^(glo|ogo)-([a-f0-9]{24})-(320|640)\.webp$/;
export const libraryPathPrefix = '/media/library/';

/** The brand, key and width of a library path, or null when the path is not one. */
export function parseLibraryPath(src: string): { brand: Brand; key: string; width: 320 | 640 } | null {
  if (!src.startsWith(libraryPathPrefix)) return null;
  const match = libraryFileName.exec(src.slice(libraryPathPrefix.length));
  if (!match) return null;
  return { brand: match[1] as Brand, key: match[2] as string, width: Number(match[3]) as 320 | 640 };
}

export const mediaLibraryFileParamsSchema = z.object({
  file: z.string().regex(libraryFileName, 'expected <brand>-<key>-<320|640>.webp'),
});

/** The text fields of an upload (multipart/form-data, with one `file`). */
export const adminMediaUploadFieldsSchema = z.object({
  brand: brandSchema,
  kind: mediaKindSchema.default('cover'),
});

export const adminMediaItemSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  kind: mediaKindSchema,
  /** The uploaded file's name, to recognise the picture. */
  title: z.string(),
  /** The widest file; the app derives the other widths from it (domain/media-image). */
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
  /** News items that show it as their cover. */
  used_by: z.number().int(),
});
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;

export const adminMediaQuerySchema = pageQuerySchema.extend({
  /** Required: a picture is offered only for its own brand. */
  brand: brandSchema,
  kind: mediaKindSchema.optional(),
  query: z.string().trim().max(200).default(''),
});

export const adminMediaListResponseSchema = z.object({
  media: z.array(adminMediaItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

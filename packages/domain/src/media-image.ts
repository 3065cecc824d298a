// Pictures we serve under /media/ exist in fixed widths, made at build time as WebP (packages/db/scripts/
// generate-images.ts); a name ending in -<width>.webp says so. The client builds its srcset from that name, so the
// answers of the API keep the spec's one `src` field. Pictures from anywhere else have no srcset.

/** The widths every /media/ picture is written in: a phone's grid card (about 170 CSS px at 1.75×) and a full width. */
export const mediaImageWidths = [320, 640] as const;
export type MediaImageWidth = (typeof mediaImageWidths)[number];

const sizedMediaName = /^(\/media\/[a-z0-9-]+\/[a-z0-9-]+)-(\d+)\.webp$/;

/** The /media/ path of a picture in one of its widths; `base` is the path without the width and extension. */
export function mediaImagePath(base: string, width: MediaImageWidth = 640): string {
  return `${base}-${width}.webp`;
}

/**
 * Layout widths a picture takes, for the browser to pick the file from srcset before layout; the server's preload of a
 * product page's picture names the same, so the browser reuses it instead of fetching another width.
 */
export const pictureSizes = {
  /** Half of the column (two-column product grid); the column is at most 640 px wide. */
  gridCard: '(min-width: 640px) 300px, 50vw',
  /** The whole column. */
  column: '(min-width: 640px) 608px, 100vw',
  /** A thumbnail in a list row (cart, checkout). */
  thumbnail: '72px',
} as const;

/** `srcset` of a picture we serve in every width, or undefined for any other address (it is then used as it is). */
export function mediaImageSrcSet(src: string): string | undefined {
  const match = sizedMediaName.exec(src);
  if (!match || !(mediaImageWidths as readonly number[]).includes(Number(match[2]))) return undefined;
  return mediaImageWidths.map((width) => `${mediaImagePath(match[1] as string, width)} ${width}w`).join(', ');
}

/**
 * The picture of a shop category's tile, found by its slug: every category of the catalogue has one, drawn with the
 * demo data (packages/db/media/categories), 8:5. The catalogue's answers carry no category picture (spec section 7),
 * so the client derives the path here instead of the API sending it (decision 0031).
 */
export function categoryImagePath(slug: string, width: MediaImageWidth = 640): string {
  return mediaImagePath(`/media/categories/${slug}`, width);
}

/** The box of a category picture at its widest (the client reserves it before the file arrives). */
export const categoryImageSize = { width: 640, height: 400 } as const;

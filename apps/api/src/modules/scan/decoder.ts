// Finds every QR code and barcode in a photo on the server: JPEG/PNG decoded in pure JS, codes read with ZXing.
// NOTE: @zxing/library (0.23, the web app's version) has no multiple-barcode reader, and its QR detector given several codes at once picks
// finder patterns of different codes and fails. So the photo is first cut into candidate regions (clusters of dark
// pixels surrounded by light space, as each printed code is by its quiet zone) and each region is read on its own;
// then the whole photo and overlapping tiles are read for what the regions missed. Every code read is blanked before
// reading on, so two packs with the same code are found twice (each printed code is one scan) and none is read twice.
import * as zxingModule from '@zxing/library';
import type { DecodeHintType as DecodeHint, MultiFormatReader as Reader, Result } from '@zxing/library';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { inflateSync } from 'node:zlib';
import { headerRefusal, maxImageMegapixels, pngHeader } from './image-header.ts';

// Node loads the library's CommonJS build, whose exports it cannot list statically from 0.23 on: the classes come from
// the module's default export there, and from the namespace where a bundler reads the ES build.
const zxing = (zxingModule as typeof zxingModule & { default?: typeof zxingModule }).default ?? zxingModule;
const { BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, Exception, RGBLuminanceSource } = zxing;

export type MultiscanImageMime = 'image/jpeg' | 'image/png';

/** The image bytes cannot be decoded: retrying cannot help, the upload fails with this reason. */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableImageError';
  }
}

/** What an uploaded photo is by its first bytes (the client's name and Content-Type are not trusted). */
export function detectMultiscanMime(bytes: Uint8Array): MultiscanImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

/** A grey image: one byte per pixel, 0 black to 255 white. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

const maxMegapixels = maxImageMegapixels;
/** The whole-image passes run on at most this many pixels per side (larger photos are shrunk by box averaging). */
const maxWorkingSide = 2400;

function toGrey(width: number, height: number, rgba: Uint8Array): GreyImage {
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; p < pixels.length; i += 4, p += 1) {
    const grey = ((rgba[i] ?? 0) * 299 + (rgba[i + 1] ?? 0) * 587 + (rgba[i + 2] ?? 0) * 114) / 1000;
    const alpha = rgba[i + 3] ?? 255;
    // Transparent pixels are shown on white, as a browser shows a PNG.
    pixels[p] = 255 - (alpha * (255 - grey)) / 255;
  }
  return { width, height, pixels };
}

export function decodeToGrey(bytes: Buffer, mime: MultiscanImageMime): GreyImage {
  try {
    if (mime === 'image/jpeg') {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: maxMegapixels,
        maxMemoryUsageInMB: 1024,
      });
      return toGrey(image.width, image.height, image.data);
    }
    // The header decides before anything is inflated; pngjs bounds a plain PNG's inflate by its size, but inflates an
    // interlaced one without a bound, so that one is first inflated here with the exact size as the limit.
    const header = pngHeader(bytes);
    const refusal = headerRefusal(header);
    if (refusal || !header?.inflatedBytes) throw new Error(`the image header refuses it: ${refusal ?? 'empty'}`);
    if (bytes[28] === 1) inflateSync(idatOf(bytes), { maxOutputLength: header.inflatedBytes });
    const image = PNG.sync.read(bytes);
    return toGrey(image.width, image.height, image.data);
  } catch (error) {
    // The decoder's own wording (e.g. pngjs stream errors) means nothing to the customer; it stays in the cause.
    throw new UnreadableImageError('The image cannot be decoded as a JPEG or PNG photo.', { cause: error });
  }
}

/** The concatenated IDAT data of a PNG (what is inflated), walking its chunks. */
function idatOf(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') parts.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  return Buffer.concat(parts);
}

/** Shrinks by an integer factor with box averaging (keeps module edges of codes sharp enough to read). */
export function shrink(image: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const pixels = new Uint8ClampedArray(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let total = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) total += image.pixels[row + dx] ?? 255;
      }
      pixels[y * width + x] = total / area;
    }
  }
  return { width, height, pixels };
}

function crop(image: GreyImage, left: number, top: number, width: number, height: number): GreyImage {
  const pixels = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1) {
    const from = (top + y) * image.width + left;
    pixels.set(image.pixels.subarray(from, from + width), y * width);
  }
  return { width, height, pixels };
}

/** TRY_HARDER scans every row and both orientations: thorough on a small region, too slow for every tile of a photo. */
function newReader(tryHarder: boolean): Reader {
  const reader = new MultiFormatReader();
  reader.setHints(new Map<DecodeHint, unknown>(tryHarder ? [[DecodeHintType.TRY_HARDER, true]] : []));
  return reader;
}

/** Cut-off between dark and light for the region search: the mean grey, kept within a sane band. */
function darkThreshold(image: GreyImage): number {
  let total = 0;
  for (const value of image.pixels) total += value;
  const mean = total / Math.max(1, image.pixels.length);
  return Math.min(200, Math.max(60, mean - 10));
}

/**
 * Candidate code regions: the image is seen as a grid of cells (dark when any pixel in it is dark), dark cells are
 * joined with their 8 neighbours, and each cluster's bounding box is a region. A code's quiet zone keeps it apart from
 * its neighbours; its own modules are close enough to join.
 */
export function candidateRegions(image: GreyImage): Box[] {
  const side = Math.max(image.width, image.height);
  // Two cell sizes: codes that are small in the photo, and larger ones whose modules a small cell would not join.
  // Smallest first, so each code is read (and blanked) alone before any region that holds several.
  const cells = [...new Set([Math.max(3, Math.round(side / 100)), Math.max(3, Math.round(side / 50))])];
  return cells
    .flatMap((cell) => regionsAtCell(image, cell))
    .sort((a, b) => (a.right - a.left) * (a.bottom - a.top) - (b.right - b.left) * (b.bottom - b.top));
}

function regionsAtCell(image: GreyImage, cell: number): Box[] {
  const columns = Math.ceil(image.width / cell);
  const rows = Math.ceil(image.height / cell);
  const threshold = darkThreshold(image);
  const dark = new Uint8Array(columns * rows);
  for (let y = 0; y < image.height; y += 1) {
    const rowOffset = Math.floor(y / cell) * columns;
    for (let x = 0; x < image.width; x += 1) {
      if ((image.pixels[y * image.width + x] ?? 255) < threshold) dark[rowOffset + Math.floor(x / cell)] = 1;
    }
  }
  const label = new Int32Array(columns * rows).fill(-1);
  const regions: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < dark.length; start += 1) {
    if (!dark[start] || label[start] !== -1) continue;
    let minX = columns;
    let minY = rows;
    let maxX = 0;
    let maxY = 0;
    label[start] = regions.length;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop() ?? 0;
      const cx = index % columns;
      const cy = Math.floor(index / columns);
      minX = Math.min(minX, cx);
      maxX = Math.max(maxX, cx);
      minY = Math.min(minY, cy);
      maxY = Math.max(maxY, cy);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const next = ny * columns + nx;
          if (dark[next] && label[next] === -1) {
            label[next] = regions.length;
            stack.push(next);
          }
        }
      }
    }
    const width = (maxX - minX + 1) * cell;
    const height = (maxY - minY + 1) * cell;
    // Too small to hold a code (21 modules of at least 1 px), or the whole photo (nothing to separate).
    if (width < 20 || height < 8 || (width >= image.width * 0.9 && height >= image.height * 0.9)) {
      regions.push({ left: 0, top: 0, right: 0, bottom: 0 });
      continue;
    }
    // Widened by a quiet zone's worth, so the reader sees the code's edge.
    const margin = Math.round(Math.max(width, height) * 0.15) + 2 * cell;
    regions.push({
      left: Math.max(0, minX * cell - margin),
      top: Math.max(0, minY * cell - margin),
      right: Math.min(image.width, (maxX + 1) * cell + margin),
      bottom: Math.min(image.height, (maxY + 1) * cell + margin),
    });
  }
  return regions.filter((box) => box.right > box.left && box.bottom > box.top);
}

function readOne(reader: Reader, image: GreyImage): Result | null {
  try {
    const source = new RGBLuminanceSource(image.pixels, image.width, image.height);
    return reader.decodeWithState(new BinaryBitmap(new HybridBinarizer(source)));
  } catch (error) {
    // ZXing's own exceptions (not found, checksum, format…) all mean "no readable code here".
    if (error instanceof Exception) return null;
    throw error;
  }
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The area of a found code, from its result points (QR: the finder pattern centres, which sit 3.5 modules inside the
 * corners; 1D: two points on one row), widened so that the whole symbol and its quiet zone are covered.
 */
function codeArea(result: Result, image: GreyImage): Box | null {
  const points = result.getResultPoints().filter((point): point is NonNullable<typeof point> => point != null);
  if (points.length === 0) return null;
  const xs = points.map((point) => point.getX());
  const ys = points.map((point) => point.getY());
  let left = Math.min(...xs);
  let right = Math.max(...xs);
  let top = Math.min(...ys);
  let bottom = Math.max(...ys);
  const span = Math.max(right - left, bottom - top, 8);
  // A barcode's points lie on one row: its bars reach up and down from it by an unknown height.
  const flat = bottom - top < span * 0.2;
  const marginX = span * 0.35 + 4;
  const marginY = flat ? span * 0.6 : span * 0.35 + 4;
  left = Math.max(0, Math.floor(left - marginX));
  right = Math.min(image.width, Math.ceil(right + marginX));
  top = Math.max(0, Math.floor(top - marginY));
  bottom = Math.min(image.height, Math.ceil(bottom + marginY));
  return right > left && bottom > top ? { left, top, right, bottom } : null;
}

function blank(image: GreyImage, box: Box): void {
  for (let y = box.top; y < box.bottom; y += 1) image.pixels.fill(255, y * image.width + box.left, y * image.width + box.right);
}

/** Most codes one photo may yield; beyond it the photo is not of packs. */
const maxCodesPerImage = 60;

/** Reads codes from `image` until none is left, blanking each one found; returns their texts in reading order. */
function readAll(reader: Reader, image: GreyImage, budget: { codes: number }): { text: string; box: Box }[] {
  const found: { text: string; box: Box }[] = [];
  // Nothing left to read: every code here was blanked already (saves the reader's slowest case, a failed search).
  if (image.pixels.every((value) => value === 255)) return found;
  while (budget.codes > 0) {
    const result = readOne(reader, image);
    if (!result) break;
    const box = codeArea(result, image);
    // A code whose area cannot be told cannot be blanked; stop rather than read it forever.
    if (!box) break;
    found.push({ text: result.getText(), box });
    blank(image, box);
    budget.codes -= 1;
  }
  return found;
}

function offsetBox(box: Box, left: number, top: number): Box {
  return { left: box.left + left, top: box.top + top, right: box.right + left, bottom: box.bottom + top };
}

/** Regions read one by one at most; a photo with more dark clusters than this is mostly texture. */
const maxRegions = 80;

function scaleBox(box: Box, factor: number, image: GreyImage): Box {
  return {
    left: Math.max(0, box.left * factor - factor),
    top: Math.max(0, box.top * factor - factor),
    right: Math.min(image.width, box.right * factor + factor),
    bottom: Math.min(image.height, box.bottom * factor + factor),
  };
}

/**
 * Every code in the photo, in the order found (a code printed twice is listed twice). Throws UnreadableImageError
 * when the bytes are not a decodable image.
 */
export function findCodesInImage(bytes: Buffer, mime: MultiscanImageMime): string[] {
  const image = decodeToGrey(bytes, mime);
  const thorough = newReader(true);
  const quick = newReader(false);
  const budget = { codes: maxCodesPerImage };
  const texts: string[] = [];

  // 1. Each candidate region on its own, at full resolution.
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxWorkingSide));
  const regionFactor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / 1200));
  const overview = shrink(image, regionFactor);
  const regions = candidateRegions(overview).slice(0, maxRegions);
  for (const small of regions) {
    if (budget.codes <= 0) return texts;
    const region = scaleBox(small, regionFactor, image);
    const piece = crop(image, region.left, region.top, region.right - region.left, region.bottom - region.top);
    for (const code of readAll(thorough, piece, budget)) {
      texts.push(code.text);
      blank(image, offsetBox(code.box, region.left, region.top));
    }
  }

  // 2. The whole photo (shrunk when large): codes the regions did not separate.
  const working = shrink(image, factor);
  for (const code of readAll(thorough, working, budget)) {
    texts.push(code.text);
    // With factor 1, `working` is `image` itself and the code is blanked already.
    if (factor > 1) blank(image, scaleBox(code.box, factor, image));
  }

  // 3. Overlapping tiles at full resolution: codes too small for the whole-image pass, or hidden by larger ones.
  for (const grid of [2, 3]) {
    const tileWidth = Math.ceil((image.width * 2) / (grid + 1));
    const tileHeight = Math.ceil((image.height * 2) / (grid + 1));
    if (tileWidth < 64 || tileHeight < 64) continue;
    const stepX = Math.max(1, Math.floor((image.width - tileWidth) / Math.max(1, grid - 1)));
    const stepY = Math.max(1, Math.floor((image.height - tileHeight) / Math.max(1, grid - 1)));
    for (let row = 0; row < grid; row += 1) {
      for (let column = 0; column < grid; column += 1) {
        if (budget.codes <= 0) return texts;
        const left = Math.min(column * stepX, image.width - tileWidth);
        const top = Math.min(row * stepY, image.height - tileHeight);
        const tile = crop(image, left, top, tileWidth, tileHeight);
        for (const code of readAll(quick, tile, budget)) {
          texts.push(code.text);
          // Blank it in the photo too, so the next (overlapping) tiles do not read it again.
          blank(image, offsetBox(code.box, left, top));
        }
      }
    }
  }
  return texts;
}

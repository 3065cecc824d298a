// Generates the PWA icons (public/icons/*.png) with a tiny PNG encoder: no image tools, no downloads.
// Run: node apps/web/scripts/generate-icons.mjs   (the output is committed)
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const background = [0x16, 0x13, 0x1f];
const ring = [0xff, 0x7a, 0x1a];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** RGBA PNG from a pixel function returning [r, g, b, a]. */
function encodePng(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      raw.set([r, g, b, a], row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (from, to, t) => from.map((value, index) => Math.round(value + (to[index] - value) * t));

/**
 * A ring on the app's dark background. `ringScale` shrinks the mark for the maskable icon, whose outer 20 %
 * may be cut by the launcher's mask; `rounded` gives the plain icons their rounded corners.
 */
function icon(size, { ringScale, rounded }) {
  const centre = size / 2;
  const outer = size * 0.3 * ringScale;
  const inner = size * 0.18 * ringScale;
  const corner = rounded ? size * 0.2 : 0;
  return encodePng(size, (x, y) => {
    if (corner > 0) {
      const dx = Math.max(corner - x, 0, x - (size - corner));
      const dy = Math.max(corner - y, 0, y - (size - corner));
      const outside = Math.hypot(dx, dy) - corner;
      if (outside > 0.5) return [0, 0, 0, 0];
    }
    const distance = Math.hypot(x - centre, y - centre);
    // One pixel of linear blend at each edge keeps the ring smooth without supersampling.
    const inRing = Math.min(Math.max(outer - distance + 0.5, 0), 1) * Math.min(Math.max(distance - inner + 0.5, 0), 1);
    return [...mix(background, ring, inRing), 255];
  });
}

mkdirSync(outDir, { recursive: true });
const icons = {
  'icon-192.png': icon(192, { ringScale: 1, rounded: true }),
  'icon-512.png': icon(512, { ringScale: 1, rounded: true }),
  'icon-maskable-512.png': icon(512, { ringScale: 0.8, rounded: false }),
};
for (const [name, png] of Object.entries(icons)) {
  writeFileSync(`${outDir}${name}`, png);
  console.log(`${name}: ${png.length} bytes`);
}

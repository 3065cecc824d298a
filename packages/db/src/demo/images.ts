// Draws the demo product and news pictures as small deterministic SVGs, so the repository ships its own images.
import type { Brand } from '@loyalty/contracts/brand';
import type { DemoProduct, ProductImageKind } from './catalog.ts';
import type { DemoNews } from './news.ts';

interface BrandPalette {
  background: string;
  surface: string;
  primary: string;
  text: string;
  wordmark: string;
}

const palettes: Record<Brand, BrandPalette> = {
  glo: { background: '#FFF4EC', surface: '#1E1E1E', primary: '#FF5A00', text: '#1E1E1E', wordmark: 'glo™' },
  ogo: { background: '#F3F0FF', surface: '#2A1B5C', primary: '#7B4DFF', text: '#1B1238', wordmark: 'ogo' },
};

/** Flavour accents; a product gets one by a hash of its handle so that neighbours differ but files never change. */
const accents = ['#00A3E0', '#E4003A', '#F2A900', '#00B08B', '#8E44AD', '#FF7F50', '#2E86DE', '#C0392B'];

const size = 600;

function hashOf(text: string): number {
  // FNV-1a: stable across runs and platforms, which is all this needs.
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Greedy word wrap; a word longer than the line stays whole, and the text ends in "…" past `maxLines`. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function caption(lines: string[], y: number, colour: string, fontSize: number): string {
  return lines
    .map(
      (line, index) =>
        `<text x="300" y="${y + index * (fontSize + 8)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function shape(kind: ProductImageKind, palette: BrandPalette, accent: string): string {
  switch (kind) {
    case 'pack':
      return [
        `<rect x="200" y="70" width="200" height="290" rx="14" fill="${palette.surface}"/>`,
        `<rect x="200" y="70" width="200" height="70" rx="14" fill="${accent}"/>`,
        `<rect x="200" y="120" width="200" height="20" fill="${accent}"/>`,
        `<circle cx="300" cy="240" r="46" fill="none" stroke="${accent}" stroke-width="10"/>`,
        `<text x="300" y="335" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="28" fill="#FFFFFF">${escapeXml(palette.wordmark)}</text>`,
      ].join('');
    case 'block':
      return [
        `<rect x="110" y="120" width="380" height="220" rx="14" fill="${palette.surface}"/>`,
        ...Array.from({ length: 9 }, (_, index) => {
          const x = 110 + (index + 1) * 38;
          return `<line x1="${x}" y1="130" x2="${x}" y2="330" stroke="${accent}" stroke-opacity="0.55" stroke-width="3"/>`;
        }),
        `<rect x="110" y="200" width="380" height="56" fill="${accent}"/>`,
        `<text x="300" y="238" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#FFFFFF">10 × 20</text>`,
      ].join('');
    case 'device':
      return [
        `<rect x="235" y="50" width="130" height="320" rx="44" fill="${palette.surface}"/>`,
        `<rect x="255" y="70" width="90" height="34" rx="17" fill="${accent}"/>`,
        `<circle cx="300" cy="230" r="18" fill="${accent}"/>`,
        `<rect x="285" y="320" width="30" height="8" rx="4" fill="#FFFFFF" fill-opacity="0.6"/>`,
      ].join('');
    case 'pouch-tin':
      return [
        `<circle cx="300" cy="215" r="150" fill="${palette.surface}"/>`,
        `<circle cx="300" cy="215" r="126" fill="${accent}"/>`,
        `<circle cx="300" cy="215" r="90" fill="none" stroke="#FFFFFF" stroke-width="6"/>`,
        `<text x="300" y="232" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#FFFFFF">velo</text>`,
      ].join('');
    case 'merch':
      return [
        `<path d="M215 80 L170 100 L110 160 L160 210 L195 180 L195 360 L405 360 L405 180 L440 210 L490 160 L430 100 L385 80 Q300 130 215 80 Z" fill="${palette.surface}"/>`,
        `<circle cx="300" cy="230" r="40" fill="${accent}"/>`,
        `<text x="300" y="242" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#FFFFFF">${escapeXml(palette.wordmark)}</text>`,
      ].join('');
  }
}

function document(body: string, title: string, background: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

export function renderProductImage(brand: Brand, product: DemoProduct): string {
  const palette = palettes[brand];
  const accent = accents[hashOf(product.handle) % accents.length] ?? palette.primary;
  const body = [
    shape(product.imageKind, palette, accent),
    `<rect x="40" y="400" width="520" height="4" rx="2" fill="${palette.primary}"/>`,
    caption(wrapWords(product.title, 26, 3), 455, palette.text, 30),
  ].join('\n');
  return document(body, product.title, palette.background);
}

export function renderNewsImage(brand: Brand, article: DemoNews): string {
  const palette = palettes[brand];
  const accent = accents[hashOf(article.slug) % accents.length] ?? palette.primary;
  const body = [
    `<rect width="${size}" height="${size}" fill="${palette.surface}"/>`,
    `<circle cx="520" cy="80" r="130" fill="${accent}" fill-opacity="0.85"/>`,
    `<circle cx="110" cy="520" r="120" fill="${palette.primary}" fill-opacity="0.9"/>`,
    `<text x="60" y="110" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#FFFFFF">${escapeXml(palette.wordmark)}</text>`,
    caption(wrapWords(article.title, 22, 4), 290, '#FFFFFF', 36),
  ].join('\n');
  return document(body, article.title, palette.surface);
}

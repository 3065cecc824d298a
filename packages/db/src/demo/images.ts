// Draws the demo pictures as small deterministic SVGs, so the repository ships its own images: flat illustrations of
// each product as its variant looks (a device's colour, a flavour's pack, a block of a pack), the category tiles'
// pictures, and the news covers. Product and category drawings carry no text; news covers keep a headline.
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
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
  // ogo's deep green and its dark text colour (the app's tokens); the purple of before was no colour of the brand.
  ogo: { background: '#EAF3EE', surface: '#10231B', primary: '#00774F', text: '#10231B', wordmark: 'ogo' },
};

/** The light stage every product stands on, and the brand's colour of the disc behind it. */
const stages: Record<Brand, { background: string; disc: string; accent: string }> = {
  glo: { background: '#F6EFE9', disc: '#FFD9BF', accent: '#FF5A00' },
  ogo: { background: '#EAF3EE', disc: '#CFE6DA', accent: '#00774F' },
};

/** Flavour accents of the news covers; one by a hash of the slug so that neighbours differ but files never change. */
const accents = ['#00A3E0', '#E4003A', '#F2A900', '#00B08B', '#8E44AD', '#FF7F50', '#2E86DE', '#C0392B'];

const size = 600;
/** Category pictures are 8:5, for the tiles' wide boxes. */
export const categoryImageRatio = { width: 8, height: 5 } as const;
export const categoryDrawingWidth = 960;
const categoryWidth = categoryDrawingWidth;
const categoryHeight = (categoryWidth * categoryImageRatio.height) / categoryImageRatio.width;

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

// --- Colour arithmetic for flat shading -------------------------------------------------------------------------------

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: string, to: string, amount: number): string {
  const [a, b] = [channels(from), channels(to)];
  const mixed = a.map((channel, index) => Math.round(channel + ((b[index] ?? 0) - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

const darker = (colour: string, amount: number) => mix(colour, '#000000', amount);
const lighter = (colour: string, amount: number) => mix(colour, '#FFFFFF', amount);
/** Dark colours get lighter details and light ones darker, so a white device still shows its button. */
const isDark = (colour: string) => channels(colour).reduce((sum, channel) => sum + channel, 0) < 3 * 110;
const shade = (colour: string, amount: number) => (isDark(colour) ? lighter(colour, amount) : darker(colour, amount));

const metal = '#C9CDD2';
const paper = '#FAFAF7';

// --- The drawings, each in a 600 × 600 box standing on the floor at y ≈ 500 -------------------------------------------

interface Look {
  colour: string;
  /** The brand's colour for small marks (an LED ring, a chest logo). */
  accent: string;
  /** The product, for the few models drawn a little differently (a pro's screen, a slim body). */
  handle: string;
  /** 0 to 3 for S to XL; garments show their size as a row of marks. */
  sizeIndex?: number;
}

function floorShadow(width: number, cx = 300, cy = 500): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${width}" ry="18" fill="#000000" fill-opacity="0.12"/>`;
}

/** A tall pack of heated sticks with the flavour's colour in a wave over its lower half and the capsule mark. */
function stickPack({ colour }: Look): string {
  return [
    floorShadow(120),
    `<polygon points="220,150 250,132 412,132 382,150" fill="#E4E1DA"/>`,
    `<polygon points="382,150 412,132 412,474 382,492" fill="#DAD6CE"/>`,
    `<polygon points="382,300 412,282 412,474 382,492" fill="${darker(colour, 0.28)}"/>`,
    `<rect x="220" y="150" width="162" height="342" rx="10" fill="${colour}"/>`,
    `<path d="M220 162 Q220 150 232 150 L370 150 Q382 150 382 162 L382 292 C342 322 262 256 220 304 Z" fill="${paper}"/>`,
    `<line x1="222" y1="192" x2="380" y2="192" stroke="#D9D5CC" stroke-width="3"/>`,
    `<rect x="252" y="222" width="98" height="12" rx="6" fill="${colour}"/>`,
    `<circle cx="301" cy="400" r="36" fill="${paper}" fill-opacity="0.92"/>`,
    `<circle cx="301" cy="400" r="16" fill="${darker(colour, 0.2)}"/>`,
  ].join('');
}

/** A carton in three-quarter view: its top shows the ten packs' edges, its front the brand's band and mark. */
function carton(colour: string, body: string, band: string, mark: string): string {
  const dividers = Array.from({ length: 4 }, (_, index) => {
    const x = 120 + 66 * (index + 1);
    return `<line x1="${x}" y1="262" x2="${x + 60}" y2="212" stroke="${darker(body, 0.18)}" stroke-width="3"/>`;
  });
  return [
    floorShadow(210, 310),
    `<polygon points="120,262 180,212 510,212 450,262" fill="${darker(body, 0.08)}"/>`,
    ...dividers,
    `<polygon points="450,262 510,212 510,422 450,472" fill="${darker(colour, 0.3)}"/>`,
    `<rect x="120" y="262" width="330" height="210" rx="6" fill="${body}"/>`,
    `<path d="M120 360 C220 330 330 392 450 350 L450 466 Q450 472 444 472 L126 472 Q120 472 120 466 Z" fill="${band}"/>`,
    mark,
  ].join('');
}

function stickBlock({ colour }: Look): string {
  return carton(
    colour,
    paper,
    colour,
    `<circle cx="395" cy="305" r="24" fill="${colour}"/><circle cx="395" cy="305" r="10" fill="${paper}"/>`,
  );
}

/** A heated-tobacco device: rounded body in the variant's colour, its chamber cap, button with the LED ring. */
function device({ colour, accent, handle }: Look): string {
  const slim = handle.includes('slim');
  const [x, width, radius] = slim ? [245, 110, 44] : [230, 140, 58];
  const detail = shade(colour, 0.22);
  const parts = [
    floorShadow(slim ? 80 : 100),
    `<rect x="${x}" y="110" width="${width}" height="380" rx="${radius}" fill="${colour}"/>`,
    `<rect x="${x + 14}" y="150" width="${width - 28}" height="300" rx="${radius - 14}" fill="${detail}" fill-opacity="0.45"/>`,
    `<rect x="${x + 18}" y="132" width="10" height="330" rx="5" fill="#FFFFFF" fill-opacity="0.22"/>`,
    `<ellipse cx="300" cy="142" rx="${width / 2 - 22}" ry="14" fill="${darker(colour, 0.35)}"/>`,
    `<circle cx="300" cy="142" r="9" fill="#111111"/>`,
    `<circle cx="300" cy="292" r="27" fill="none" stroke="${accent}" stroke-width="5"/>`,
    `<circle cx="300" cy="292" r="18" fill="${shade(colour, 0.3)}"/>`,
    `<rect x="286" y="474" width="28" height="8" rx="4" fill="${darker(colour, 0.5)}"/>`,
  ];
  if (handle.includes('hyper-pro')) {
    parts.push(
      `<rect x="268" y="358" width="64" height="40" rx="9" fill="#111111"/>`,
      `<rect x="278" y="370" width="34" height="7" rx="3.5" fill="${accent}"/>`,
      `<rect x="278" y="382" width="20" height="7" rx="3.5" fill="#FFFFFF" fill-opacity="0.7"/>`,
    );
  }
  return parts.join('');
}

/** An exchangeable side panel, tilted in front of the device it snaps onto. */
function sidePanel({ colour }: Look): string {
  return [
    floorShadow(150),
    `<rect x="310" y="120" width="130" height="370" rx="54" fill="#3A3A40"/>`,
    `<ellipse cx="375" cy="150" rx="42" ry="12" fill="#222226"/>`,
    `<g transform="rotate(-10 260 300)">`,
    `<rect x="195" y="120" width="130" height="370" rx="54" fill="${colour}"/>`,
    `<rect x="211" y="150" width="98" height="310" rx="42" fill="${shade(colour, 0.18)}" fill-opacity="0.5"/>`,
    `<rect x="185" y="210" width="14" height="40" rx="5" fill="${darker(colour, 0.35)}"/>`,
    `<rect x="185" y="360" width="14" height="40" rx="5" fill="${darker(colour, 0.35)}"/>`,
    `<rect x="215" y="140" width="10" height="320" rx="5" fill="#FFFFFF" fill-opacity="0.25"/>`,
    `</g>`,
  ].join('');
}

/** A round tin of nicotine pouches in the flavour's colour, with one pouch lying in front. */
function pouchTin({ colour }: Look): string {
  const side = darker(colour, 0.3);
  return [
    floorShadow(190),
    `<ellipse cx="300" cy="360" rx="175" ry="62" fill="${side}"/>`,
    `<rect x="125" y="290" width="350" height="70" fill="${side}"/>`,
    `<rect x="125" y="318" width="350" height="14" fill="#FFFFFF" fill-opacity="0.35"/>`,
    `<ellipse cx="300" cy="290" rx="175" ry="62" fill="${colour}"/>`,
    `<ellipse cx="300" cy="290" rx="134" ry="46" fill="none" stroke="#FFFFFF" stroke-width="7"/>`,
    `<ellipse cx="300" cy="290" rx="62" ry="21" fill="#FFFFFF" fill-opacity="0.9"/>`,
    `<ellipse cx="300" cy="290" rx="26" ry="9" fill="${colour}"/>`,
    `<g transform="rotate(-8 450 440)"><rect x="395" y="418" width="118" height="48" rx="22" fill="${paper}" stroke="#DDDAD2" stroke-width="3"/></g>`,
  ].join('');
}

/** A USB-C plug: its housing in the cable's colour with the brand's ring and the metal tip, pointing up from (x, y). */
function plug(x: number, y: number, colour: string, accent: string, rotation: number): string {
  return [
    `<g transform="rotate(${rotation} ${x} ${y})">`,
    `<rect x="${x - 13}" y="${y - 96}" width="26" height="34" rx="7" fill="${metal}"/>`,
    `<rect x="${x - 7}" y="${y - 90}" width="14" height="6" rx="3" fill="#8A8F96"/>`,
    `<rect x="${x - 24}" y="${y - 66}" width="48" height="72" rx="12" fill="${colour}"/>`,
    `<rect x="${x - 24}" y="${y - 52}" width="48" height="6" fill="${accent}"/>`,
    `</g>`,
  ].join('');
}

/** A coiled cable with a USB-C plug at each end. */
function cable({ colour, accent }: Look): string {
  const stroke = `fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round"`;
  return [
    floorShadow(190),
    `<ellipse cx="300" cy="340" rx="160" ry="92" ${stroke}/>`,
    `<ellipse cx="310" cy="330" rx="136" ry="78" ${stroke} stroke-opacity="0.85"/>`,
    `<ellipse cx="292" cy="350" rx="112" ry="64" ${stroke} stroke-opacity="0.7"/>`,
    `<path d="M150 372 C120 420 150 460 190 468" ${stroke}/>`,
    `<path d="M448 300 C480 250 470 200 440 170" ${stroke}/>`,
    plug(190, 468, colour, accent, 100),
    plug(440, 170, colour, accent, -20),
  ].join('');
}

/** A car charger: the body with its USB-C port and LED ring, the contact tip and its side springs. */
function carCharger({ colour, accent }: Look): string {
  return [
    floorShadow(90),
    `<rect x="266" y="420" width="68" height="62" rx="10" fill="${metal}"/>`,
    `<rect x="256" y="432" width="10" height="28" rx="4" fill="#A9AEB4"/>`,
    `<rect x="334" y="432" width="10" height="28" rx="4" fill="#A9AEB4"/>`,
    `<circle cx="300" cy="486" r="12" fill="#8A8F96"/>`,
    `<rect x="240" y="170" width="120" height="262" rx="24" fill="${colour}"/>`,
    `<rect x="254" y="190" width="10" height="220" rx="5" fill="#FFFFFF" fill-opacity="0.2"/>`,
    `<ellipse cx="300" cy="172" rx="60" ry="20" fill="${shade(colour, 0.25)}"/>`,
    `<ellipse cx="300" cy="172" rx="60" ry="20" fill="none" stroke="${accent}" stroke-width="5"/>`,
    `<rect x="282" y="166" width="36" height="12" rx="6" fill="#111111"/>`,
  ].join('');
}

/** A folio case opened: the shell the device sits in, the hinge, and the flap with its stitching and clasp. */
function deviceCase({ colour }: Look): string {
  return [
    floorShadow(180),
    `<rect x="312" y="118" width="150" height="372" rx="58" fill="${colour}"/>`,
    `<rect x="330" y="140" width="114" height="328" rx="46" fill="${darker(colour, 0.3)}"/>`,
    `<circle cx="387" cy="290" r="16" fill="${shade(colour, 0.3)}"/>`,
    `<rect x="292" y="150" width="24" height="310" rx="8" fill="${darker(colour, 0.2)}"/>`,
    `<rect x="140" y="128" width="156" height="352" rx="32" fill="${colour}"/>`,
    `<rect x="156" y="144" width="124" height="320" rx="22" fill="none" stroke="${lighter(colour, 0.35)}" stroke-width="3" stroke-dasharray="10 8"/>`,
    `<rect x="126" y="270" width="34" height="56" rx="12" fill="${darker(colour, 0.3)}"/>`,
  ].join('');
}

/** Cleaning brushes fanned out: handles in the brand's colour, pale bristles. */
function brushes({ colour }: Look): string {
  const brush = (angle: number, handle: string) =>
    [
      `<g transform="rotate(${angle} 300 490)">`,
      `<rect x="293" y="190" width="14" height="300" rx="7" fill="${handle}"/>`,
      `<rect x="284" y="96" width="32" height="104" rx="14" fill="#F4F1EA" stroke="#D7D2C8" stroke-width="3"/>`,
      ...Array.from(
        { length: 8 },
        (_, index) =>
          `<line x1="286" y1="${108 + index * 11}" x2="314" y2="${108 + index * 11}" stroke="#CFC9BD" stroke-width="3"/>`,
      ),
      `</g>`,
    ].join('');
  return [
    floorShadow(120),
    brush(-26, darker(colour, 0.2)),
    brush(-9, colour),
    brush(9, darker(colour, 0.2)),
    brush(26, colour),
  ].join('');
}

/** An open flip-top cigarette pack in the brand's colour with its emblem (a ring and a band, no lettering). */
function cigarettePack({ colour }: Look): string {
  const emblem = isDark(colour) && channels(colour).every((channel) => channel < 60) ? '#C9A227' : '#FFFFFF';
  const filters = [238, 274, 310, 346].map(
    (x) =>
      `<rect x="${x}" y="128" width="32" height="80" rx="6" fill="#D89B5B"/><circle cx="${x + 10}" cy="146" r="3" fill="#B87A3E"/><circle cx="${x + 22}" cy="166" r="3" fill="#B87A3E"/>`,
  );
  return [
    floorShadow(125),
    `<polygon points="222,170 242,96 410,96 390,170" fill="${lighter(colour, 0.25)}"/>`,
    ...filters,
    `<rect x="216" y="178" width="174" height="34" fill="#D8D9DC"/>`,
    `<polygon points="390,190 416,178 416,478 390,492" fill="${darker(colour, 0.28)}"/>`,
    `<rect x="216" y="196" width="174" height="296" rx="8" fill="${colour}"/>`,
    `<rect x="216" y="196" width="174" height="40" fill="${lighter(colour, 0.18)}"/>`,
    `<circle cx="303" cy="330" r="42" fill="none" stroke="${emblem}" stroke-width="8"/>`,
    `<path d="M283 330 L300 312 L323 340" fill="none" stroke="${emblem}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="216" y="410" width="174" height="26" fill="${emblem}" fill-opacity="0.85"/>`,
  ].join('');
}

function cigaretteBlock({ colour }: Look): string {
  const emblem = isDark(colour) && channels(colour).every((channel) => channel < 60) ? '#C9A227' : '#FFFFFF';
  return carton(
    colour,
    colour,
    darker(colour, 0.18),
    `<circle cx="285" cy="330" r="34" fill="none" stroke="${emblem}" stroke-width="7"/><rect x="120" y="420" width="330" height="20" fill="${emblem}" fill-opacity="0.85"/>`,
  );
}

/** S, M, L, XL as four marks under a garment, the chosen one filled and larger. */
function sizeMarks(sizeIndex: number | undefined, accent: string): string {
  if (sizeIndex === undefined) return '';
  return [0, 1, 2, 3]
    .map((index) =>
      index === sizeIndex
        ? `<circle cx="${246 + index * 36}" cy="552" r="12" fill="${accent}"/>`
        : `<circle cx="${246 + index * 36}" cy="552" r="8" fill="none" stroke="${accent}" stroke-width="3"/>`,
    )
    .join('');
}

function tShirt({ colour, accent, sizeIndex }: Look): string {
  const seam = shade(colour, 0.18);
  return [
    floorShadow(150, 300, 505),
    `<path d="M222 96 L150 124 L96 200 L160 250 L198 214 L198 486 L402 486 L402 214 L440 250 L504 200 L450 124 L378 96 Q300 150 222 96 Z" fill="${colour}"/>`,
    `<path d="M222 96 Q300 150 378 96 Q300 124 222 96 Z" fill="${seam}"/>`,
    `<path d="M198 214 L198 250 M402 214 L402 250" stroke="${seam}" stroke-width="4"/>`,
    `<circle cx="350" cy="210" r="20" fill="${accent}"/>`,
    sizeMarks(sizeIndex, accent),
  ].join('');
}

function hoodie({ colour, accent, sizeIndex }: Look): string {
  const seam = shade(colour, 0.2);
  return [
    floorShadow(160, 300, 505),
    `<path d="M236 120 Q236 60 300 56 Q364 60 364 120 Z" fill="${darker(colour, 0.1)}"/>`,
    `<path d="M228 112 L158 138 Q120 160 112 220 L96 440 L150 446 L188 250 L196 486 L404 486 L412 250 L450 446 L504 440 L488 220 Q480 160 442 138 L372 112 Q300 170 228 112 Z" fill="${colour}"/>`,
    `<path d="M246 118 Q300 178 354 118 Q300 150 246 118 Z" fill="${seam}"/>`,
    `<path d="M282 150 L276 232 M318 150 L324 232" stroke="${lighter(colour, 0.75)}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M228 370 L372 370 L392 446 L208 446 Z" fill="none" stroke="${seam}" stroke-width="5"/>`,
    `<circle cx="350" cy="262" r="16" fill="${accent}"/>`,
    sizeMarks(sizeIndex, accent),
  ].join('');
}

function cap({ colour }: Look): string {
  const seam = shade(colour, 0.22);
  return [
    floorShadow(200, 320),
    `<path d="M150 372 Q300 340 470 360 L540 388 Q470 420 300 410 Q200 404 150 384 Z" fill="${darker(colour, 0.25)}"/>`,
    `<path d="M176 372 Q170 200 330 190 Q476 196 474 366 Q320 344 176 372 Z" fill="${colour}"/>`,
    `<path d="M330 192 Q280 260 290 362 M330 192 Q410 250 420 360" fill="none" stroke="${seam}" stroke-width="4"/>`,
    `<circle cx="330" cy="192" r="11" fill="${seam}"/>`,
    `<circle cx="238" cy="300" r="24" fill="#FFFFFF"/>`,
    `<circle cx="238" cy="300" r="11" fill="${colour}"/>`,
  ].join('');
}

function tote({ colour, accent }: Look): string {
  const strap = darker(colour, 0.22);
  return [
    floorShadow(150),
    `<path d="M232 250 Q232 116 300 116 Q368 116 368 250" fill="none" stroke="${strap}" stroke-width="16"/>`,
    `<path d="M196 240 L404 240 L430 494 L170 494 Z" fill="${colour}"/>`,
    `<path d="M200 264 L400 264" stroke="${strap}" stroke-width="3" stroke-dasharray="9 7"/>`,
    `<path d="M252 250 Q252 146 300 146 Q348 146 348 250" fill="none" stroke="${strap}" stroke-width="16"/>`,
    `<circle cx="300" cy="378" r="42" fill="${accent}"/>`,
    `<circle cx="300" cy="378" r="18" fill="${colour}"/>`,
  ].join('');
}

function mug({ colour, accent }: Look): string {
  return [
    floorShadow(90),
    `<rect x="236" y="172" width="128" height="316" rx="22" fill="${colour}"/>`,
    `<rect x="250" y="190" width="12" height="280" rx="6" fill="#FFFFFF" fill-opacity="0.22"/>`,
    `<rect x="236" y="392" width="128" height="18" fill="${accent}"/>`,
    `<rect x="226" y="128" width="148" height="56" rx="16" fill="#2B2B30"/>`,
    `<rect x="262" y="140" width="52" height="11" rx="5.5" fill="#111111"/>`,
    `<circle cx="300" cy="290" r="22" fill="${shade(colour, 0.3)}"/>`,
  ].join('');
}

function lighterDrawing({ colour, accent }: Look): string {
  const holes = [0, 1, 2].flatMap((row) =>
    [0, 1, 2, 3].map((column) => `<circle cx="${268 + column * 22}" cy="${190 + row * 16}" r="4.5" fill="#8A8F96"/>`),
  );
  return [
    floorShadow(80),
    `<path d="M292 150 C262 116 282 84 300 60 C306 92 334 104 318 142 Z" fill="#FF9F1C"/>`,
    `<path d="M298 146 C286 128 294 110 302 98 C306 116 318 124 310 144 Z" fill="#FFD166"/>`,
    `<circle cx="340" cy="160" r="20" fill="#8A8F96"/>`,
    `<circle cx="340" cy="160" r="12" fill="none" stroke="#6A6F76" stroke-width="4" stroke-dasharray="4 4"/>`,
    `<rect x="250" y="170" width="100" height="62" rx="6" fill="${metal}"/>`,
    ...holes,
    `<rect x="246" y="228" width="108" height="258" rx="18" fill="${colour}"/>`,
    `<rect x="260" y="244" width="10" height="224" rx="5" fill="#FFFFFF" fill-opacity="0.2"/>`,
    `<circle cx="300" cy="360" r="18" fill="${accent}"/>`,
  ].join('');
}

/** A small metal case for used pouches, its lid open and a pouch inside. */
function pocketCase({ colour }: Look): string {
  return [
    floorShadow(150),
    `<g transform="rotate(-16 190 300)"><rect x="176" y="168" width="250" height="126" rx="34" fill="${lighter(colour, 0.2)}"/><rect x="196" y="186" width="210" height="92" rx="24" fill="${darker(colour, 0.12)}"/></g>`,
    `<rect x="176" y="296" width="250" height="170" rx="34" fill="${darker(colour, 0.12)}"/>`,
    `<rect x="176" y="296" width="250" height="140" rx="34" fill="${colour}"/>`,
    `<rect x="198" y="304" width="206" height="48" rx="20" fill="${darker(colour, 0.35)}"/>`,
    `<rect x="232" y="298" width="92" height="32" rx="15" fill="${paper}"/>`,
    `<rect x="196" y="372" width="10" height="50" rx="5" fill="#FFFFFF" fill-opacity="0.35"/>`,
  ].join('');
}

const drawings: Record<ProductImageKind, (look: Look) => string> = {
  'stick-pack': stickPack,
  'stick-block': stickBlock,
  device,
  'side-panel': sidePanel,
  'pouch-tin': pouchTin,
  cable,
  'car-charger': carCharger,
  case: deviceCase,
  brushes,
  'cigarette-pack': cigarettePack,
  'cigarette-block': cigaretteBlock,
  't-shirt': tShirt,
  hoodie,
  cap,
  tote,
  mug,
  lighter: lighterDrawing,
  'pocket-case': pocketCase,
};

/** A gift box with a bow and sparkles: the categories of goods bought with XP. */
function gift(accent: string): string {
  const sparkle = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r} L${x + r * 0.28} ${y - r * 0.28} L${x + r} ${y} L${x + r * 0.28} ${y + r * 0.28} L${x} ${y + r} L${x - r * 0.28} ${y + r * 0.28} L${x - r} ${y} L${x - r * 0.28} ${y - r * 0.28} Z" fill="${accent}"/>`;
  return [
    floorShadow(150),
    `<rect x="180" y="290" width="240" height="200" rx="8" fill="${accent}"/>`,
    `<rect x="164" y="244" width="272" height="62" rx="10" fill="${darker(accent, 0.18)}"/>`,
    `<rect x="284" y="244" width="32" height="246" fill="#FFFFFF" fill-opacity="0.92"/>`,
    `<ellipse cx="262" cy="222" rx="44" ry="26" transform="rotate(-24 262 222)" fill="none" stroke="#FFFFFF" stroke-width="14"/>`,
    `<ellipse cx="338" cy="222" rx="44" ry="26" transform="rotate(24 338 222)" fill="none" stroke="#FFFFFF" stroke-width="14"/>`,
    `<circle cx="300" cy="238" r="16" fill="#FFFFFF"/>`,
    sparkle(120, 170, 30),
    sparkle(480, 140, 22),
    sparkle(470, 330, 16),
  ].join('');
}

function document(body: string, title: string, background: string, kind: string, width = size, height = size): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" data-kind="${kind}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

const garmentSizes = ['S', 'M', 'L', 'XL'];

/** What the picture of a product's variant shows: its own kind if it has one (a block), else the product's. */
export function variantImageKind(product: DemoProduct, position: number): ProductImageKind {
  return product.variants[position]?.imageKind ?? product.imageKind;
}

/** The picture of a product as its variant at `position` looks (0, the first variant, is the product's picture). */
export function renderProductImage(brand: Brand, product: DemoProduct, position = 0): string {
  const stage = stages[brand];
  const variant = product.variants[position];
  if (!variant) throw new RangeError(`${product.handle} has no variant ${position}`);
  const kind = variantImageKind(product, position);
  const sizeIndex = garmentSizes.indexOf(variant.title);
  const look: Look = {
    colour: variant.colour ?? product.colour,
    accent: stage.accent,
    handle: product.handle,
    ...(sizeIndex >= 0 ? { sizeIndex } : {}),
  };
  const body = [`<circle cx="300" cy="300" r="230" fill="${stage.disc}"/>`, drawings[kind](look)].join('\n');
  return document(body, `${product.title}: ${variant.title}`, stage.background, kind);
}

interface CategoryScene {
  brand: Brand;
  /** Up to three drawings side by side, the middle one in front and largest. */
  items: { draw: (look: Look) => string; colour: string; handle?: string }[];
}

const gloAccent = stages.glo.accent;
const ogoAccent = stages.ogo.accent;
const giftOf = (accent: string) => () => gift(accent);

const categoryScenes: Record<CategorySlug, CategoryScene> = {
  sticks: {
    brand: 'glo',
    items: [
      { draw: stickPack, colour: '#F28C28' },
      { draw: stickPack, colour: '#1FA58F' },
      { draw: stickPack, colour: '#C8102E' },
    ],
  },
  devices: {
    brand: 'glo',
    items: [
      { draw: device, colour: '#1F4E9C', handle: 'hyper-x2' },
      { draw: device, colour: '#26262B', handle: 'hyper-pro' },
      { draw: device, colour: '#D39A86', handle: 'hyper-x2-air' },
    ],
  },
  bonus: {
    brand: 'glo',
    items: [
      { draw: stickPack, colour: '#1FA58F' },
      { draw: giftOf(gloAccent), colour: gloAccent },
      { draw: cable, colour: '#2B2B30' },
    ],
  },
  accessories: {
    brand: 'glo',
    items: [
      { draw: deviceCase, colour: '#7A4A2A' },
      { draw: cable, colour: '#2B2B30' },
    ],
  },
  popular: {
    brand: 'glo',
    items: [
      { draw: stickPack, colour: '#3FA9E0' },
      { draw: device, colour: '#26262B', handle: 'hyper-pro' },
      { draw: deviceCase, colour: '#222226' },
    ],
  },
  'ogo-cigs': {
    brand: 'ogo',
    items: [
      { draw: cigarettePack, colour: '#1D3F8F' },
      { draw: cigarettePack, colour: '#D2232A' },
      { draw: cigarettePack, colour: '#9AA3AD' },
    ],
  },
  'ogo-velo': {
    brand: 'ogo',
    items: [
      { draw: pouchTin, colour: '#F5A300' },
      { draw: pouchTin, colour: '#1E7FD8' },
    ],
  },
  'ogo-bonus': {
    brand: 'ogo',
    items: [
      { draw: pouchTin, colour: '#1E7FD8' },
      { draw: giftOf(ogoAccent), colour: ogoAccent },
      { draw: mug, colour: '#00774F' },
    ],
  },
  'ogo-merch': {
    brand: 'ogo',
    items: [
      { draw: cap, colour: '#00774F' },
      { draw: tShirt, colour: '#1B1B1F' },
      { draw: tote, colour: '#E9DFC9' },
    ],
  },
  'ogo-sticks': {
    brand: 'ogo',
    items: [
      { draw: stickPack, colour: '#C9A227' },
      { draw: stickPack, colour: '#3FA9E0' },
      { draw: stickPack, colour: '#B5533C' },
    ],
  },
  'ogo-sticks-single': { brand: 'ogo', items: [{ draw: stickBlock, colour: '#C8102E' }] },
  'ogo-devices': {
    brand: 'ogo',
    items: [
      { draw: device, colour: '#6B7A3A', handle: 'hyper-x2-air' },
      { draw: device, colour: '#26262B', handle: 'hyper-pro' },
      { draw: device, colour: '#ECECEA', handle: 'hyper-x2' },
    ],
  },
  'ogo-accessories': {
    brand: 'ogo',
    items: [
      { draw: lighterDrawing, colour: '#1B1B1F' },
      { draw: cable, colour: '#2B2B30' },
      { draw: pocketCase, colour: '#C3C7CC' },
    ],
  },
};

/** Where each drawing of a scene of one, two or three stands (x of its 600-px box, scale), the front one last. */
const placements: Record<number, { x: number; scale: number }[]> = {
  1: [{ x: 180, scale: 1 }],
  2: [
    { x: 60, scale: 0.95 },
    { x: 340, scale: 0.95 },
  ],
  3: [
    { x: -10, scale: 0.82 },
    { x: 450, scale: 0.82 },
    { x: 190, scale: 0.96 },
  ],
};

/** The category tile's picture: two or three of its goods on the brand's stage, 8:5, without text. */
export function renderCategoryImage(slug: CategorySlug, title: string): string {
  const scene = categoryScenes[slug];
  const stage = stages[scene.brand];
  const spots = placements[scene.items.length] ?? [];
  // The middle item is drawn last so it stands in front of its neighbours.
  const order = scene.items.length === 3 ? [0, 2, 1] : scene.items.map((_, index) => index);
  const body = [
    `<circle cx="${categoryWidth / 2}" cy="${categoryHeight / 2 + 20}" r="260" fill="${stage.disc}"/>`,
    ...order.map((itemIndex, spotIndex) => {
      const item = scene.items[itemIndex];
      const spot = spots[spotIndex];
      if (!item || !spot) return '';
      const y = categoryHeight - 20 - 510 * spot.scale;
      const look: Look = { colour: item.colour, accent: stage.accent, handle: item.handle ?? '' };
      return `<g transform="translate(${spot.x} ${y}) scale(${spot.scale})">${item.draw(look)}</g>`;
    }),
  ].join('\n');
  return document(body, title, stage.background, `category:${slug}`, categoryWidth, categoryHeight);
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
  return document(body, article.title, palette.surface, 'news');
}

/** What a partner's logo is drawn from: its name and the colours of its wordmark. */
export interface PartnerMark {
  name: string;
  colour: string;
  text: string;
}

/**
 * A certificate partner's logo: its name as a wordmark on its colour, square, for the partner list's tile. A stand-in
 * the operator replaces with the partner's own logo; it draws no one's trademark.
 */
export function renderPartnerLogo(partner: PartnerMark): string {
  const lines = wrapWords(partner.name, 9, 2);
  const longest = Math.max(...lines.map((line) => line.length));
  // About 0.72 em a letter in the bold sans the pictures are drawn with: the longest line spans at most 540 of 600 px,
  // so the name stays readable on the list's small tile.
  const fontSize = Math.min(150, Math.floor(750 / Math.max(longest, 1)));
  const top = size / 2 - ((lines.length - 1) * (fontSize + 8)) / 2 + fontSize * 0.36;
  const body = [
    `<rect x="0" y="0" width="${size}" height="${size}" rx="120" fill="${partner.colour}"/>`,
    lines
      .map(
        (line, index) =>
          `<text x="300" y="${Math.round(top + index * (fontSize + 8))}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${partner.text}">${escapeXml(line)}</text>`,
      )
      .join(''),
  ].join('\n');
  return document(body, partner.name, '#FFFFFF', 'partner');
}

// @vitest-environment node
// The design tokens of global.css (decision 0030): every colour pair the app puts text on meets WCAG 2.2 AA
// in both brands and every control edge and focus ring 3:1, no stylesheet uses a token that is not defined (an
// undefined one once fell back to a light card under glo's near-white text: the certificates were unreadable), and
// the design-system stylesheets take type, spacing, radius and elevation from the scales, not raw values.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const globalCss = readFileSync(path.join(srcDir, 'styles/global.css'), 'utf8');

/** The custom properties of one brand's block (`[data-brand='…'] { … }`; glo's block is also `:root`'s). */
function tokensOf(brand: 'glo' | 'ogo'): Record<string, string> {
  const block = new RegExp(`\\[data-brand='${brand}'\\]\\s*\\{([^}]*)\\}`).exec(globalCss)?.[1];
  if (!block) throw new Error(`no token block for ${brand}`);
  return Object.fromEntries([...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]));
}

/** The scales both brands share (the `:root { … }` block of its own). */
function sharedTokens(): Record<string, string> {
  const block = /(?:^|\n):root\s*\{([^}]*)\}/.exec(globalCss)?.[1];
  if (!block) throw new Error('no shared token block');
  return Object.fromEntries([...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]));
}

// The WCAG 2.2 definitions of relative luminance and contrast ratio (two formulas, not worth a dependency).
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue] = [0, 2, 4].map((offset) => {
    const channel = Number.parseInt(full.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((left, right) => right - left) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Text on a background, as the stylesheets pair them (body text, links and prices, statuses, buttons, bars). */
const textPairs: [foreground: string, background: string][] = [
  ...['--color-text', '--color-muted', '--color-accent', '--color-danger', '--color-success'].flatMap((foreground) =>
    ['--color-bg', '--color-surface', '--color-surface-strong'].map((background): [string, string] => [foreground, background]),
  ),
  ['--color-accent-text', '--color-accent'],
  ['--color-on-danger', '--color-danger'],
  ['--color-on-success', '--color-success'],
  ['--color-footer-text', '--color-footer'],
  // The medal inside each tier level's badge.
  ...['--color-tier-1', '--color-tier-2', '--color-tier-3', '--color-tier-4'].map(
    (tier): [string, string] => ['--color-on-tier', tier],
  ),
];

/** Parts that are not text but must be seen (WCAG 1.4.11, 3:1): a control's edge and the focus ring on every surface. */
const uiPartPairs: [foreground: string, background: string][] = [
  '--color-control-border',
  '--color-focus',
  // A tier level's badge, the level's colour.
  '--color-tier-1',
  '--color-tier-2',
  '--color-tier-3',
  '--color-tier-4',
].flatMap(
  (foreground) =>
    ['--color-bg', '--color-surface', '--color-surface-strong'].map((background): [string, string] => [foreground, background]),
);

describe.each(['glo', 'ogo'] as const)('%s tokens', (brand) => {
  const tokens = tokensOf(brand);

  it.each(textPairs)('%s on %s is at least 4.5:1', (foreground, background) => {
    const ratio = contrastRatio(tokens[foreground] ?? 'missing', tokens[background] ?? 'missing');
    expect(ratio, `${brand}: ${foreground} ${tokens[foreground]} on ${background} ${tokens[background]}`).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each(uiPartPairs)('%s on %s is at least 3:1', (foreground, background) => {
    const ratio = contrastRatio(tokens[foreground] ?? 'missing', tokens[background] ?? 'missing');
    expect(ratio, `${brand}: ${foreground} ${tokens[foreground]} on ${background} ${tokens[background]}`).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('puts white header text on a bar of at least 4.5:1', () => {
    expect(contrastRatio('#ffffff', tokens['--color-bar'] ?? 'missing')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('stylesheets', () => {
  const cssFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return cssFiles(file);
      return name.endsWith('.css') ? [file] : [];
    });

  it('use only tokens that global.css defines for both brands or for all', () => {
    const shared = sharedTokens();
    const defined = new Set([...Object.keys(shared), ...Object.keys(tokensOf('glo')), ...Object.keys(tokensOf('ogo'))]);
    const undefinedUses = cssFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--[a-z0-9-]+)/g)]
        .map((match) => match[1] as string)
        .filter((token) => !defined.has(token))
        .map((token) => `${path.relative(srcDir, file)}: ${token}`),
    );
    expect(undefinedUses).toEqual([]);
    for (const token of defined) {
      if (token in shared) continue;
      expect([tokensOf('glo')[token], tokensOf('ogo')[token]], token).not.toContain(undefined);
    }
  });

  // The stylesheets of the design system (not shop.css yet: see decision 0030).
  const scaled = [
    'styles/global.css',
    'styles/loyalty.css',
    'styles/checkout.css',
    'styles/invite.css',
    'features/certificates/components/certificates.css',
    'features/content/content.css',
    ...cssFiles(path.join(srcDir, 'components')).map((file) => path.relative(srcDir, file)),
  ];
  const scaledProperty =
    /^\s*(font-size|gap|row-gap|column-gap|padding[a-z-]*|margin[a-z-]*|border-radius|box-shadow|line-height):\s*([^;]+);/gm;

  it.each(scaled)('%s takes type, spacing, radius and elevation from the scales', (file) => {
    const css = readFileSync(path.join(srcDir, file), 'utf8');
    // Token definitions are where raw values belong.
    const rules = file === 'styles/global.css' ? css.replace(/(^|\n)(:root|\[data-brand=[^\]]+\])[^{]*\{[^}]*\}/g, '') : css;
    const raw = [...rules.matchAll(scaledProperty)]
      .filter((match) => /(^|[\s(,])-?\d*\.?\d+(px|rem|em)\b/.test(match[2]!) || /^\d*\.\d+$|^[2-9]$/.test(match[2]!.trim()))
      .map((match) => match[0].trim());
    expect(raw).toEqual([]);
  });
});

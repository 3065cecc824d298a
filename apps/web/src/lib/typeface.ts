// The app's typeface (decision 0030): Manrope, variable (weights 200–800 in one file per subset), self-hosted from
// @fontsource-variable/manrope so Vite hashes the files and the service worker keeps them. Only the Latin and Cyrillic
// subsets (Ukrainian's ґ є і ї included), about 25 kB and 15 kB. The first paint uses the metric-matched fallback of
// styles/font-fallbacks.css, so the swap moves nothing.
//
// Declared through the FontFace API rather than @font-face rules: with rules, each subset swapped in when its own file
// arrived, and each swap laid the whole page out again (two full layouts after the first paint, each a long task on
// Lighthouse's throttled phone). Here both files load first and join the page in one task: one layout.
import cyrillicUrl from '@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url';
import latinUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

export const typefaceFamily = 'Manrope Variable';

const subsets = [
  { url: cyrillicUrl, unicodeRange: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' },
  {
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
      'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
];

/** Loads both subsets, then adds them to the page together. A browser without the API keeps the fallback. */
export async function loadTypeface(): Promise<void> {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return;
  const faces = subsets.map(
    ({ url, unicodeRange }) =>
      new FontFace(typefaceFamily, `url(${url}) format('woff2-variations')`, {
        style: 'normal',
        weight: '200 800',
        display: 'swap',
        unicodeRange,
      }),
  );
  try {
    await Promise.all(faces.map((face) => face.load()));
  } catch {
    // A file that failed (offline, blocked) leaves the page in its fallback, as a failed @font-face did.
    return;
  }
  for (const face of faces) document.fonts.add(face);
}

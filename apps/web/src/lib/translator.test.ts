// The texts' runtime against i18next itself: keys of every locale file, in both languages, with counts that reach every
// plural form, with and without its placeholders' values, must read exactly as i18next (set up as the app had it)
// reads it: a seeded sample of the keys here, every key with `npm run check:parity -w @loyalty/web`. Then the rules
// the app relies on, one by one.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslator, type TranslateOptions, type TranslationTree } from '@/lib/translator';
import { parityFull, paritySample, paritySeed } from '@/test/parity-sample';

const files = import.meta.glob<TranslationTree>('./locales/*.json', { eager: true, import: 'default' });

/** The base texts of a language first, then the lazy pages' files, in the order the app would add them. */
function textsOf(language: 'uk' | 'en'): TranslationTree[] {
  const base = files[`./locales/${language}.json`];
  const extensions = Object.entries(files)
    .filter(([path]) => path.endsWith(`.${language}.json`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, tree]) => tree);
  if (base === undefined) throw new Error(`no ${language}.json`);
  return [base, ...extensions];
}

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix === '' ? key : `${prefix}.${key}`));
}

function groupKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [];
  const own = prefix === '' ? [] : [prefix];
  return [...own, ...Object.entries(tree).flatMap(([key, value]) => groupKeys(value, prefix === '' ? key : `${prefix}.${key}`))];
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

async function bothRuntimes() {
  const reference = i18next.createInstance();
  await reference.init({
    resources: {},
    partialBundledLanguages: true,
    lng: 'uk',
    fallbackLng: 'uk',
    supportedLngs: ['uk', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // The app's runtime shows an empty text as it is, not the fallback language's text.
    returnEmptyString: true,
  });
  const ours = createTranslator({ texts: {}, language: 'uk', fallbackLanguage: 'uk' });
  for (const language of ['uk', 'en'] as const) {
    for (const tree of textsOf(language)) {
      reference.addResourceBundle(language, 'translation', structuredClone(tree), true, false);
      ours.addTexts(language, tree);
    }
  }
  const referenceT = reference.t.bind(reference) as unknown as (key: string, options?: TranslateOptions) => unknown;
  const ourT = ours.t as unknown as (key: string, options?: TranslateOptions) => unknown;
  return { reference, ours, referenceT, ourT };
}

const counts = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1.5];

/** A bound for a loaded machine, not a measurement: the sample takes a few seconds, the whole comparison about 10. */
const parityTimeoutMs = parityFull ? 120_000 : 30_000;

describe('every text against i18next', () => {
  // 17 cases a key: 200 keys are about 7,000 comparisons; every key (over 10,000) on demand, with a longer bound.
  it(
    `reads the same in both languages, with every plural form and with and without placeholder values (seed ${paritySeed})`,
    async () => {
      const { reference, ours, referenceT, ourT } = await bothRuntimes();
      const allTrees = [...textsOf('uk'), ...textsOf('en')];
      const keys = [...new Set(allTrees.flatMap((tree) => leafKeys(tree)).map((key) => key.replace(pluralSuffix, '')))];
      const placeholders = [
        ...new Set(
          allTrees.flatMap((tree) => JSON.stringify(tree).match(/\{\{(.+?)\}\}/g) ?? []).map((p) => p.slice(2, -2).trim()),
        ),
      ];
      const values = Object.fromEntries(placeholders.map((name, index) => [name, index % 2 === 0 ? `‹${name}›` : index * 7]));
      expect(keys.length).toBeGreaterThan(500);
      expect(placeholders).toContain('amount');
      const sampled = paritySample(keys, 200);

      let compared = 0;
      for (const language of ['uk', 'en']) {
        await reference.changeLanguage(language);
        await ours.changeLanguage(language);
        for (const key of sampled) {
          const cases: TranslateOptions[] = [{}, values, ...counts.map((count) => ({ ...values, count }))];
          for (const options of cases) {
            expect(ourT(key, options), `${language} ${key} ${JSON.stringify(options)}`).toEqual(referenceT(key, options));
            compared += 1;
          }
        }
      }
      expect(compared).toBe(sampled.length * 2 * (counts.length + 2));
      if (parityFull) expect(compared).toBeGreaterThan(10_000);
    },
    parityTimeoutMs,
  );

  it('gives the same groups of texts with returnObjects', async () => {
    const { reference, ours, referenceT, ourT } = await bothRuntimes();
    const groups = [...new Set([...textsOf('uk'), ...textsOf('en')].flatMap((tree) => groupKeys(tree)))];
    expect(groups).toEqual(expect.arrayContaining(['instruction.velo', 'subscription.about.points']));
    for (const language of ['uk', 'en']) {
      await reference.changeLanguage(language);
      await ours.changeLanguage(language);
      for (const key of groups) {
        const options = { returnObjects: true, amount: '10 ₴' };
        expect(ourT(key, options), `${language} ${key}`).toEqual(referenceT(key, options));
      }
    }
  });

  it('shows an empty text as it is, as i18next set up like the app does', async () => {
    const { reference, ours, referenceT, ourT } = await bothRuntimes();
    reference.addResourceBundle('en', 'translation', { onlyUkrainian: '' }, true, false);
    reference.addResourceBundle('uk', 'translation', { onlyUkrainian: 'лише українською' }, true, false);
    ours.addTexts('en', { onlyUkrainian: '' });
    ours.addTexts('uk', { onlyUkrainian: 'лише українською' });
    await reference.changeLanguage('en');
    await ours.changeLanguage('en');
    expect(ourT('onlyUkrainian')).toBe('');
    expect(referenceT('onlyUkrainian')).toBe('');
  });

  it('shows a missing key as the key, as i18next does', async () => {
    const { referenceT, ourT } = await bothRuntimes();
    for (const key of ['no.such.key', 'auth', 'auth.nothing', 'auth.resendIn.deeper']) {
      expect(ourT(key)).toBe(key);
      if (key !== 'auth') expect(ourT(key)).toBe(referenceT(key));
    }
  });
});

describe('the translator', () => {
  const make = () =>
    createTranslator({
      language: 'uk',
      fallbackLanguage: 'uk',
      texts: {
        uk: {
          item: { count_one: '{{count}} штука', count_few: '{{count}} штуки', count_many: '{{count}} штук' },
          only: 'лише тут',
        },
      },
    });
  const translate = (translator: ReturnType<typeof make>) =>
    translator.t as unknown as (key: string, options?: TranslateOptions) => unknown;

  it('falls back to Ukrainian for a text English lacks, and to a key with no plural form for a count', async () => {
    const translator = make();
    translator.addTexts('en', { item: { count_one: '{{count}} item', count_other: '{{count}} items' } });
    await translator.changeLanguage('en');
    expect(translate(translator)('only')).toBe('лише тут');
    expect(translate(translator)('item.count', { count: 1 })).toBe('1 item');
    expect(translate(translator)('item.count', { count: 3 })).toBe('3 items');
    expect(translate(translator)('only', { count: 3 })).toBe('лише тут');
  });

  it('never replaces a text with one added later, and tells its subscribers of every change', async () => {
    const translator = make();
    const changes: number[] = [];
    const languages: string[] = [];
    translator.subscribe(() => changes.push(translator.revision));
    translator.onLanguageChanged((language) => languages.push(language));
    translator.addTexts('uk', { only: 'інше', more: 'ще' });
    await translator.changeLanguage('en');
    expect(translate(translator)('only')).toBe('лише тут');
    expect(translate(translator)('more')).toBe('ще');
    expect(changes).toEqual([1, 2]);
    expect(languages).toEqual(['en']);
  });

  it('leaves a placeholder without a value as it is and writes null as nothing', () => {
    const translator = createTranslator({ language: 'uk', fallbackLanguage: 'uk', texts: { uk: { line: '{{a}} і {{b}}' } } });
    expect(translate(translator)('line', { a: 1 })).toBe('1 і {{b}}');
    expect(translate(translator)('line', { a: null, b: 'x' })).toBe(' і x');
  });

  it('does not read keys of the objects’ prototype', () => {
    const translator = make();
    expect(translate(translator)('constructor')).toBe('constructor');
    expect(translate(translator)('only.length')).toBe('only.length');
  });
});

// Translations: Ukrainian plurals, the English switch, and key parity of the two files.
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/constants';
import { changeLanguage, extendTranslations, i18n, storedLanguage } from '@/lib/i18n';
import { formatXp } from '@loyalty/client/format';

afterEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('Ukrainian plurals', () => {
  it.each([
    [1, 'секунду'],
    [2, 'секунди'],
    [4, 'секунди'],
    [5, 'секунд'],
    [11, 'секунд'],
    [14, 'секунд'],
    [21, 'секунду'],
    [22, 'секунди'],
    [25, 'секунд'],
    [60, 'секунд'],
  ])('%i → %s', (count, word) => {
    expect(i18n.t('auth.resendIn', { count })).toBe(`Надіслати код повторно можна через ${count} ${word}`);
  });
});

describe('languages', () => {
  it('starts in Ukrainian with the spec’s texts', () => {
    expect(i18n.language).toBe('uk');
    expect(i18n.t('auth.tryAgain')).toBe('Спробуй ще раз');
    expect(i18n.t('errors.generic')).toBe('Сталася помилка');
  });

  it('switches to English, loads its texts and remembers the choice', async () => {
    await changeLanguage('en');
    expect(i18n.t('auth.resendIn', { count: 1 })).toBe('You can resend the code in 1 second');
    expect(i18n.t('auth.resendIn', { count: 5 })).toBe('You can resend the code in 5 seconds');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores an unknown stored language', () => {
    window.localStorage.setItem(storageKeys.language, 'fr');
    expect(storedLanguage()).toBe('uk');
  });
});

describe('translation files', () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  // Plural forms differ by language (uk: one/few/many/other, en: one/other), so compare the base keys.
  const base = (list: string[]) => new Set(list.map((key) => key.replace(/_(one|few|many|other)$/, '')));

  it('give English every key Ukrainian has', async () => {
    const uk = (await import('@/lib/locales/uk.json')).default;
    const en = (await import('@/lib/locales/en.json')).default;
    expect(base(keys(en))).toEqual(base(keys(uk)));
  });

  it('give the account pages’ English every key their Ukrainian has, and no key of the first screen twice', async () => {
    const uk = (await import('@/lib/locales/accounts.uk.json')).default;
    const en = (await import('@/lib/locales/accounts.en.json')).default;
    const core = (await import('@/lib/locales/uk.json')).default;
    expect(base(keys(en))).toEqual(base(keys(uk)));
    const coreKeys = new Set(keys(core));
    expect(keys(uk).filter((key) => coreKeys.has(key))).toEqual([]);
  });
});

describe('loyalty texts', () => {
  it('give the loyalty pages’ English every key their Ukrainian has, and no key of the first screen or accounts twice', async () => {
    const uk = (await import('@/lib/locales/loyalty.uk.json')).default;
    const en = (await import('@/lib/locales/loyalty.en.json')).default;
    const core = (await import('@/lib/locales/uk.json')).default;
    const accounts = (await import('@/lib/locales/accounts.uk.json')).default;
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? keys(value as object, `${prefix}${key}.`)
          : [`${prefix}${key}`.replace(/_(one|few|many|other)$/, '')],
      );
    expect(new Set(keys(en))).toEqual(new Set(keys(uk)));
    const taken = new Set([...keys(core), ...keys(accounts)]);
    expect(keys(uk).filter((key) => taken.has(key))).toEqual([]);
  });

  it('say an amount as "N XP" whatever the number, through the one XP formatter (the points vocabulary, decision 0032)', async () => {
    await import('@/lib/locales/loyalty');
    expect([1, 2, 5, 21, 100, 1600].map((count) => formatXp(count, i18n.language))).toEqual([
      '1 XP',
      '2 XP',
      '5 XP',
      '21 XP',
      '100 XP',
      '1\u00a0600 XP',
    ]);
    expect(formatXp(1220, i18n.language, true)).toBe('+1\u00a0220 XP');
    // No text writes an amount of XP itself ("{{count}} XP" once wrote "+1220 XP" beside the history's "+1 220 XP").
    const bundles = import.meta.glob<{ default: object }>('@/lib/locales/*.json', { eager: true });
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((value) =>
        typeof value === 'object' && value !== null ? leaves(value as object) : [String(value)],
      );
    expect(Object.keys(bundles).length).toBeGreaterThan(10);
    const selfWritten = Object.values(bundles)
      .flatMap((bundle) => leaves(bundle.default))
      .filter((text) => /(?<!×)\{\{[^}]+\}\}[\s\u00a0]?XP/u.test(text));
    expect(selfWritten).toEqual([]);
  });
});

describe('texts of lazy pages', () => {
  it('are there in Ukrainian as soon as they are added, and follow a switch to English', async () => {
    let englishLoads = 0;
    extendTranslations('test-pages', {
      uk: { testPages: { hello: 'Вітаємо на сторінці' } },
      en: async () => {
        englishLoads += 1;
        return { testPages: { hello: 'Welcome to the page' } };
      },
    });
    const t = (key: string) => i18n.t(key as 'auth.title');
    expect(t('testPages.hello')).toBe('Вітаємо на сторінці');
    // The first screen's texts are untouched by the merge.
    expect(i18n.t('auth.tryAgain')).toBe('Спробуй ще раз');

    await changeLanguage('en');
    expect(t('testPages.hello')).toBe('Welcome to the page');
    await changeLanguage('uk');
    await changeLanguage('en');
    expect(englishLoads).toBe(1);
  });
});

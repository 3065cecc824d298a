// Translations: Ukrainian plurals, the English switch, and key parity of the two files.
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/constants';
import { changeLanguage, i18n, storedLanguage } from '@/lib/i18n';

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
  it('give English every key Ukrainian has', async () => {
    const uk = (await import('@/lib/locales/uk.json')).default;
    const en = (await import('@/lib/locales/en.json')).default;
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    // Plural forms differ by language (uk: one/few/many/other, en: one/other), so compare the base keys.
    const base = (list: string[]) => new Set(list.map((key) => key.replace(/_(one|few|many|other)$/, '')));
    expect(base(keys(en))).toEqual(base(keys(uk)));
  });
});

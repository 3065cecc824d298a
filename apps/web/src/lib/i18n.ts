// i18next set-up: Ukrainian by default (the spec's texts, bundled), English second (loaded when chosen),
// the choice remembered on the device.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '@/config/constants';
import { readLocal, writeLocal } from '@/lib/storage';
import uk from '@/lib/locales/uk.json';

export const languages = ['uk', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'uk';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof uk };
  }
}

type Translations = typeof uk;

// English is a separate chunk: most customers never need it on the first screen.
const loadTranslations: Record<Language, () => Promise<Translations>> = {
  uk: () => Promise.resolve(uk),
  en: () => import('@/lib/locales/en.json').then((module) => module.default as Translations),
};

function isLanguage(value: string | null): value is Language {
  return value !== null && (languages as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  const stored = readLocal(storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export const i18n = i18next.createInstance();

// initAsync false: Ukrainian is bundled, so the first render already has its texts.
void i18n.use(initReactI18next).init({
  resources: { uk: { translation: uk } },
  partialBundledLanguages: true,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/** Loads the language's texts if needed and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadTranslations[language]());
  }
  await i18n.changeLanguage(language);
}

/** The language switch: remembered for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  writeLocal(storageKeys.language, language);
  await applyLanguage(language);
}

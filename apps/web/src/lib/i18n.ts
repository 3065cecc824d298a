// The texts' set-up: Ukrainian by default (the spec's texts, bundled), English second (loaded when chosen),
// the choice remembered on the device, and texts of lazy pages added when those pages load. The files are in
// i18next's format and the keys typed by its definitions; the runtime is lib/translator.ts (decision 0033).
import { storageKeys } from '@/config/constants';
import { readLocal, writeLocal } from '@/lib/storage';
import { createTranslator, type TranslationTree } from '@/lib/translator';
import uk from '@/lib/locales/uk.json';
import type accountsUk from '@/lib/locales/accounts.uk.json';
import type loyaltyUk from '@/lib/locales/loyalty.uk.json';
import type loyaltyHomeUk from '@/lib/locales/loyalty-home.uk.json';
import type ageGateUk from '@/lib/locales/age-gate.uk.json';
import type shopUk from '@/lib/locales/shop.uk.json';
import type subscriptionUk from '@/lib/locales/subscription.uk.json';
import type devicesUk from '@/lib/locales/devices.uk.json';
import type feedbackUk from '@/lib/locales/feedback.uk.json';
import type certificatesUk from '@/lib/locales/certificates.uk.json';
import type contentUk from '@/lib/locales/content.uk.json';
import type inviteUk from '@/lib/locales/invite.uk.json';
import type programmeUk from '@/lib/locales/programme.uk.json';

export const languages = ['uk', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'uk';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The account pages' texts arrive with those pages (src/lib/locales/accounts.ts), but their keys are typed everywhere.
    // The same holds for the loyalty pages' texts (src/lib/locales/loyalty.ts, loyalty-home.ts).
    // The shop pages' texts likewise (src/lib/locales/shop.ts).
    resources: {
      translation: typeof uk &
        typeof accountsUk &
        typeof loyaltyUk &
        typeof loyaltyHomeUk &
        typeof ageGateUk &
        typeof shopUk &
        typeof feedbackUk &
        typeof certificatesUk &
        typeof contentUk &
        typeof inviteUk &
        typeof programmeUk &
        typeof subscriptionUk &
        typeof devicesUk;
    };
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

// Ukrainian is bundled, so the first render already has its texts; a missing English text shows the Ukrainian one.
export const i18n = createTranslator({ texts: { uk }, language: defaultLanguage, fallbackLanguage: defaultLanguage });

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}
reflectLanguage(i18n.language);
i18n.onLanguageChanged(reflectLanguage);

/** Texts of a group of lazy pages: Ukrainian in the pages' chunk, English loaded only when it is the language. */
export interface TranslationExtension {
  uk: TranslationTree;
  en: () => Promise<TranslationTree>;
}

const extensions = new Map<string, TranslationExtension>();
const loadedBaseLanguages = new Set<Language>(['uk']);
const loadedExtensions = new Set<string>();

async function addExtension(name: string, extension: TranslationExtension, language: Language): Promise<void> {
  const key = `${name}:${language}`;
  if (loadedExtensions.has(key)) return;
  const bundle = language === 'uk' ? extension.uk : await extension.en();
  // Into the one set of keys, so they read the same as the first screen's.
  i18n.addTexts(language, bundle);
  loadedExtensions.add(key);
}

/**
 * Adds the texts of lazy pages (the first screen's budget keeps them out of uk.json). Called when those pages'
 * module loads; Ukrainian is there at once, another active language follows and re-renders.
 */
export function extendTranslations(name: string, extension: TranslationExtension): void {
  if (extensions.has(name)) return;
  extensions.set(name, extension);
  void addExtension(name, extension, 'uk');
  const active = i18n.language;
  if (isLanguage(active) && active !== 'uk') void addExtension(name, extension, active).catch(() => undefined);
}

/** Loads the language's texts if needed and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!loadedBaseLanguages.has(language)) {
    i18n.addTexts(language, await loadTranslations[language]());
    loadedBaseLanguages.add(language);
  }
  await Promise.all([...extensions].map(([name, extension]) => addExtension(name, extension, language)));
  await i18n.changeLanguage(language);
}

/** The language switch: remembered for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  writeLocal(storageKeys.language, language);
  await applyLanguage(language);
}

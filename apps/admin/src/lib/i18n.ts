// Ukrainian first, English second, as in the customer app; the choice is kept on this computer.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import uk from './locales/uk.json';

export const languages = ['uk', 'en'] as const;
const storageKey = 'admin.language';

function storedLanguage(): string {
  try {
    return localStorage.getItem(storageKey) ?? 'uk';
  } catch {
    return 'uk';
  }
}

void i18next.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'uk',
  resources: { uk: { translation: uk }, en: { translation: en } },
  interpolation: { escapeValue: false },
});

export async function changeLanguage(language: (typeof languages)[number]): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // The choice lasts this visit only.
  }
}

export default i18next;

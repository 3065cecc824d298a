// Texts home needs for the loyalty entries and the balance card: a small bundle of their own, loaded with home, so the
// first screen (/auth) stays within its budget and home does not carry the loyalty pages' whole bundle.
import { extendTranslations } from '@/lib/i18n';
import loyaltyHomeUk from '@/lib/locales/loyalty-home.uk.json';

extendTranslations('loyalty-home', {
  uk: loyaltyHomeUk,
  en: () => import('@/lib/locales/loyalty-home.en.json').then((module) => module.default),
});

// Texts of the loyalty pages (scanning, XP history, exchange, offers, marathon, stores), loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import loyaltyUk from '@/lib/locales/loyalty.uk.json';

extendTranslations('loyalty', {
  uk: loyaltyUk,
  en: () => import('@/lib/locales/loyalty.en.json').then((module) => module.default),
});

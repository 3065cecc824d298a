// Texts of the campaigns and tiers the customer sees (home's banner and tier card, the scan screens, the levels page):
// a small bundle of their own, loaded with the components that show them.
import { extendTranslations } from '@/lib/i18n';
import programmeUk from '@/lib/locales/programme.uk.json';

extendTranslations('programme', {
  uk: programmeUk,
  en: () => import('@/lib/locales/programme.en.json').then((module) => module.default),
});

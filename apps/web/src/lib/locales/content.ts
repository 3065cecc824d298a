// Texts of the content and info pages (news, FAQ, rules, support, vocabularies, landing), loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import contentUk from '@/lib/locales/content.uk.json';

extendTranslations('content', {
  uk: contentUk,
  en: () => import('@/lib/locales/content.en.json').then((module) => module.default),
});

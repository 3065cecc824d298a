// Texts of the subscription pages, loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import subscriptionUk from '@/lib/locales/subscription.uk.json';

extendTranslations('subscription', {
  uk: subscriptionUk,
  en: () => import('@/lib/locales/subscription.en.json').then((module) => module.default),
});

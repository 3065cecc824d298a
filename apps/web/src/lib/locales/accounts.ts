// Texts of the account pages (registration, profile, verification, user agreement), loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import accountsUk from '@/lib/locales/accounts.uk.json';

extendTranslations('accounts', {
  uk: accountsUk,
  en: () => import('@/lib/locales/accounts.en.json').then((module) => module.default),
});

// Texts of the invite-a-friend pages (/invite-friend and its sub-pages, /profile/referral), loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import inviteUk from '@/lib/locales/invite.uk.json';

extendTranslations('invite', {
  uk: inviteUk,
  en: () => import('@/lib/locales/invite.en.json').then((module) => module.default),
});

// Texts of the certificate pages (/certificates, /certificates/bonus, /certificates/my-list), loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import certificatesUk from '@/lib/locales/certificates.uk.json';

extendTranslations('certificates', {
  uk: certificatesUk,
  en: () => import('@/lib/locales/certificates.en.json').then((module) => module.default),
});

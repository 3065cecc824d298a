// Texts of the devices pages, loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import devicesUk from '@/lib/locales/devices.uk.json';

extendTranslations('devices', {
  uk: devicesUk,
  en: () => import('@/lib/locales/devices.en.json').then((module) => module.default),
});

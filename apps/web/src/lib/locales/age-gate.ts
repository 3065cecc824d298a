// Texts of the age question (/is18), loaded with that page: a visitor who already answered never downloads them.
import { extendTranslations } from '@/lib/i18n';
import ageGateUk from '@/lib/locales/age-gate.uk.json';

extendTranslations('age-gate', {
  uk: ageGateUk,
  en: () => import('@/lib/locales/age-gate.en.json').then((module) => module.default),
});

// Texts of the feedback page (/feedback), loaded with that page only.
import { extendTranslations } from '@/lib/i18n';
import feedbackUk from '@/lib/locales/feedback.uk.json';

extendTranslations('feedback', {
  uk: feedbackUk,
  en: () => import('@/lib/locales/feedback.en.json').then((module) => module.default),
});

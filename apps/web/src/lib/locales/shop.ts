// Texts of the shop pages (catalogue, product, favourites, velo choice, cart and checkout), loaded with those pages only.
import { extendTranslations } from '@/lib/i18n';
import shopUk from '@/lib/locales/shop.uk.json';

extendTranslations('shop', {
  uk: shopUk,
  en: () => import('@/lib/locales/shop.en.json').then((module) => module.default),
});

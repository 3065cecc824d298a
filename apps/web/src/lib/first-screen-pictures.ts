// The pictures a page is sure to show first, asked for as soon as the app starts rather than once its chunks have
// loaded and rendered: /shop's first two category tiles, which need no answer from the server (each is found
// by its slug, decision 0031). Lighthouse put /shop's LCP 1.4 s after the request for that picture could have started.
import type { Brand } from '@loyalty/contracts/brand';
import { categoryBrand, categorySlugs } from '@loyalty/contracts/catalog-categories';
import { categoryImagePath, mediaImageSrcSet, pictureSizes } from '@loyalty/domain/media-image';

/** Tiles the shop page loads eagerly (its first row); the preloads must name the same files and sizes. */
export const eagerCategoryTiles = 2;

export function preloadFirstScreenPictures(pathname: string, brand: Brand, signedIn: boolean): void {
  // Signed out, /shop sends the visitor to the age question and sign-in: nothing of the shop is shown.
  if (!signedIn || pathname.replace(/\/$/, '') !== '/shop') return;
  const first = categorySlugs.filter((slug) => categoryBrand(slug) === brand).slice(0, eagerCategoryTiles);
  for (const slug of first) {
    const src = categoryImagePath(slug);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = src;
    const srcset = mediaImageSrcSet(src);
    if (srcset) {
      link.setAttribute('imagesrcset', srcset);
      link.setAttribute('imagesizes', pictureSizes.gridCard);
    }
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}

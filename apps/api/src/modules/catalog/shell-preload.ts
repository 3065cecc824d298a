// What the server puts into the page it sends for a product page: the product's answer, so the page renders
// without asking for it, and its first picture as a preload, so the picture downloads while the app's code does. The
// page's LCP used to wait for the code, then the answer, then the picture, one after the other.
import type { FastifyInstance } from 'fastify';
import { categoryBrand, isCategorySlug } from '@loyalty/contracts/catalog-categories';
import { mediaImageSrcSet, pictureSizes } from '@loyalty/domain/media-image';
import { defaultVariant, variantImageSrc } from '@loyalty/domain/shop/product-picture';
import { isDomainError } from '../../lib/domain-error.ts';
import type { PreloadedShell, ShellPreload } from '../../plugins/static-web.ts';
import { AnswerCache } from './answer-cache.ts';
import { getProductById } from './service.ts';

const productPagePath = /^\/shop\/([a-z-]{1,40})\/(\d{1,9})$/;

/** The key the client looks the answer up by (apps/web/src/lib/preloaded-answers.ts). */
export function productAnswerKey(brand: 'glo' | 'ogo', productId: number): string {
  return `product:${brand}:${productId}`;
}

export function productPageShellPreload(app: FastifyInstance): ShellPreload {
  // The same lifetime as the catalogue's answers: an operator's change shows within it on both.
  const preloads = new AnswerCache<PreloadedShell>(app.config.catalogCacheSeconds * 1000);
  return async (pathname) => {
    const match = productPagePath.exec(pathname);
    const slug = match?.[1];
    if (!match || !isCategorySlug(slug)) return null;
    const brand = categoryBrand(slug);
    const productId = Number(match[2]);
    try {
      return await preloads.getOrLoad(`${brand}:${productId}`, async () => {
        const product = await getProductById(app.database.db, brand, productId);
        const src = variantImageSrc(product, defaultVariant(product));
        return {
          answers: { [productAnswerKey(brand, productId)]: product },
          image: { src, srcset: mediaImageSrcSet(src), sizes: pictureSizes.column },
        };
      });
    } catch (error) {
      // No such product (the page shows its own 404): the plain shell.
      if (isDomainError(error, 'not_found')) return null;
      throw error;
    }
  };
}

// @vitest-environment node
// The product pages' header: back to their list, and no logo (spec section 2: product detail pages hide it).
import { describe, expect, it } from 'vitest';
import { shopRoutes } from '@/features/shop/routes';
import shopUk from '@/lib/locales/shop.uk.json';

describe('product page routes', () => {
  it('lead back to their category and hide the header logo, as spec section 2 says', () => {
    const products = shopRoutes.filter((route) => /^\/shop\/[a-z-]+\/:id$/.test(route.path));
    expect(products.length).toBeGreaterThan(10);
    for (const route of products) {
      expect(route.back, route.path).toBe(route.path.replace('/:id', ''));
      expect(route.hideLogo, route.path).toBe(true);
      // The header names the category "back" returns to («Стіки»), not the page kind («Товар»).
      const slug = route.path.split('/')[2] as keyof typeof shopUk.shop.categories;
      expect(route.sectionTitleKey, route.path).toBe(`shop.categories.${slug}`);
      expect(shopUk.shop.categories[slug], route.path).toBeTruthy();
    }
  });
});

// @vitest-environment node
// The product pages' header: back to their list, and the brand logo as on every other page (docs/decisions/0056).
import { describe, expect, it } from 'vitest';
import { shopRoutes } from '@/features/shop/routes';

describe('product page routes', () => {
  it('lead back to their category and keep the header logo', () => {
    const products = shopRoutes.filter((route) => /^\/shop\/[a-z-]+\/:id$/.test(route.path));
    expect(products.length).toBeGreaterThan(10);
    for (const route of products) {
      expect(route.back, route.path).toBe(route.path.replace('/:id', ''));
      expect(route.hideLogo ?? false, route.path).toBe(false);
    }
  });
});

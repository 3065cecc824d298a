// @vitest-environment node
// A reward's page header: back to the exchange, and no logo (spec section 2: product detail pages hide it).
import { describe, expect, it } from 'vitest';
import { exchangeRoutes } from '@/features/exchange/routes';

describe('reward page routes', () => {
  it('lead back to the exchange and hide the header logo, as spec section 2 says', () => {
    const rewards = exchangeRoutes.filter((route) => route.path.startsWith('/exchange/product/'));
    expect(rewards).toHaveLength(2);
    for (const route of rewards) {
      expect(route.back, route.path).toBe('/exchange');
      expect(route.hideLogo, route.path).toBe(true);
      // The header says where "back" leads («Нагороди»), not the page kind («Нагорода»).
      expect(route.sectionTitleKey, route.path).toBe('title.exchange');
    }
  });
});

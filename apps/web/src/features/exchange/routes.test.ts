// @vitest-environment node
// A reward's page has the header of every other page: back to the exchange and the brand logo (docs/decisions/0056).
import { describe, expect, it } from 'vitest';
import { exchangeRoutes } from '@/features/exchange/routes';

describe('reward page routes', () => {
  it('lead back to the exchange and keep the header logo', () => {
    const rewards = exchangeRoutes.filter((route) => route.path.startsWith('/exchange/product/'));
    expect(rewards).toHaveLength(2);
    for (const route of rewards) {
      expect(route.back, route.path).toBe('/exchange');
      expect(route.hideLogo ?? false, route.path).toBe(false);
    }
  });
});

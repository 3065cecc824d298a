// Routes of the shop (spec section 2, Shop): catalogue, category lists with product pages, favourites, cart and checkout.
import type { CategorySlug } from '@loyalty/contracts/catalog';
import type { RouteDefinition } from '@/types/routes';

// NOTE: spelled out, not imported: the contract module brings zod, and this file is part of the first screen's
// JavaScript through the route table (150 KB budget, docs/decisions/0007). The type keeps every entry a real slug and
// utils/catalog.test.ts keeps the list complete.
export const shopCategorySlugs = [
  'sticks',
  'devices',
  'bonus',
  'accessories',
  'popular',
  'ogo-cigs',
  'ogo-velo',
  'ogo-bonus',
  'ogo-merch',
  'ogo-sticks',
  'ogo-sticks-single',
  'ogo-devices',
  'ogo-accessories',
] as const satisfies readonly CategorySlug[];

const categoryRoutes: RouteDefinition[] = shopCategorySlugs.flatMap((slug): RouteDefinition[] => [
  {
    path: `/shop/${slug}`,
    layout: 'account',
    back: '/shop',
    titleKey: 'shopCategory',
    lazy: () => import('./components/category-page.tsx'),
  },
  {
    path: `/shop/${slug}/:id`,
    layout: 'account',
    back: `/shop/${slug}`,
    hideLogo: true,
    titleKey: 'shopProduct',
    lazy: () => import('./components/product-page.tsx'),
  },
]);

export const shopRoutes: RouteDefinition[] = [
  {
    path: '/shop',
    layout: 'account',
    back: '/',
    titleKey: 'shop',
    lazy: () => import('./components/shop-page.tsx'),
    homeEntry: { labelKey: 'homeLoyalty.shop', order: 0 },
  },
  {
    path: '/shop/choose-velo',
    layout: 'account',
    back: '/shop/ogo-velo',
    titleKey: 'chooseVelo',
    lazy: () => import('./components/choose-velo-page.tsx'),
  },
  {
    path: '/shop/favorite',
    layout: 'account',
    back: '/shop',
    titleKey: 'favorite',
    lazy: () => import('./components/favorite-page.tsx'),
  },
  {
    path: '/shop/cart',
    layout: 'account-off-footer',
    guards: ['authentication', 'referrer'],
    back: '/shop',
    titleKey: 'cart',
    lazy: () => import('./components/cart-page.tsx'),
  },
  {
    path: '/shop/delivery',
    layout: 'account-off-footer',
    back: '/shop/cart',
    titleKey: 'delivery',
    lazy: () => import('./components/delivery-page.tsx'),
  },
  {
    path: '/shop/payment',
    layout: 'account-off-footer',
    back: '/shop/delivery',
    titleKey: 'payment',
    lazy: () => import('./components/payment-page.tsx'),
  },
  {
    path: '/shop/checkout',
    layout: 'account-off-footer',
    back: '/shop/payment',
    titleKey: 'checkout',
    lazy: () => import('./components/checkout-page.tsx'),
  },
  {
    path: '/shop/order-again/:orderId',
    layout: 'account-off-footer',
    back: '/history-order',
    titleKey: 'checkout',
    lazy: () => import('./components/order-again-page.tsx'),
  },
  {
    path: '/shop/success',
    layout: 'account',
    back: null,
    titleKey: 'success',
    lazy: () => import('./components/success-page.tsx'),
  },
  ...categoryRoutes,
];

// Routes of the shop (spec section 2, Shop): catalogue, category lists with product pages, favourites, cart and checkout.
import type { RouteDefinition } from '@/types/routes';
import { categorySlugs } from '@loyalty/contracts/catalog-categories';

const categoryRoutes: RouteDefinition[] = categorySlugs.flatMap((slug): RouteDefinition[] => [
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
    sectionTitleKey: `shop.categories.${slug}`,
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

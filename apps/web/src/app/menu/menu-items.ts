// The burger menu's content per brand, exactly as spec section 2 lists it, plus the external links from configuration.
import type { Brand } from '@loyalty/contracts/brand';
import type { Env } from '@/config/env';
import { runtimeConfig, type RuntimeConfig } from '@/config/runtime-config';

export type MenuLabelKey =
  | 'menu.home'
  | 'menu.shop'
  | 'menu.orders'
  | 'menu.scan'
  | 'menu.exchange'
  | 'menu.tiers'
  | 'menu.brandStores'
  | 'menu.salesPoints'
  | 'menu.news'
  | 'menu.profile'
  | 'menu.share'
  | 'menu.faq'
  | 'menu.vocabulary'
  | 'menu.support'
  | 'menu.rules'
  | 'menu.userAgreement';

export type MenuItem =
  { kind: 'link'; id: string; to: string; labelKey: MenuLabelKey } | { kind: 'share'; id: 'share'; labelKey: 'menu.share' };

const link = (id: string, to: string, labelKey: MenuLabelKey): MenuItem => ({ kind: 'link', id, to, labelKey });
const share: MenuItem = { kind: 'share', id: 'share', labelKey: 'menu.share' };

/**
 * The shop, the orders, scanning, the exchange and the levels after Home: the spec's menu lists none of them, and a
 * customer looks for them there as much as in the bottom bar (decision 0044).
 */
const mainItems: readonly MenuItem[] = [
  link('shop', '/shop', 'menu.shop'),
  link('orders', '/history-order', 'menu.orders'),
  link('scan', '/scan', 'menu.scan'),
  link('exchange', '/exchange', 'menu.exchange'),
  link('tiers', '/tiers', 'menu.tiers'),
];

// NOTE: apart from mainItems, the order is the spec's.
const itemsByBrand: Record<Brand, readonly MenuItem[]> = {
  glo: [
    link('home', '/', 'menu.home'),
    ...mainItems,
    link('brand-stores', '/glo-studio', 'menu.brandStores'),
    link('news', '/news', 'menu.news'),
    link('profile', '/profile', 'menu.profile'),
    share,
    link('faq', '/faq', 'menu.faq'),
    link('vocabulary', '/vocabulary', 'menu.vocabulary'),
    link('rules', '/rules', 'menu.rules'),
    link('user-agreement', '/user-agreement', 'menu.userAgreement'),
  ],
  ogo: [
    link('home', '/', 'menu.home'),
    ...mainItems,
    link('brand-stores', '/glo-studio', 'menu.brandStores'),
    link('sales-points', '/go-buy', 'menu.salesPoints'),
    link('news', '/news', 'menu.news'),
    share,
    link('faq', '/faq', 'menu.faq'),
    link('vocabulary', '/vocabulary', 'menu.vocabulary'),
    link('support', '/support', 'menu.support'),
    link('rules', '/rules', 'menu.rules'),
    link('user-agreement', '/user-agreement', 'menu.userAgreement'),
  ],
};

export interface MenuContext {
  brand: Brand;
  /** navigator.share exists on this device. */
  canShare: boolean;
  /** The customer carries the age_verified tag. */
  ageVerified: boolean;
}

export function burgerMenuItems({ brand, canShare, ageVerified }: MenuContext): MenuItem[] {
  return itemsByBrand[brand].filter((item) => {
    if (item.kind === 'share') return canShare;
    if (item.id === 'rules') return ageVerified;
    return true;
  });
}

/**
 * The brand's full website: the server's GLO_SITE_URL / OGO_SITE_URL (run time), else the build's VITE_*
 * value; unset in both means the menu leaves the link out.
 */
export function fullSiteUrl(brand: Brand, config: Env, runtime: RuntimeConfig = runtimeConfig()): string | undefined {
  return runtime.links[brand].site ?? (brand === 'glo' ? config.VITE_GLO_SITE_URL : config.VITE_OGO_SITE_URL);
}

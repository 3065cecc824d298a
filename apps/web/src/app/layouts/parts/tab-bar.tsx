// The bottom bar of the signed-in pages (decision 0044): home, shop, scan, the cart with its count, profile,
// always one tap away beside the spec's burger menu. Part of the first screen: icons are one module each.
import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import type { ParseKeys } from 'i18next';
import House from 'lucide-react/icons/house';
import ScanLine from 'lucide-react/icons/scan-line';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import UserRound from 'lucide-react/icons/user-round';
import { totals } from '@loyalty/domain/shop/cart';
import { useTranslation } from '@/lib/translation-hooks';
import { useBrandStore } from '@/stores/brand-store';
import { useShopStore } from '@/features/shop/stores/shop-store';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

interface Tab {
  to: string;
  labelKey: ParseKeys;
  Icon: Icon;
}

export const tabs: readonly Tab[] = [
  { to: '/', labelKey: 'tabs.home', Icon: House },
  { to: '/shop', labelKey: 'tabs.shop', Icon: ShoppingBag },
  { to: '/scan', labelKey: 'tabs.scan', Icon: ScanLine },
  { to: '/shop/cart', labelKey: 'tabs.cart', Icon: ShoppingCart },
  { to: '/profile', labelKey: 'tabs.profile', Icon: UserRound },
];

/** The tab a path belongs to: the longest tab path it starts with (/shop/cart is the cart's, /shop/sticks the shop's). */
export function activeTabOf(pathname: string): string | null {
  let best: string | null = null;
  for (const { to } of tabs) {
    const inside = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
    if (inside && (best === null || to.length > best.length)) best = to;
  }
  return best;
}

export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const brand = useBrandStore((state) => state.brand);
  const cartCount = useShopStore((state) => totals(state[brand].cart).items);
  const active = activeTabOf(pathname);

  return (
    <nav className="tab-bar" aria-label={t('tabs.title')} data-testid="tab-bar">
      {tabs.map(({ to, labelKey, Icon }) => {
        const isCart = to === '/shop/cart';
        return (
          <Link
            key={to}
            className="tab-bar__tab"
            to={to}
            aria-current={active === to ? 'page' : undefined}
            data-tab={to}
            aria-label={isCart && cartCount > 0 ? t('tabs.cartWithCount', { count: cartCount }) : undefined}
          >
            <span className="tab-bar__icon">
              <Icon size={24} aria-hidden="true" />
              {isCart && cartCount > 0 && (
                <span className="tab-bar__badge" data-testid="tab-cart-count" aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </span>
            <span className="tab-bar__label">{t(labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

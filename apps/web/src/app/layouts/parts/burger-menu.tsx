// The burger menu drawer: the brand switch at its head, brand items, share, full-site link, language, social links and
// logout.
import { useRef, type ComponentType, type SVGProps } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import CircleHelp from 'lucide-react/icons/circle-help';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Gift from 'lucide-react/icons/gift';
import Headset from 'lucide-react/icons/headset';
import House from 'lucide-react/icons/house';
import MapPin from 'lucide-react/icons/map-pin';
import Newspaper from 'lucide-react/icons/newspaper';
import Package from 'lucide-react/icons/package';
import ScanLine from 'lucide-react/icons/scan-line';
import ScrollText from 'lucide-react/icons/scroll-text';
import Share2 from 'lucide-react/icons/share-2';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Store from 'lucide-react/icons/store';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from '@/lib/translation-hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { changeLanguage, languages } from '@/lib/i18n';
import { canSwitchBrand, switchBrand, useBrandStore } from '@/stores/brand-store';
import { isAgeVerified, useSessionStore } from '@/stores/session-store';
import { openFullSite } from '@/app/menu/full-site-link';
import { burgerMenuItems, fullSiteUrl } from '@/app/menu/menu-items';
import { socialLinks } from '@/app/menu/social-links';
import { logout } from '@/app/session/logout';
import { useFocusTrap } from '@/lib/a11y/use-focus-trap';
import { useAllowedUser } from '@/features/profile/api/check-allowed-user';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** Each item's picture, the bottom bar's where it has the same place: the list is read at a glance, not word by word. */
const itemIcons: Record<string, Icon> = {
  home: House,
  shop: ShoppingBag,
  orders: Package,
  scan: ScanLine,
  exchange: Gift,
  tiers: Award,
  'brand-stores': Store,
  'sales-points': MapPin,
  news: Newspaper,
  profile: UserRound,
  share: Share2,
  faq: CircleHelp,
  vocabulary: BookOpen,
  support: Headset,
  rules: ScrollText,
  'user-agreement': FileText,
};

const brandOrder = ['glo', 'ogo'] as const;

function ItemIcon({ id }: { id: string }) {
  const Picture = itemIcons[id];
  return Picture ? <Picture className="menu__icon" size={20} aria-hidden="true" /> : null;
}

/** The page an item leads to is the one open: home only at `/`, the others at their path and below it. */
export function isCurrentItem(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

interface BurgerMenuProps {
  onClose: () => void;
}

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export function BurgerMenu({ onClose }: BurgerMenuProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const brand = useBrandStore((state) => state.brand);
  const ageVerified = useSessionStore(isAgeVerified);
  const customer = useSessionStore((state) => state.customer);
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  // The spec's allowed-user flag (section 6): such a phone is a tester's, who is shown the build they run.
  const allowedUser = useAllowedUser(loggedIn);

  // A modal drawer: focus moves in and stays there, Escape closes it and focus goes back to the menu button.
  const drawer = useRef<HTMLDivElement>(null);
  useFocusTrap(drawer, onClose);

  const items = burgerMenuItems({ brand, canShare: canShare(), ageVerified });
  const siteUrl = fullSiteUrl(brand, env);
  const socials = socialLinks(brand, env);
  const brandName = t(`brand.${brand}`);

  const share = (): void => {
    // A cancelled share sheet rejects; that is the customer's choice, not an error.
    navigator
      .share({ title: t('app.name'), text: t('menu.shareText', { brand: brandName }), url: window.location.origin })
      .catch(() => undefined);
  };

  return (
    <div ref={drawer} className="menu-backdrop" role="dialog" aria-modal="true" aria-label={t('menu.title')} onClick={onClose}>
      <nav
        id="burger-menu"
        className="menu"
        aria-label={t('menu.title')}
        data-testid="burger-menu"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="menu__top">
          <span className="menu__title">{t('menu.title')}</span>
          <button type="button" className="menu__close" aria-label={t('header.closeMenu')} onClick={onClose}>
            ×
          </button>
        </div>
        {/* Which app this is, and the other one a tap away: at the head, where a person who has just switched looks. */}
        {canSwitchBrand() && (
          <div className="menu__brands" role="group" aria-label={t('menu.brand')} data-testid="menu-brands">
            {/* Always glo | ogo, in that order: the pressed one is the app open, whichever brand it is. */}
            {brandOrder.map((each) =>
              each === brand ? (
                <button key={each} type="button" className="chip" aria-pressed="true" data-brand={each} onClick={onClose}>
                  {t(`brand.${each}`)}
                </button>
              ) : (
                <button
                  key={each}
                  type="button"
                  className="chip"
                  aria-pressed="false"
                  aria-label={t('menu.switchBrand', { brand: t(`brand.${each}`) })}
                  data-brand={each}
                  data-testid="brand-switch"
                  onClick={() => {
                    switchBrand(queryClient);
                    onClose();
                  }}
                >
                  {t(`brand.${each}`)}
                </button>
              ),
            )}
          </div>
        )}
        <ul className="menu__list">
          {items.map((item) => (
            <li key={item.id}>
              {item.kind === 'link' ? (
                <Link
                  className="menu__item"
                  to={item.to}
                  data-menu-item={item.id}
                  aria-current={isCurrentItem(item.to, pathname) ? 'page' : undefined}
                  onClick={onClose}
                >
                  <ItemIcon id={item.id} />
                  {t(item.labelKey)}
                </Link>
              ) : (
                <button type="button" className="menu__item" data-menu-item="share" onClick={share}>
                  <ItemIcon id="share" />
                  {t(item.labelKey)}
                </button>
              )}
            </li>
          ))}
          {siteUrl && (
            <li>
              <a
                className="menu__item"
                href={siteUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-menu-item="full-site"
                onClick={(event) => {
                  event.preventDefault();
                  openFullSite(brand, customer, siteUrl);
                  onClose();
                }}
              >
                <ExternalLink className="menu__icon" size={20} aria-hidden="true" />
                {t('menu.fullSite', { brand: brandName })}
              </a>
            </li>
          )}
        </ul>

        <div className="menu__section" role="group" aria-label={t('menu.language')}>
          <span className="menu__label">{t('menu.language')}</span>
          <div className="menu__languages">
            {languages.map((language) => (
              <button
                key={language}
                type="button"
                className="chip"
                aria-pressed={i18n.language === language}
                data-language={language}
                onClick={() => void changeLanguage(language)}
              >
                {t(`language.${language}`)}
              </button>
            ))}
          </div>
        </div>

        {allowedUser.data === true && (
          <p className="menu__label" data-testid="menu-build">
            {t('menu.build', { build: __BUILD_ID__ })}
          </p>
        )}

        {socials.length > 0 && (
          <div className="menu__section">
            <span className="menu__label">{t('menu.social')}</span>
            <ul className="menu__socials">
              {socials.map(({ network, href }) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" data-social={network}>
                    {t(`social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        {/* Kept at the drawer's foot while the list scrolls: «Вийти» is never cut by the screen's edge. */}
        <div className="menu__section menu__footer" data-testid="menu-footer">
          <Button
            variant="ghost"
            className="menu__logout"
            data-testid="logout"
            onClick={() => {
              onClose();
              void logout({ navigate: (path, options) => void navigate(path, options) });
            }}
          >
            {t('menu.logout')}
          </Button>
        </div>
      </nav>
    </div>
  );
}

// The app header: back arrow per route, the brand logo (where the registry hides it, the section "back" returns to), the menu button
// when logged in.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { BrandLogo } from '@/components/ui/brand-logo';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useRouteHandle } from '@/app/routes/route-handle';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { previousEntryIs } from '@/app/navigation/back-navigation';

const loadBurgerMenu = () => import('@/app/layouts/parts/burger-menu');
// The menu exists only for logged-in customers, so its code stays out of the login screen's bundle.
const BurgerMenu = lazy(() => loadBurgerMenu().then((module) => ({ default: module.BurgerMenu })));

interface HeaderProps {
  /** The landing and error layouts show only the logo. */
  minimal?: boolean;
}

export function Header({ minimal = false }: HeaderProps) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const brand = useBrandStore((state) => state.brand);
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();

  const back = minimal ? null : (handle?.back ?? null);
  const showLogo = !(handle?.hideLogo ?? false);
  const showMenuButton = !minimal && loggedIn;

  useEffect(() => {
    // Fetch the menu's chunk once the page has settled, so the first tap opens it at once.
    if (showMenuButton) afterFirstPaint(() => void loadBurgerMenu());
  }, [showMenuButton]);

  return (
    <header className="header">
      <div className="header__side">
        {back !== null && (
          <Link
            className="header__back"
            to={back}
            aria-label={t('header.back')}
            data-testid="back-link"
            onClick={(event) => {
              // Back to the entry the customer came from (the list at its place), not a new copy of it on top.
              if (!previousEntryIs(back)) return;
              event.preventDefault();
              void navigate(-1);
            }}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </Link>
        )}
      </div>
      {showLogo ? (
        <Link className="header__logo" to="/" aria-label={t('header.logoLabel', { brand: t(`brand.${brand}`) })}>
          <BrandLogo brand={brand} />
        </Link>
      ) : (
        handle && (
          <span className="header__title" data-testid="header-title">
            {t(handle.sectionTitleKey ?? `title.${handle.titleKey}`)}
          </span>
        )
      )}
      <div className="header__side header__side--end">
        {showMenuButton && (
          <button
            type="button"
            className="header__menu-button"
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="burger-menu"
            data-testid="menu-button"
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <BurgerMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

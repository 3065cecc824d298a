// Page footer: the 18+ notice and health warning the brands must show, and the brand's social links.
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import { env } from '@/config/env';
import { useBrandStore } from '@/stores/brand-store';
import { socialLinks } from '@/app/menu/social-links';

interface FooterProps {
  /** The ogo-footer layout shows ogo's footer whatever the active brand. */
  brandOverride?: Brand;
}

export function Footer({ brandOverride }: FooterProps) {
  const { t } = useTranslation();
  const activeBrand = useBrandStore((state) => state.brand);
  const brand = brandOverride ?? activeBrand;
  const socials = socialLinks(brand, env);
  return (
    <footer className="footer" data-footer-brand={brand}>
      {socials.length > 0 && (
        <ul className="footer__socials">
          {socials.map(({ network, href }) => (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`social.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="footer__notice">{t('app.adultsOnly')}</p>
      <p className="footer__warning">{t('app.healthWarning')}</p>
    </footer>
  );
}

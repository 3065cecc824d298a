// The glo and ogo wordmarks as inline SVG, so the header logo costs no request and follows the theme colours.
import type { Brand } from '@loyalty/contracts/brand';

interface BrandLogoProps {
  brand: Brand;
  className?: string;
}

/** glo: lowercase wordmark with the accent dot; ogo: two rings around a bar. Both use currentColor and --color-accent. */
export function BrandLogo({ brand, className }: BrandLogoProps) {
  if (brand === 'ogo') {
    return (
      <svg className={className} viewBox="0 0 96 40" role="img" aria-label="ogo" data-logo="ogo">
        <circle cx="18" cy="20" r="13" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M48 7a13 13 0 1 0 13 15h-11" fill="none" stroke="var(--color-accent)" strokeWidth="6" strokeLinecap="round" />
        <circle cx="78" cy="20" r="13" fill="none" stroke="currentColor" strokeWidth="6" />
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 96 40" role="img" aria-label="glo" data-logo="glo">
      <path d="M27 13v17a10 10 0 0 1-18 6" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <circle cx="18" cy="20" r="9" fill="none" stroke="currentColor" strokeWidth="5" />
      <path d="M43 4v28" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <circle cx="66" cy="20" r="10" fill="none" stroke="currentColor" strokeWidth="5" />
      <circle cx="86" cy="30" r="4" fill="var(--color-accent)" />
    </svg>
  );
}

// Burger menu content per brand (spec section 2) and the configured external links.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { parseRuntimeConfig } from '@/config/runtime-config';
import { burgerMenuItems, fullSiteUrl } from '@/app/menu/menu-items';
import { socialLinks } from '@/app/menu/social-links';

const ids = (...args: Parameters<typeof burgerMenuItems>) => burgerMenuItems(...args).map((item) => item.id);

describe('burger menu (spec section 2)', () => {
  it('lists the glo items in the spec order, with the shop, the orders, scanning, the exchange and the levels after home', () => {
    expect(ids({ brand: 'glo', canShare: true, ageVerified: true })).toEqual([
      'home',
      'shop',
      'orders',
      'scan',
      'exchange',
      'tiers',
      'brand-stores',
      'news',
      'profile',
      'share',
      'faq',
      'vocabulary',
      'rules',
      'user-agreement',
    ]);
  });

  it('lists the ogo items in the spec order, with sales points and support', () => {
    expect(ids({ brand: 'ogo', canShare: true, ageVerified: true })).toEqual([
      'home',
      'shop',
      'orders',
      'scan',
      'exchange',
      'tiers',
      'brand-stores',
      'sales-points',
      'news',
      'share',
      'faq',
      'vocabulary',
      'support',
      'rules',
      'user-agreement',
    ]);
  });

  it('links sales points to /go-buy only in ogo', () => {
    const ogo = burgerMenuItems({ brand: 'ogo', canShare: false, ageVerified: false });
    expect(ogo).toContainEqual(expect.objectContaining({ id: 'sales-points', to: '/go-buy' }));
    expect(ids({ brand: 'glo', canShare: false, ageVerified: false })).not.toContain('sales-points');
  });

  it('shows share only where the device can share', () => {
    expect(ids({ brand: 'glo', canShare: false, ageVerified: true })).not.toContain('share');
  });

  it('shows rules only to age-verified customers', () => {
    expect(ids({ brand: 'ogo', canShare: true, ageVerified: false })).not.toContain('rules');
  });
});

describe('configured links', () => {
  const config = parseEnv({
    VITE_GLO_SITE_URL: 'https://glo.example',
    VITE_OGO_INSTAGRAM_URL: 'https://instagram.example/ogo',
    VITE_OGO_TELEGRAM_URL: 'https://t.example/ogo',
  });

  it('uses the brand’s full-site URL and hides an unset one', () => {
    expect(fullSiteUrl('glo', config)).toBe('https://glo.example');
    expect(fullSiteUrl('ogo', config)).toBeUndefined();
  });

  it('lists only the configured social links of the brand', () => {
    expect(socialLinks('ogo', config)).toEqual([
      { network: 'instagram', href: 'https://instagram.example/ogo' },
      { network: 'telegram', href: 'https://t.example/ogo' },
    ]);
    expect(socialLinks('glo', config)).toEqual([]);
  });

  it("prefers the server's links given at run time over the build's (issue 36)", () => {
    const runtime = parseRuntimeConfig(
      JSON.stringify({
        apiKey: 'k',
        sites: { ogo: 'https://ogo.example' },
        socials: { ogo: { instagram: 'https://instagram.example/ogo-live' }, glo: { facebook: 'https://fb.example/glo' } },
      }),
    );
    expect(fullSiteUrl('ogo', config, runtime)).toBe('https://ogo.example/');
    expect(fullSiteUrl('glo', config, runtime)).toBe('https://glo.example');
    expect(socialLinks('ogo', config, runtime)).toEqual([
      { network: 'instagram', href: 'https://instagram.example/ogo-live' },
      { network: 'telegram', href: 'https://t.example/ogo' },
    ]);
    expect(socialLinks('glo', config, runtime)).toEqual([{ network: 'facebook', href: 'https://fb.example/glo' }]);
  });
});

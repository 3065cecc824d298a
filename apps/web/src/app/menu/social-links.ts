// The brand's social links, shown in the footer and the burger menu only when configured (spec section 2). Kept apart
// from the menu items so the footer does not pull the lazy menu's code into the first screen.
import type { Brand } from '@loyalty/contracts/brand';
import type { Env } from '@/config/env';

export type SocialNetwork = 'instagram' | 'facebook' | 'telegram';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export function socialLinks(brand: Brand, config: Env): SocialLink[] {
  const candidates: Array<[SocialNetwork, string | undefined]> =
    brand === 'glo'
      ? [
          ['instagram', config.VITE_GLO_INSTAGRAM_URL],
          ['facebook', config.VITE_GLO_FACEBOOK_URL],
          ['telegram', config.VITE_GLO_TELEGRAM_URL],
        ]
      : [
          ['instagram', config.VITE_OGO_INSTAGRAM_URL],
          ['facebook', config.VITE_OGO_FACEBOOK_URL],
          ['telegram', config.VITE_OGO_TELEGRAM_URL],
        ];
  return candidates.flatMap(([network, href]) => (href ? [{ network, href }] : []));
}

// The brand's social links, shown in the footer and the burger menu only when configured (spec section 2): the server's
// at run time, else the build's VITE_* values. Kept apart from the menu items so the footer does not pull
// the lazy menu's code into the first screen.
import type { Brand } from '@loyalty/contracts/brand';
import type { Env } from '@/config/env';
import { runtimeConfig, type RuntimeConfig } from '@/config/runtime-config';

export type SocialNetwork = 'instagram' | 'facebook' | 'telegram';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export function socialLinks(brand: Brand, config: Env, runtime: RuntimeConfig = runtimeConfig()): SocialLink[] {
  const served = runtime.links[brand];
  const candidates: Array<[SocialNetwork, string | undefined]> =
    brand === 'glo'
      ? [
          ['instagram', served.instagram ?? config.VITE_GLO_INSTAGRAM_URL],
          ['facebook', served.facebook ?? config.VITE_GLO_FACEBOOK_URL],
          ['telegram', served.telegram ?? config.VITE_GLO_TELEGRAM_URL],
        ]
      : [
          ['instagram', served.instagram ?? config.VITE_OGO_INSTAGRAM_URL],
          ['facebook', served.facebook ?? config.VITE_OGO_FACEBOOK_URL],
          ['telegram', served.telegram ?? config.VITE_OGO_TELEGRAM_URL],
        ];
  return candidates.flatMap(([network, href]) => (href ? [{ network, href }] : []));
}

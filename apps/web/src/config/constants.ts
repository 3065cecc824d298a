// The one module of client constants: the spec's lifetimes and limits plus every browser storage key the app uses.
import { cacheLifetimeSeconds } from '@loyalty/domain/constants';

export * from '@loyalty/domain/constants';

/** localStorage keys. Logout wipes all of them except `appVersion` (spec section 4). */
export const storageKeys = {
  appVersion: 'loyalty.app-version',
  installDismissed: 'loyalty.install-dismissed',
  brand: 'loyalty.brand',
  session: 'loyalty.session',
  is18: 'loyalty.is18',
  language: 'loyalty.language',
  /** Prefix of the expiring client flags that stand in for the spec's cookies (see src/lib/storage.ts). */
  cacheFlagPrefix: 'loyalty.flag.',
} as const;

/** sessionStorage keys: per-tab flags that a new version clears. */
export const sessionStorageKeys = {
  chunkReloadPrefix: 'loyalty.chunk-reload.',
} as const;

/** Roots of TanStack Query keys that other modules must reach by name (brand switch, logout). */
export const queryKeyRoots = {
  user: 'user',
  menu: 'menu',
  rules: 'rules',
} as const;

export const defaultResendSeconds = 60;
export const versionCheckIntervalMs = cacheLifetimeSeconds.versionCheck * 1000;
export const ageVerifiedTag = 'age_verified';

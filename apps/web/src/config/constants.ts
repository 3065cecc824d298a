// The one module of client constants: the spec's lifetimes and limits plus every browser storage key the app uses.
import { cacheLifetimeSeconds } from '@loyalty/domain/constants';

export * from '@loyalty/domain/constants';

/** localStorage keys. Logout wipes all of them except `appVersion` (spec section 4). */
export const storageKeys = {
  appVersion: 'loyalty.app-version',
  installDismissed: 'loyalty.install-dismissed',
  /** Visits so far (lib/pwa/install-prompt): the install offer waits for the second, or for a credited scan. */
  visits: 'loyalty.visits',
  /** The install offer has been earned (a second visit or a credited scan): shown whenever the browser allows. */
  installEarned: 'loyalty.install-earned',
  brand: 'loyalty.brand',
  session: 'loyalty.session',
  language: 'loyalty.language',
  /** Prefix of the expiring client flags that stand in for the spec's cookies (see src/lib/storage.ts). */
  cacheFlagPrefix: 'loyalty.flag.',
  /** A consultant's attribution from /qr, kept until a logged-in session can send it (features/scan). */
  pendingManager: 'loyalty.pending-manager',
  /** Carts, checkout choices and the last order per brand (features/shop). */
  shop: 'loyalty.shop',
  /** The customer declined the offer of order notifications on the success page: not offered again. */
  pushOfferDismissed: 'loyalty.push-offer-dismissed',
  /** Prefix of the highest level rank the app has shown per brand and customer (lib/level-up.ts): a level-up once. */
  levelShownPrefix: 'loyalty.level-shown.',
} as const;

/** sessionStorage keys: per-tab flags that a new version clears. */
export const sessionStorageKeys = {
  chunkReloadPrefix: 'loyalty.chunk-reload.',
  /** This tab's visit is counted in `storageKeys.visits`: a reload is the same visit. */
  visitCounted: 'loyalty.visit-counted',
  /** The 18+ answer of this visit (features/age-gate): survives logout, not a new tab. */
  is18: 'loyalty.is18',
  /** The registration ticket of confirm-sms: per tab, never in the URL, gone with the tab. */
  registrationTicket: 'loyalty.registration-ticket',
} as const;

/** Names of the expiring client flags (src/lib/storage.ts `cacheFlags`) that stand in for the spec's cookies. */
export const cacheFlagNames = {
  /** Set after a check-token answer; while it lives, no new check is made (spec section 9: 1200 s). */
  checkToken: 'check-token',
} as const;

/** Roots of TanStack Query keys that other modules must reach by name (brand switch, logout). */
export const queryKeyRoots = {
  user: 'user',
  menu: 'menu',
  rules: 'rules',
  /** XP balance and ledger history: every call that moves points invalidates this root. */
  balance: 'balance',
  bonusHistory: 'bonus-history',
  /** Scan counters and scan history change with every redemption. */
  scan: 'scan',
  /** The customer's orders (features/orders, the success page): every placed or paid order invalidates this root. */
  orders: 'orders',
  /** The campaigns the customer is shown and their tier: a credit can use up a campaign's limit or move the level. */
  programme: 'programme',
} as const;

export const defaultResendSeconds = 60;
export const versionCheckIntervalMs = cacheLifetimeSeconds.versionCheck * 1000;
export const ageVerifiedTag = 'age_verified';
export const checkTokenIntervalMs = cacheLifetimeSeconds.checkToken * 1000;
/** The server keeps a registration ticket 30 minutes (contracts/auth.ts); an older one is not worth sending. */
export const registrationTicketLifetimeMs = 30 * 60 * 1000;
/** Age verification photo limits, the same as the server's (contracts/verification.ts). */
export const verificationPhoto = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
/** How long logout waits for the server before clearing the device anyway. */
export const logoutServerWaitMs = 3000;
/** Multi-scan photo limits, the same as the server's (/mapi/multiscan/load: JPEG or PNG, at most 8 MB). */
export const multiscanPhoto = {
  maxBytes: 8 * 1024 * 1024,
  types: ['image/jpeg', 'image/png'],
} as const;
/** How often a multi-scan upload's status is asked while the server's job decodes it. */
export const multiscanPollMs = 2000;
/** Barcode formats a pack code may come in (BarcodeDetector names; the ZXing fallback maps them). */
export const packCodeFormats = ['qr_code', 'data_matrix', 'code_128', 'ean_13'] as const;
/** Typing pause before a store search is sent. */
export const storeSearchDebounceMs = 300;

/** Working days within which a reward usually leaves for the customer's branch (decision 0084; «Як отримати»). */
export const rewardDeliveryWorkingDays = 5;

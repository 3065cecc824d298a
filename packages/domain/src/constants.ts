// Business constants and limits of spec section 9, in one place for the web app and the API.

/** Client cache lifetimes (spec calls them cookie lifetimes), in seconds. */
export const cacheLifetimeSeconds = {
  veloId: 3600,
  oralStatus: 14_400,
  scanCounts: 7200,
  feedbackPerBrand: 1800,
  offlineOrders: 1800,
  importOrders: 86_400,
  certificateRegistration: 259_200,
  checkToken: 1200,
  versionCheck: 300,
  devices: 14_400,
  menuLink: 840,
} as const;

export const freeShippingThresholdUah = 399;
export const country = 'Ukraine';
export const defaultZip = '01001';
export const currency = 'UAH';

export const paymentMethods = { cashOnDelivery: 1, onlineCard: 2 } as const;
export const paymentLabels = { 1: 'Cash on Delivery', 2: 'online card' } as const;

/**
 * VELO-30. `maxUses`: the spec counts uses in the velo-30 metafield (1 after the first order, 2 after a second one), so a
 * customer may use the code twice; at 2 it is used up (docs/decisions/0014).
 */
export const veloPromo = {
  code: 'VELO-30',
  ratio: 0.7,
  discountTag: 'discount:fruit-madness',
  minItems: 3,
  maxUses: 2,
} as const;

export const paymentLinkRetry = { delayMs: 2000, maxCount: 5, failedCount: 6 } as const;
export const addressRetryDelayMs = 1000;

export const buildCheckIntervalMs = 3_600_000;
export const chunkReloadGuardMs = 10_000;

export const toastTiming = { autoCloseMs: 5000, collapseMs: 300, position: 'top-right' } as const;
export const copyFeedbackMs = 1500;

export const userAgentMaxLength = 500;

export const orderTags = [
  'PWA',
  'pwa_order',
  'pre-order',
  'iPost',
  'ogo_design',
  'velo_trial',
  'mgm_promo-code',
  'or_age_verified',
] as const;

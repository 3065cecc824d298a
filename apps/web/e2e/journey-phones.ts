/**
 * The e2e server's API_KEY: not the development default, so every journey proves the app takes its key from the
 * server at run time (issue 15), whatever the build was made with.
 */
export const e2eApiKey = 'e2e-runtime-key-5a1b9c';

// One phone per journey: each number has its own SMS caps and cooldown on the server (issue 3), so journeys never
// wait for one another. Kept apart from browser.ts so the global set-up can read it without vitest's inject().

export const journeyPhones = {
  /** Registered beforehand (test-login), then logs in with a real SMS code. */
  login: '+380675550101',
  /** Unknown to the server: goes through /registration. */
  registration: '+380675550102',
  logout: '+380675550103',
  brandSwitch: '+380675550104',
  /** Issue 4: scans a pack code by manual entry and sees it in the XP history. */
  scan: '+380675550105',
  /** Issue 4: exchanges XP for a reward. */
  exchange: '+380675550106',
  /** Issue 5: orders sticks, Nova Poshta branch, cash on delivery; sees the order in /history-order. */
  shopCash: '+380675550107',
  /** Issue 5: pays an order by card through the LiqPay test checkout. */
  shopCard: '+380675550108',
  /** Issue 5: buys a bonus product with XP. */
  shopXp: '+380675550109',
  /** Issue 10: a declined card payment and a cancelled order each give the order's XP back. */
  shopCancel: '+380675550110',
  /** Issue 14: a declined card order is paid again from the success page (its lines back in the cart). */
  shopRetry: '+380675550111',
  /** Issue 6: sends feedback with a photo on an order placed in the journey. */
  feedback: '+380675550501',
  /** Issue 6: opens /invite-friend, sees the member code and copies it ('Скопійовано' for 1500 ms). */
  inviteCopy: '+380675550301',
  /** Issue 14: a new customer types the inviter's code into the cart's friend field and orders… */
  inviteFriend: '+380675550302',
  /** …and this inviter sees them among the referrals. */
  inviteInviter: '+380675550303',
  /** Issue 6: buys a partner certificate with XP and sees it in /certificates/my-list. */
  certificates: '+380675550201',
  /** Issue 6: opens a news item from /news and goes back. */
  news: '+380675550601',
  /** Issue 17: turns notifications on in the profile, switches a kind off, gets a push shown by the service worker. */
  notifications: '+380675550701',
  /** Issue 16: a moderator approves this customer's document in the back-office; the app shows the age verified. */
  adminVerified: '+380675550801',
  /** Issue 37: a moderator rejects this customer's document with a reason; the app shows the reason. */
  adminRejected: '+380675550805',
  /** Issue 16: support adds XP in the back-office; the customer's balance follows. */
  adminXp: '+380675550802',
  /** Issue 16: reads the news marketing publishes in the back-office. */
  adminNews: '+380675550803',
  /** Issue 35: support credits more than the approval threshold; a second support member approves it. */
  adminXpApproval: '+380675550804',
  /** Issue 14: after one online visit, home offline shows the last balance with the time it was fetched. */
  offlineBalance: '+380675550901',
  /** Issue 14: home after the typeface arrives, for its layout shift. */
  typeface: '+380675550903',
  /** Issue 14: the accessibility and layout sweep over every route in both brands. */
  accessibility: '+380675550902',
} as const;

/** Phones the e2e server lets test-login sign in (TEST_LOGIN_PHONES), used only to create their customer records. */
export const preRegisteredPhones = [
  journeyPhones.login,
  journeyPhones.logout,
  journeyPhones.brandSwitch,
  journeyPhones.scan,
  journeyPhones.exchange,
  journeyPhones.shopCash,
  journeyPhones.shopCard,
  journeyPhones.shopXp,
  journeyPhones.shopCancel,
  journeyPhones.shopRetry,
  journeyPhones.feedback,
  journeyPhones.inviteCopy,
  journeyPhones.inviteFriend,
  journeyPhones.inviteInviter,
  journeyPhones.certificates,
  journeyPhones.news,
  journeyPhones.notifications,
  journeyPhones.adminVerified,
  journeyPhones.adminRejected,
  journeyPhones.adminXp,
  journeyPhones.offlineBalance,
  journeyPhones.accessibility,
  journeyPhones.adminNews,
  journeyPhones.adminXpApproval,
  journeyPhones.typeface,
] as const;

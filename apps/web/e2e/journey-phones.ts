/**
 * The e2e server's API_KEY: not the development default, so every journey proves the app takes its key from the
 * server at run time, whatever the build was made with.
 */
export const e2eApiKey = 'e2e-runtime-key-5a1b9c';

// One phone per journey: each number has its own SMS caps and cooldown on the server, so journeys never
// wait for one another. Kept apart from browser.ts so the global set-up can read it without vitest's inject().

export const journeyPhones = {
  /** Registered beforehand (test-login), then logs in with a real SMS code. */
  login: '+380675550101',
  /** Unknown to the server: goes through /registration. */
  registration: '+380675550102',
  logout: '+380675550103',
  brandSwitch: '+380675550104',
  /** Scans a pack code by manual entry and sees it in the XP history. */
  scan: '+380675550105',
  /** Exchanges XP for a reward. */
  exchange: '+380675550106',
  /** Orders sticks, Nova Poshta branch, cash on delivery; sees the order in /history-order. */
  shopCash: '+380675550107',
  /** Pays an order by card through the LiqPay test checkout. */
  shopCard: '+380675550108',
  /** Buys a bonus product with XP. */
  shopXp: '+380675550109',
  /** A declined card payment and a cancelled order each give the order's XP back. */
  shopCancel: '+380675550110',
  /** A declined card order is paid again from the success page (its lines back in the cart). */
  shopRetry: '+380675550111',
  /** Sends feedback with a photo on an order placed in the journey. */
  feedback: '+380675550501',
  /** Opens /invite-friend, sees the member code and copies it ('Скопійовано' for 1500 ms). */
  inviteCopy: '+380675550301',
  /** A new customer types the inviter's code into the cart's friend field and orders… */
  inviteFriend: '+380675550302',
  /** …and this inviter sees them among the referrals. */
  inviteInviter: '+380675550303',
  /** Buys a partner certificate with XP and sees it in /certificates/my-list. */
  certificates: '+380675550201',
  /** Opens a news item from /news and goes back. */
  news: '+380675550601',
  /** Turns notifications on in the profile, switches a kind off, gets a push shown by the service worker. */
  notifications: '+380675550701',
  /** A moderator approves this customer's document in the back-office; the app shows the age verified. */
  adminVerified: '+380675550801',
  /** A moderator rejects this customer's document with a reason; the app shows the reason. */
  adminRejected: '+380675550805',
  /** Support adds XP in the back-office; the customer's balance follows. */
  adminXp: '+380675550802',
  /** Reads the news marketing publishes in the back-office. */
  adminNews: '+380675550803',
  /** Support credits more than the approval threshold; a second support member approves it. */
  adminXpApproval: '+380675550804',
  /** Support sees this person's glo and ogo records side by side and ends their sessions; the app signs out. */
  adminSessions: '+380675550806',
  /** An operator credits this person's glo record; the admin's dashboard figures follow the brand and period. */
  adminDashboard: '+380675550807',
  /** Exchanges XP for a reward sent to a branch; support marks it sent with a ТТН and the customer sees it. */
  adminRewardHandOver: '+380675550809',
  /** Scans sticks while marketing's "×2 на стіки у вихідні" campaign runs; the credit is doubled and named. */
  adminCampaign: '+380675550808',
  /** Finds on /go-buy the sales point marketing adds in the back-office, and not after it is deleted. */
  adminStores: '+380675550810',
  /** After one online visit, home offline shows the last balance with the time it was fetched. */
  offlineBalance: '+380675550901',
  /** Home after the typeface arrives, for its layout shift. */
  typeface: '+380675550903',
  /** The shop's layout, the checkout's steps and sticky bar, the profile and orders, in both brands. */
  shopLayout: '+380675550905',
  /** The accessibility and layout sweep over every route in both brands. */
  accessibility: '+380675550902',
  /** With too few XP the certificates are locked with what is missing. */
  certificatesLocked: '+380675551201',
  /** A wrong SMS code is marked on the field with the tries left. */
  smsWrongCode: '+380675551202',
  /** Promo codes checked in the cart ("Застосувати"), glo and ogo… */
  promoCart: '+380675551203',
  /** …with the member code of this customer as the friend's code. */
  promoInviter: '+380675551204',
  /** back from a product to its list, the bottom bar, the cart from a product, the order's success page. */
  navigation: '+380675553601',
  /** the same in ogo, with ogo's own words on home and in the shop. */
  navigationOgo: '+380675553602',
  /** Finds the nearest sales point with «Поруч зі мною» and goes on to the brand stores. */
  storeLocator: '+380675553603',
  /** Sees a running "×2 на стіки" on home and the scan screen, and the doubled credit named in the scan's result. */
  campaignBanner: '+380675553901',
  /** A scan crosses the Золотий threshold of the demo tier set; the tier card shows the new level. */
  tierCrossing: '+380675553902',
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
  journeyPhones.adminSessions,
  journeyPhones.adminDashboard,
  journeyPhones.adminCampaign,
  journeyPhones.adminStores,
  journeyPhones.adminRewardHandOver,
  journeyPhones.typeface,
  journeyPhones.certificatesLocked,
  journeyPhones.smsWrongCode,
  journeyPhones.promoCart,
  journeyPhones.promoInviter,
  journeyPhones.shopLayout,
  journeyPhones.navigation,
  journeyPhones.navigationOgo,
  journeyPhones.storeLocator,
  journeyPhones.campaignBanner,
  journeyPhones.tierCrossing,
] as const;

// Back-office calls under /api/admin: staff sign-in, staff accounts, customers, age verification, orders,
// jobs, audit and the dashboard. Staff roles decide what each call allows (apps/api/src/modules/admin/roles.ts).
import { z } from 'zod';
import { bigserialIdParamSchema, idParamsSchema, maxSerialId, serialIdParamSchema, serialIdSchema } from './ids.ts';
import { brandSchema } from './brand.ts';
import { faqTopicSchema } from './content.ts';
import { feedbackShopSchema } from './feedback.ts';
import { waybillNumberSchema } from './orders.ts';
import { uaPhoneSchema } from './auth.ts';
import { rewardRedemptionSchema, rewardRedemptionStatusSchema, storeHoursSchema, storeKinds } from './points.ts';

export const staffRoles = ['admin', 'support', 'moderator', 'marketing'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'expected an e-mail address');

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
  must_change_password: z.boolean(),
  totp_enabled: z.boolean(),
  disabled: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  /** The 6-digit code of the authenticator app: needed when the account has the second factor on, else ignored. */
  totp: z
    .string()
    .regex(/^\d{6}$/, 'expected the 6 digits of the authenticator app')
    .optional(),
});
/** `token`: the same session as the cookie, for scripts (Authorization: Bearer). */
export const adminLoginResponseSchema = z.object({ staff: staffSchema, token: z.string() });
export const adminMeResponseSchema = z.object({ staff: staffSchema });

export const adminChangePasswordBodySchema = z.object({
  current_password: z.string().min(1).max(200),
  new_password: z.string().min(12, 'Use at least 12 characters').max(200),
});
const totpCodeSchema = z.string().regex(/^\d{6}$/, 'expected 6 digits');
/** Changing the second factor needs the password again, and a current code while it is on. */
export const adminTotpSetupBodySchema = z.object({
  current_password: z.string().min(1).max(200),
  code: totpCodeSchema.optional(),
});
export const adminTotpSetupResponseSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const adminTotpEnableBodySchema = z.object({ code: totpCodeSchema });
export const adminTotpDisableBodySchema = z.object({ current_password: z.string().min(1).max(200), code: totpCodeSchema });
export const adminOkSchema = z.object({ ok: z.literal(true) });

export const adminCreateStaffBodySchema = z.object({ email: emailSchema, role: staffRoleSchema });
export const adminCreateStaffResponseSchema = z.object({ staff: staffSchema, password: z.string() });
export const adminStaffListResponseSchema = z.object({ staff: z.array(staffSchema) });
export const adminUpdateStaffBodySchema = z.object({
  role: staffRoleSchema.optional(),
  disabled: z.boolean().optional(),
});
export const staffIdParamsSchema = idParamsSchema;

/** Server-side paging and sorting of every list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminCustomerSearchQuerySchema = pageQuerySchema.extend({
  query: z.string().trim().max(200).default(''),
  sort: z.enum(['created_at', '-created_at', 'phone', 'last_name']).default('-created_at'),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  balance: z.number().int(),
  orders_count: z.number().int(),
  blocked: z.boolean(),
  created_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
/** A person: every customer record of one phone (at most one per brand), glo first. */
export const adminPersonSchema = z.object({
  phone: z.string(),
  records: z.array(adminCustomerRowSchema).min(1),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;
/**
 * A list's count stops at the page's offset plus this many (a million matches are not counted on every call);
 * `total_exact` is false when it stopped there, and `total` is then a lower bound ("more than …").
 */
export const listCountHorizon = 1000;
const countedSchema = {
  total: z.number().int().describe('Matches, counted up to the page offset + 1000'),
  total_exact: z.boolean().describe('false when the count stopped there: more than `total` match'),
};
/** People, paged by person: a person with both brands is one entry wherever the page boundary falls. */
export const adminCustomerListResponseSchema = z.object({
  people: z.array(adminPersonSchema),
  ...countedSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});
export const customerIdParamsSchema = idParamsSchema;

export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  note: z.string(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerRowSchema.extend({
    tags: z.array(z.string()),
    birth_date: z.string().nullable(),
    note: z.string(),
  }),
  /** The same person's record in the other brand, if any. */
  other_brand: adminCustomerRowSchema.nullable(),
  blocked: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
  metafields: z.array(z.object({ namespace: z.string(), key: z.string(), value: z.string() })),
  sessions: z.array(
    z.object({ id: z.string(), created_at: z.string(), last_seen_at: z.string(), user_agent: z.string(), ip: z.string() }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_number: z.number().int(),
      financial_status: z.string(),
      total_kop: z.number().int(),
      bonus_total: z.number().int(),
      created_at: z.string(),
    }),
  ),
  scans: z.array(z.object({ code: z.string(), outcome: z.string(), xp: z.number().int(), created_at: z.string() })),
  ledger: z.array(adminLedgerEntrySchema),
  summary: z.object({ balance: z.number().int(), earned: z.number().int(), spent: z.number().int(), expired: z.number().int() }),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminXpAdjustBodySchema = z.object({
  amount: z
    .number()
    .int('Expected a whole number')
    .refine((value) => value !== 0, 'Expected a non-zero amount')
    .refine((value) => Math.abs(value) <= 1_000_000, 'Expected at most 1000000 XP either way'),
  reason: z.string().trim().min(3, 'Say why, in a few words').max(500),
});
/**
 * 200 'applied': in the ledger now. 202 'pending': a credit above XP_ADJUST_APPROVAL_THRESHOLD, kept outside the ledger
 * until another staff member approves it (POST /api/admin/xp-adjustments/{id}/approve); balance is the balance now.
 */
export const adminXpAdjustResponseSchema = z.object({
  status: z.enum(['applied', 'pending']),
  adjustment_id: z.number().int(),
  balance: z.number().int(),
  entry_id: z.number().int().nullable(),
});
export type AdminXpAdjustResponse = z.infer<typeof adminXpAdjustResponseSchema>;

/** Every back-office or command-line adjustment: applied at once, or a request decided by someone else. */
export const xpAdjustmentStatuses = ['pending', 'approved', 'rejected', 'applied'] as const;
export const adminXpAdjustmentSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  brand: brandSchema,
  phone: z.string(),
  customer_name: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(xpAdjustmentStatuses),
  /** The staff e-mail, or 'ops'. */
  requested_by: z.string(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string(),
  entry_id: z.number().int().nullable(),
  /** Whether the staff member asking may approve or reject it: pending, and not their own request. */
  can_decide: z.boolean(),
});
export type AdminXpAdjustment = z.infer<typeof adminXpAdjustmentSchema>;
export const adminXpAdjustmentQuerySchema = pageQuerySchema.extend({
  status: z.enum(xpAdjustmentStatuses).default('pending'),
  customer_id: serialIdParamSchema.optional(),
});
export const adminXpAdjustmentListResponseSchema = z.object({
  adjustments: z.array(adminXpAdjustmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The limits in force (XP_ADJUST_DAILY_CAP, XP_ADJUST_APPROVAL_THRESHOLD), for the forms' hints. */
  limits: z.object({ daily_cap: z.number().int(), approval_threshold: z.number().int() }),
});
export const adminXpApproveBodySchema = z.object({ reason: z.string().trim().max(500).default('') });
export const adminXpRejectBodySchema = z.object({
  reason: z.string().trim().min(3, 'Say why, in a few words').max(500),
});
export const adminXpDecisionResponseSchema = z.object({ adjustment: adminXpAdjustmentSchema, balance: z.number().int() });
export const adminBlockBodySchema = z.object({ reason: z.string().trim().min(3, 'Say why, in a few words').max(500) });
export const adminReasonBodySchema = z.object({ reason: z.string().trim().max(500).default('') });

/** A customer record of the request's phone, with what the person gave at registration (to compare with the photo). */
export const adminVerificationCustomerSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string().nullable(),
});
export const adminVerificationRowSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  status: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reason: z.string(),
  /** What the customer entered with the photo: the photo must match it. */
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  document_type: z.string(),
  customers: z.array(adminVerificationCustomerSchema),
});
export const adminVerificationListResponseSchema = z.object({
  requests: z.array(adminVerificationRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const adminVerificationQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminRejectBodySchema = z.object({ reason: z.string().trim().min(3, 'Say why, in a few words').max(500) });

export const adminAuditQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(100).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  actor_type: z.string(),
  actor: z.string(),
  role: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  request_id: z.string(),
  created_at: z.string(),
});
export const adminAuditListResponseSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

// --- Orders (support) ---------------------------------------------------------------------------------------------

export const financialStatuses = ['pending', 'paid', 'failed', 'voided', 'refunded'] as const;
export const adminOrderQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['-created_at', 'created_at', '-total', 'total']).default('-created_at'),
  /** An order number, or phone digits in any format. */
  query: z.string().trim().max(100).default(''),
  brand: brandSchema.optional(),
  status: z.enum(financialStatuses).optional(),
  /** 1 cash on delivery, 2 card (LiqPay), 3 XP only. */
  payment: z.coerce.number().int().min(1).max(3).optional(),
  /** 1 Nova Poshta branch, 2 Nova Poshta courier, 3 iPost courier. */
  delivery: z.coerce.number().int().min(1).max(3).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  order_number: z.number().int(),
  brand: brandSchema,
  customer_id: z.number().int(),
  phone: z.string(),
  financial_status: z.string(),
  payment_method: z.number().int(),
  delivery_mode: z.number().int(),
  total_kop: z.number().int(),
  bonus_total: z.number().int(),
  created_at: z.string(),
  waybill_number: z.string().nullable().describe('The Nova Poshta waybill (ТТН) the shop recorded when it shipped'),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  ...countedSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});
export const orderNumberParamsSchema = z.object({ number: serialIdParamSchema });
export const adminOrderDetailSchema = z.object({
  order: adminOrderRowSchema.extend({
    tags: z.array(z.string()),
    note: z.string(),
    promo_code: z.string().nullable(),
    referral_code: z.string().nullable(),
    subtotal_kop: z.number().int(),
    discount_kop: z.number().int(),
    shipping_address: z.record(z.string(), z.unknown()),
    delivery: z.record(z.string(), z.unknown()),
    paid_at: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      title: z.string(),
      variant_title: z.string(),
      variant_id: z.number().int().nullable(),
      quantity: z.number().int(),
      unit_price_kop: z.number().int(),
      unit_bonuses: z.number().int(),
    }),
  ),
  transactions: z.array(
    z.object({
      kind: z.string(),
      status: z.string(),
      gateway: z.string(),
      amount_kop: z.number().int(),
      provider_ref: z.string(),
      created_at: z.string(),
    }),
  ),
  callbacks: z.array(z.object({ provider_status: z.string(), outcome: z.string(), received_at: z.string() })),
  courier: z
    .object({
      service: z.string(),
      status: z.string(),
      reference: z.string().nullable(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderActionResponseSchema = z.object({ order: adminOrderRowSchema });
export const adminWaybillBodySchema = z.object({ waybill_number: waybillNumberSchema });

// --- Jobs (admin) -------------------------------------------------------------------------------------------------

export const adminJobsResponseSchema = z.object({
  queues: z.array(
    z.object({
      queue: z.string(),
      queued: z.number().int(),
      running: z.number().int(),
      failed: z.number().int(),
      done: z.number().int(),
    }),
  ),
  failed: z.array(
    z.object({
      id: z.number().int(),
      queue: z.string(),
      attempts: z.number().int(),
      last_error: z.string(),
      finished_at: z.string().nullable(),
    }),
  ),
});
/** Jobs are a bigserial table. */
export const jobIdParamsSchema = z.object({ id: bigserialIdParamSchema });

// --- Dashboard (every staff role) ---------------------------------------------------------------------------------

export const dashboardDaySchema = z.object({
  /** Kyiv calendar date. */
  date: z.string(),
  registrations: z.number().int(),
  active_customers: z.number().int(),
  scans_credited: z.number().int(),
  xp_earned: z.number().int(),
  xp_spent: z.number().int(),
  orders_paid: z.number().int(),
  revenue_kop_by_payment: z.object({ cash: z.number().int(), card: z.number().int(), xp: z.number().int() }),
});
const kyivDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine(
    (date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
    'expected a real date',
  );
/** The dashboard's period: Kyiv calendar days from–to (both included, at most 366), one brand or both. */
export const adminDashboardQuerySchema = z
  .object({
    from: kyivDateSchema.optional(),
    to: kyivDateSchema.optional(),
    brand: brandSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: 'expected from on or before to',
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) <= 365 * 86_400_000, {
    path: ['from'],
    message: 'expected a period of at most 366 days',
  });
/** A period's figures added up; active customers counted once in the period. */
export const dashboardTotalsSchema = dashboardDaySchema.omit({ date: true });
export const adminDashboardResponseSchema = z.object({
  /** The period asked for (by default the last 30 Kyiv days, today last). */
  from: z.string(),
  to: z.string(),
  brand: brandSchema.nullable(),
  /** Each Kyiv day of the period, oldest first. */
  days: z.array(dashboardDaySchema),
  totals: dashboardTotalsSchema,
  /** The same number of days just before `from`, to compare with. */
  previous: dashboardTotalsSchema,
  /** What waits now, whatever the period: the "health" panel. */
  verifications_waiting: z.number().int(),
  failed_jobs: z.number().int(),
  analytics_backlog: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponseSchema>;

// --- News (marketing) ---------------------------------------------------------------------------------------------

/** The segments an offer or a news item is for: a customer in any of them sees it; empty, every customer of the brand. */
export const targetSegmentIdsSchema = z.array(serialIdSchema).max(20);

/** A picture already among the served media (the server never fetches an address given to it). */
export const mediaPathSchema = z
  .string()
  .trim()
  .regex(/^\/media\/[A-Za-z0-9/_.-]+\.(png|jpe?g|webp|svg)$/, 'expected a picture under /media/');
const adminNewsFieldsSchema = z.object({
  brand: brandSchema,
  title: z.string().trim().min(3, 'Give it a title').max(200),
  summary: z.string().trim().min(3, 'Write a line for the list').max(500),
  /** Rich text; sanitised by the server to the content allowlist before it is stored. */
  body_html: z.string().max(100_000),
  image_src: mediaPathSchema,
  published: z.boolean(),
  /** Segments of the item's brand it is for (in the app and in its push); empty: every customer of the brand. */
  segment_ids: targetSegmentIdsSchema,
});
export const adminNewsBodySchema = adminNewsFieldsSchema.extend({
  published: z.boolean().default(false),
  segment_ids: targetSegmentIdsSchema.default([]),
});
// From the fields without their defaults: zod's partial() keeps a default, so a change of the title alone would
// also unpublish the item.
export const adminNewsPatchSchema = adminNewsFieldsSchema.partial();
export const newsStates = ['draft', 'published', 'unpublished'] as const;
export type NewsState = (typeof newsStates)[number];
export const adminNewsItemSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  title: z.string(),
  summary: z.string(),
  body_html: z.string(),
  image_src: z.string(),
  published: z.boolean(),
  /** draft (never live), published (in the app), unpublished (taken out after it was live). */
  state: z.enum(newsStates),
  published_at: z.string(),
  push: z.boolean(),
  pushed_at: z.string().nullable(),
  updated_at: z.string(),
  /** The segments it is for; empty: everyone. */
  segment_ids: z.array(z.number().int()),
});
export const adminNewsQuerySchema = pageQuerySchema.extend({
  brand: brandSchema.optional(),
  sort: z.enum(['-updated_at', '-published_at', 'title']).default('-updated_at'),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminNewsListResponseSchema = z.object({
  news: z.array(adminNewsItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const adminPreviewBodySchema = z.object({ html: z.string().max(100_000) });
export const adminPreviewResponseSchema = z.object({ html: z.string() });
export const newsIdParamsSchema = idParamsSchema;

// --- Pack codes (marketing) ---------------------------------------------------------------------------------------

export const adminCodeBatchSchema = z.object({
  brand: brandSchema,
  batch: z.string(),
  kind: z.string(),
  issued: z.number().int(),
  redeemed: z.number().int(),
  xp_min: z.number().int(),
  xp_max: z.number().int(),
  created_at: z.string(),
});
export const adminCodeBatchesResponseSchema = z.object({ batches: z.array(adminCodeBatchSchema) });
export const adminCreateBatchBodySchema = z.object({
  brand: brandSchema,
  xp: z.number().int().min(1).max(1_000_000),
  count: z.number().int().min(1).max(100_000),
  kind: z.enum(['sticks', 'velo']).default('sticks'),
  variant_id: serialIdSchema.nullable().default(null),
  batch: z
    .string()
    .trim()
    .min(1, 'Name the batch')
    .max(100)
    .regex(/^[\w.-]+$/, 'letters, digits, dot, dash and underscore'),
});
export const adminCreateBatchResponseSchema = z.object({ batch: z.string(), brand: brandSchema, count: z.number().int() });
export const adminBatchParamsSchema = z.object({ brand: brandSchema, batch: z.string().min(1).max(100) });
/** A batch's codes as a file for the printer. */
export const adminBatchCsvSchema = z.string().describe('CSV with the header code,brand,xp,kind,variant,batch');

/** A photo a customer sent (feedback, a verification's document), as its bytes under its own media type. */
export const adminPhotoSchema = z.file().describe('The image as it was uploaded (JPEG, PNG or WebP)');
export const adminFeedbackPhotoParamsSchema = z.object({ id: serialIdParamSchema, photoId: serialIdParamSchema });
export const adminImportCodesBodySchema = z.object({
  csv: z.string().min(1).max(10_000_000),
  brand: brandSchema.optional(),
  xp: z.number().int().min(1).max(1_000_000).optional(),
  kind: z.enum(['sticks', 'velo']).optional(),
  batch: z.string().trim().min(1).max(100).optional(),
});
export const adminImportCodesResponseSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  duplicates: z.number().int(),
});

// --- Referrals (support, marketing) -------------------------------------------------------------------------------

export const referralFlags = ['shared_address', 'shared_ip', 'refunds'] as const;
export const adminReferralQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['-invited', '-xp_rewarded', '-reversed']).default('-invited'),
  /** Only inviters with at least one suspicious pattern. */
  suspicious: z.stringbool().default(false),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminInviterSchema = z.object({
  customer_id: z.number().int(),
  brand: brandSchema,
  phone: z.string(),
  name: z.string(),
  invited: z.number().int(),
  pending: z.number().int(),
  rewarded: z.number().int(),
  capped: z.number().int(),
  reversed: z.number().int(),
  xp_rewarded: z.number().int(),
  /** shared_address: 3+ friends' orders went to one address; shared_ip: 2+ friends signed in from the inviter's IP
   * or one another's; refunds: a rewarded friend's order was refunded. */
  flags: z.array(z.enum(referralFlags)),
});
export const adminReferralListResponseSchema = z.object({
  inviters: z.array(adminInviterSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

// --- Content pages and FAQ (marketing) ----------------------------------------------------------------------------

export const adminPageSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  slug: z.string(),
  title: z.string(),
  body_html: z.string(),
  updated_at: z.string(),
});
export const adminPagesResponseSchema = z.object({ pages: z.array(adminPageSchema) });
export const adminPageParamsSchema = idParamsSchema;
export const adminPagePatchSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  body_html: z.string().max(200_000).optional(),
});
export const adminFaqItemSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  topic: faqTopicSchema,
  title: z.string(),
  text: z.string(),
  position: z.number().int(),
});
export const adminFaqResponseSchema = z.object({ items: z.array(adminFaqItemSchema) });
const adminFaqFieldsSchema = z.object({
  brand: brandSchema,
  topic: faqTopicSchema,
  title: z.string().trim().min(3).max(300),
  text: z.string().trim().min(1).max(5000),
  position: z.number().int().min(0).max(10_000),
});
export const adminFaqBodySchema = adminFaqFieldsSchema.extend({ position: adminFaqFieldsSchema.shape.position.default(0) });
// Without the default, as for news: a change of the text alone must not move the question to the top.
export const adminFaqPatchSchema = adminFaqFieldsSchema.partial();

// --- Rewards, offers, certificates (marketing) ---------------------------------------------------------------------

export const adminRewardSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  title: z.string(),
  description: z.string(),
  image_src: z.string(),
  xp_price: z.number().int(),
  active: z.boolean(),
  inactive_reason: z.string().nullable(),
  stock: z.number().int().nullable(),
  position: z.number().int(),
});
export const adminRewardsResponseSchema = z.object({ rewards: z.array(adminRewardSchema) });
export const adminRewardPatchSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(2000).optional(),
  xp_price: z.number().int().min(1).max(1_000_000).optional(),
  active: z.boolean().optional(),
  inactive_reason: z.string().trim().max(300).nullable().optional(),
  /** null: unlimited. */
  stock: z.number().int().min(0).max(10_000_000).nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export const adminOfferSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  title: z.string(),
  body_html: z.string(),
  image_src: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  position: z.number().int(),
  /** Segments of the brand the offer is shown to (a customer in any of them); empty: every customer. */
  segment_ids: z.array(z.number().int()),
});
export const adminOffersResponseSchema = z.object({ offers: z.array(adminOfferSchema) });
export const adminOfferPatchSchema = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    body_html: z.string().max(100_000).optional(),
    valid_from: z.iso.datetime({ offset: true }).optional(),
    valid_to: z.iso.datetime({ offset: true }).optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    segment_ids: targetSegmentIdsSchema.optional(),
  })
  .refine((value) => !value.valid_from || !value.valid_to || value.valid_from < value.valid_to, {
    path: ['valid_to'],
    message: 'must be after valid_from',
  });
export const adminCertificatePartnerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  active: z.boolean(),
  available: z.number().int(),
  issued: z.number().int(),
});
export const adminCertificatesResponseSchema = z.object({ partners: z.array(adminCertificatePartnerSchema) });
export const adminPartnerPatchSchema = z.object({ active: z.boolean() });
export const adminCertificateImportBodySchema = z.object({
  kind: z.enum(['partners', 'stock']),
  csv: z.string().min(1).max(10_000_000),
});
export const adminCertificateImportResponseSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  duplicates: z.number().int(),
  bad: z.array(z.unknown()),
});

// --- Feedback (moderator) -----------------------------------------------------------------------------------------

export const adminFeedbackQuerySchema = pageQuerySchema.extend({
  shop: feedbackShopSchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export const adminFeedbackRowSchema = z.object({
  id: z.number().int(),
  shop: z.string(),
  phone: z.string(),
  order_id: z.number().int().nullable(),
  offline_order_id: z.number().int().nullable(),
  rating: z.number().int(),
  text: z.string(),
  photo_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export const adminFeedbackListResponseSchema = z.object({
  feedback: z.array(adminFeedbackRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const adminRewardCreateSchema = z.object({
  brand: brandSchema,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(''),
  image_src: mediaPathSchema,
  xp_price: z.number().int().min(1).max(1_000_000),
  stock: z.number().int().min(0).max(10_000_000).nullable().default(null),
  active: z.boolean().default(true),
});
export const adminOfferCreateSchema = z
  .object({
    brand: brandSchema,
    title: z.string().trim().min(1).max(200),
    body_html: z.string().max(100_000),
    image_src: mediaPathSchema,
    valid_from: z.iso.datetime({ offset: true }),
    valid_to: z.iso.datetime({ offset: true }),
    segment_ids: targetSegmentIdsSchema.default([]),
  })
  .refine((value) => Date.parse(value.valid_from) < Date.parse(value.valid_to), {
    path: ['valid_to'],
    message: 'must be after valid_from',
  });

/** GET /api/admin/faq: the brand whose FAQ entries are listed. */
export const adminFaqQuerySchema = z.object({ brand: brandSchema });

/** POST /api/admin/customers/:id/sessions/revoke: how many sessions were ended. */
export const adminSessionsRevokedSchema = z.object({ ended: z.number().int() });

/** POST /api/admin/news/:id/push: whether the push was queued now (false: it was sent before). */
export const adminNewsPushResponseSchema = z.object({ queued: z.boolean() });

// --- Tiers and segments (marketing; support reads) -----------------------------------------------------------------

export const tierMeasures = ['xp_earned', 'money_spent'] as const;
const levelNameSchema = z.string().trim().min(1).max(60);

const tierLevelFieldsSchema = z.object({
  name: levelNameSchema,
  /** XP, or kopiyky for money_spent, over the set's window. */
  threshold: z.number().int().min(0).max(1_000_000_000_000),
  rank: z.number().int().min(1).max(20),
  /** 10000 is ×1; 15000 is ×1.5. */
  earning_multiplier_bp: z.number().int().min(10_000).max(100_000),
  free_delivery: z.boolean(),
  reward_ids: z.array(serialIdSchema).max(100),
});
export const adminTierLevelBodySchema = tierLevelFieldsSchema.extend({
  earning_multiplier_bp: tierLevelFieldsSchema.shape.earning_multiplier_bp.default(10_000),
  free_delivery: tierLevelFieldsSchema.shape.free_delivery.default(false),
  reward_ids: tierLevelFieldsSchema.shape.reward_ids.default([]),
});
/** A change names only what changes: no defaults, so an absent field keeps its value. */
export const adminTierLevelPatchSchema = tierLevelFieldsSchema.partial();
export const adminTierLevelSchema = z.object({
  id: z.number().int(),
  tier_set_id: z.number().int(),
  name: z.string(),
  threshold: z.number().int(),
  rank: z.number().int(),
  earning_multiplier_bp: z.number().int(),
  free_delivery: z.boolean(),
  reward_ids: z.array(z.number().int()),
  members: z.number().int(),
});
export type AdminTierLevel = z.infer<typeof adminTierLevelSchema>;

export const adminTierSetBodySchema = z.object({
  brand: brandSchema,
  name: z.string().trim().min(1).max(80),
  measure: z.enum(tierMeasures),
  window_days: z.number().int().min(1).max(3660).default(365),
  grace_days: z.number().int().min(0).max(3660).default(30),
});
export const adminTierSetPatchSchema = z
  .object({
    name: adminTierSetBodySchema.shape.name,
    measure: adminTierSetBodySchema.shape.measure,
    window_days: z.number().int().min(1).max(3660),
    grace_days: z.number().int().min(0).max(3660),
  })
  .partial();
export const adminTierSetSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  name: z.string(),
  measure: z.enum(tierMeasures),
  window_days: z.number().int(),
  grace_days: z.number().int(),
  levels: z.array(adminTierLevelSchema),
});
export type AdminTierSet = z.infer<typeof adminTierSetSchema>;
export const adminTierSetListSchema = z.object({ tier_sets: z.array(adminTierSetSchema) });
export const adminTierSetResponseSchema = z.object({ tier_set: adminTierSetSchema });
export const adminTierLevelResponseSchema = z.object({ level: adminTierLevelSchema });
export const adminTierLevelParamsSchema = z.object({ id: serialIdParamSchema, level_id: serialIdParamSchema });
export const adminDeletedSchema = z.object({ deleted: z.literal(true) });

export const adminAssignTierBodySchema = z.object({
  /** null removes a manual assignment: the level is recalculated from the measure at once. */
  level_id: serialIdSchema.nullable(),
  reason: z.string().trim().min(3).max(500),
});
export const adminCustomerTierSchema = z.object({
  level_id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  since: z.string(),
  grace_until: z.string().nullable(),
  manual: z.boolean(),
});
export const adminTierHistoryEntrySchema = z.object({
  from_level_id: z.number().int().nullable(),
  from_name: z.string().nullable(),
  to_level_id: z.number().int().nullable(),
  to_name: z.string().nullable(),
  reason: z.enum(['recalculated', 'manual', 'downgrade']),
  staff_id: z.number().int().nullable(),
  at: z.string(),
});
export const adminCustomerTierResponseSchema = z.object({
  brand: brandSchema,
  tier: adminCustomerTierSchema.nullable(),
  history: z.array(adminTierHistoryEntrySchema),
});

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');
const rangeSchema = z
  .object({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() })
  .strict()
  .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
    message: 'min must not be above max',
    path: ['max'],
  });

/** A segment's rules (domain's SegmentRules): every condition is optional and all must hold. Unknown keys are refused. */
export const segmentRulesSchema = z
  .object({
    last_scan_more_than_days: z.number().int().min(1).max(3660).optional(),
    tier_level_ids: z.array(serialIdSchema).min(1).max(20).optional(),
    last_delivery_cities: z.array(z.string().trim().min(1).max(100)).min(1).max(100).optional(),
    orders_count: rangeSchema.optional(),
    balance: rangeSchema.optional(),
    registered: z
      .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
      .strict()
      .refine((range) => range.from === undefined || range.to === undefined || range.from <= range.to, {
        message: 'from must not be after to',
        path: ['to'],
      })
      .optional(),
    /** A treated member (not held out) of any of these campaigns of the segment's brand (400 names a foreign one). */
    campaign_member: z.array(serialIdSchema).min(1).max(20).optional(),
  })
  .strict();
export type SegmentRulesWire = z.infer<typeof segmentRulesSchema>;

export const adminSegmentBodySchema = z.object({
  brand: brandSchema,
  name: z.string().trim().min(1).max(120),
  rules: segmentRulesSchema,
});
export const adminSegmentPatchSchema = adminSegmentBodySchema.omit({ brand: true }).partial();
export const adminSegmentSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  name: z.string(),
  rules: segmentRulesSchema,
  updated_at: z.string(),
});
export const adminSegmentListQuerySchema = z.object({ brand: brandSchema.optional() });
export const adminSegmentListSchema = z.object({ segments: z.array(adminSegmentSchema) });
export const adminSegmentResponseSchema = z.object({ segment: adminSegmentSchema });
export const adminSegmentCountSchema = z.object({ count: z.number().int() });
/** The members' CSV: id, phone, first name, last name, registration time. */
export const adminSegmentCsvSchema = z.string();
/** The live count of rules being edited, before they are saved. */
export const adminSegmentCountBodySchema = adminSegmentBodySchema.omit({ name: true });

/** A comma list of serial ids in a query string ("3,17"), as numbers; each checked as an id is. */
const serialIdListTextSchema = z
  .string()
  .transform((text, context) => {
    const ids: number[] = [];
    for (const part of text.split(',')) {
      const parsed = serialIdParamSchema.safeParse(part.trim());
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: `Expected ids from 1 to ${maxSerialId} separated by commas` });
        return z.NEVER;
      }
      ids.push(parsed.data);
    }
    return [...new Set(ids)];
  })
  .refine((ids) => ids.length <= 200, 'At most 200 ids');

/**
 * The back-office's catalogue listing (the campaign editor's pickers): products by brand, name, primary category, or
 * the ids a saved campaign names, in id order, a page at a time (`cursor`: the last id of the page before).
 */
export const adminProductListQuerySchema = z.object({
  brand: brandSchema.optional(),
  /** Part of the name, any case and apostrophe (the shop search's rule). */
  q: z.string().trim().min(1).max(60).optional(),
  /** A primary category (collection id) of the brand: an unknown one, or another brand's, is a 400 naming `category`. */
  category: serialIdParamSchema.optional(),
  /** These products, and those with any of `variant_ids` (either list selects): names for the ids a campaign holds. */
  ids: serialIdListTextSchema.optional(),
  variant_ids: serialIdListTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: serialIdParamSchema.optional(),
});
export const adminCatalogueCategorySchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  slug: z.string(),
  name: z.string(),
});
export const adminCatalogueVariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `xp`: bought for XP (the bonus shop), `money`: for hryvnias. */
  kind: z.enum(['money', 'xp']),
  price_kop: z.number().int(),
  xp_price: z.number().int(),
  /** On sale (a variant taken off sale stays in campaigns that name it). */
  active: z.boolean(),
});
export const adminCatalogueProductSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  name: z.string(),
  /** `bonus` when any variant is bought for XP, else `goods`. */
  kind: z.enum(['goods', 'bonus']),
  /** Any variant on sale. */
  active: z.boolean(),
  category: adminCatalogueCategorySchema,
  variants: z.array(adminCatalogueVariantSchema),
});
export const adminProductListSchema = z.object({
  /** The categories of the brand asked (both brands' without one), for a category choice beside the products. */
  categories: z.array(adminCatalogueCategorySchema),
  products: z.array(adminCatalogueProductSchema),
  /** The cursor of the next page, null on the last. */
  next_cursor: z.number().int().nullable(),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;
export type AdminCatalogueProduct = z.infer<typeof adminCatalogueProductSchema>;
export type AdminCatalogueCategory = z.infer<typeof adminCatalogueCategorySchema>;
export type AdminProductList = z.infer<typeof adminProductListSchema>;

// --- Sales points and brand stores (marketing) --------------------------------------------------------------------
// What /go-buy and /glo-studio list, written by the back-office (docs/decisions/0085).

/** Ukraine's bounding box, roughly: a point outside it is a typo (a swapped pair, a lost minus, a dropped digit). */
export const ukraineBounds = { latitude: { min: 44, max: 53 }, longitude: { min: 22, max: 41 } } as const;

const storeTextSchema = (max: number) => z.string().trim().min(1, 'Required').max(max);
const coordinateSchema = (axis: 'latitude' | 'longitude') => {
  const { min, max } = ukraineBounds[axis];
  const message = `Expected a ${axis} in Ukraine, from ${min} to ${max} (decimal degrees, e.g. ${axis === 'latitude' ? '50.4501' : '30.5234'})`;
  return z.number(message).min(min, message).max(max, message);
};

/** Empty, or the app's one phone format (+380XXXXXXXXX); stored and shown grouped, «+380 44 390 12 01». */
const storePhoneSchema = z.union([z.literal(''), uaPhoneSchema]);

export const adminStoreBodySchema = z.object({
  brand: brandSchema,
  kind: z.enum(storeKinds),
  name: storeTextSchema(120),
  city: storeTextSchema(80),
  address: storeTextSchema(200),
  hours: storeHoursSchema,
  phone: storePhoneSchema.default(''),
  latitude: coordinateSchema('latitude'),
  longitude: coordinateSchema('longitude'),
  /** The place in its list (lower first); left out on create: last. */
  position: z.number().int().min(0).max(100_000).optional(),
});
export type AdminStoreBody = z.input<typeof adminStoreBodySchema>;
/** Any of the fields but the brand (a store stays with its brand); a left-out phone is left as it is. */
export const adminStorePatchSchema = adminStoreBodySchema.omit({ brand: true }).extend({ phone: storePhoneSchema }).partial();
export const adminStoreSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  kind: z.enum(storeKinds),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  position: z.number().int(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStoreQuerySchema = pageQuerySchema.extend({
  brand: brandSchema,
  kind: z.enum(storeKinds).optional(),
  /** Part of the name or city, any case, taken literally. */
  q: z.string().trim().max(100).default(''),
  sort: z.enum(['position', 'name', 'city']).default('position'),
});
export const adminStoreListResponseSchema = z.object({
  stores: z.array(adminStoreSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
/** `/:brand/:id`: an id of the other brand is a 404, as a missing one. */
export const adminStoreParamsSchema = z.object({ brand: brandSchema, id: serialIdParamSchema });
// --- Reward hand-over (support, decision 0084) ----------------------------------------------------------------------

export const adminRewardRedemptionQuerySchema = pageQuerySchema.extend({
  brand: brandSchema,
  status: rewardRedemptionStatusSchema.optional(),
});
export const adminRewardRedemptionRowSchema = rewardRedemptionSchema.extend({
  brand: brandSchema,
  customer_id: z.number().int(),
  customer_phone: z.string(),
});
export type AdminRewardRedemptionRow = z.infer<typeof adminRewardRedemptionRowSchema>;
export const adminRewardRedemptionListResponseSchema = z.object({
  redemptions: z.array(adminRewardRedemptionRowSchema),
  ...countedSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});
export const rewardRedemptionParamsSchema = idParamsSchema;
/** The brand whose list the screen shows: a redemption of another brand answers 404, as a missing one. */
export const adminRewardRedemptionBrandBodySchema = z.object({ brand: brandSchema });
export const adminRewardSentBodySchema = adminRewardRedemptionBrandBodySchema.extend({ waybill_number: waybillNumberSchema });
export const adminRewardCancelBodySchema = adminRewardRedemptionBrandBodySchema.extend({
  reason: adminRejectBodySchema.shape.reason,
});
export const adminRewardRedemptionActionResponseSchema = z.object({ redemption: adminRewardRedemptionRowSchema });

// Orders and payment calls of spec section 7 (Shop): create-order, get-orders, send-phone-call, send-promocode,
// get-liqpay-link. The client sends what the customer chose; every amount, tag, shipping line and status is the server's.
import { z } from 'zod';
import { serialIdSchema as idSchema } from './ids.ts';
import { brandSchema } from './brand.ts';
import { moneySchema } from './catalog.ts';

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM');
export const refSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Expected a Nova Poshta Ref');

export const paymentMethodSchema = z.union([z.literal(1), z.literal(2)]).describe('1 cash on delivery, 2 online card');
export const deliveryModeSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .describe('1 Nova Poshta branch, 2 courier to an address, 3 iPost courier');

/** The carrier a tracking number belongs to: Nova Poshta (a waybill, ТТН) or the iPost courier. */
export const trackingCompanySchema = z.enum(['nova_poshta', 'ipost']);
export type TrackingCompany = z.infer<typeof trackingCompanySchema>;

/** A Nova Poshta waybill (ТТН, the IntDocNumber InternetDocument.save returns): 14 digits, spaces allowed when typed. */
export const waybillNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{14}$/, 'A Nova Poshta waybill number is 14 digits'));

/** A call window: day 'Сьогодні' means today, any other value tomorrow (spec section 5); to must be after from. */
export const callWindowSchema = z.object({
  day: z.string().trim().min(1).max(40),
  from: clockTimeSchema,
  to: clockTimeSchema,
});
export type CallWindow = z.infer<typeof callWindowSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// create-order

export const orderLineInputSchema = z.object({
  variant_id: idSchema,
  quantity: z.number().int().positive().max(99),
  price: z.unknown().optional().describe('Ignored: the server prices every line from the catalogue'),
});

/** Who takes the parcel at the branch: an order's recipient, and a reward's (decision 0084). */
export const recipientSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{10,15}$/, 'Expected a phone number'),
});
export type Recipient = z.infer<typeof recipientSchema>;

/**
 * The Shopify-shaped `order` the client builds. Only the lines, the customer id, the recipient's name and phone and the
 * note are read; tags, shipping_lines, financial_status, payment_gateway_names, transactions and metafields are the
 * server's to decide and are ignored when sent.
 */
export const orderInputSchema = z.object({
  line_items: z
    .array(orderLineInputSchema)
    .min(1, 'The cart is empty')
    .max(50)
    .refine((lines) => new Set(lines.map((line) => line.variant_id)).size === lines.length, 'A variant appears twice'),
  customer: z.object({ id: idSchema }).describe("Must be the session's own customer of this brand (403 otherwise)"),
  shipping_address: recipientSchema,
  note: z.string().max(1000).optional(),
});

/** Where and how: the server turns this into the address text, the shipping line and the courier window. */
export const deliveryChoiceSchema = z.object({
  mode: deliveryModeSchema,
  /** Nova Poshta city Ref (modes 1 and 2) from /api/novaposhta/cities. */
  cityRef: refSchema.optional(),
  /** City name for iPost (mode 3). */
  city: z.string().trim().max(100).optional(),
  /** Nova Poshta branch Ref (mode 1) from /api/novaposhta/branches. */
  branchRef: refSchema.optional(),
  street: z.string().trim().max(200).optional(),
  house: z.string().trim().max(20).optional(),
  flat: z.string().trim().max(20).optional(),
  /** iPost delivery window (mode 3). */
  ipost: callWindowSchema.optional(),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** The shop state that matters to the order (spec section 3): payment, delivery, comment, promo codes, call-back. */
export const orderCartSchema = z.object({
  payment: paymentMethodSchema,
  delivery: deliveryChoiceSchema,
  comment: z.string().max(1000).optional(),
  promocode: z.string().trim().max(40).optional().describe('VELO-30 (ogo only)'),
  mgmPromoCode: z.string().trim().max(40).optional().describe("Referral code (REW-…), only for a customer's first order"),
  needCall: callWindowSchema.nullable().optional().describe('Call-back request: adds the call-back tag'),
});

export const createOrderBodySchema = z.object({
  order: orderInputSchema,
  product: brandSchema,
  cart: orderCartSchema,
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

// ---------------------------------------------------------------------------------------------------------------------
// check-promocode: the cart asks whether its codes apply, by the same rules create-order applies.

export const veloPromoRefusalSchema = z.enum(['wrong_brand', 'code_mismatch', 'already_used', 'too_few_items', 'untagged_items']);
export const referralRefusalSchema = z.enum(['bad_code', 'not_first_order', 'self_referral', 'already_invited', 'unknown_code']);

export const checkPromocodeBodySchema = z
  .object({
    product: brandSchema,
    line_items: z
      .array(orderLineInputSchema.pick({ variant_id: true, quantity: true }))
      .min(1, 'The cart is empty')
      .max(50)
      .refine((lines) => new Set(lines.map((line) => line.variant_id)).size === lines.length, 'A variant appears twice'),
    promocode: orderCartSchema.shape.promocode,
    mgmPromoCode: orderCartSchema.shape.mgmPromoCode,
  })
  .refine((body) => Boolean(body.promocode) || Boolean(body.mgmPromoCode), {
    message: 'Give promocode or mgmPromoCode',
    path: ['promocode'],
  });
export type CheckPromocodeBody = z.infer<typeof checkPromocodeBodySchema>;

export const veloPromoCheckSchema = z.discriminatedUnion('applies', [
  z.object({
    applies: z.literal(true),
    discount: moneySchema.describe('What the code takes off the cart'),
    total: moneySchema.describe('The cart after the discount'),
  }),
  z.object({ applies: z.literal(false), reason: veloPromoRefusalSchema }),
]);
export const referralCheckSchema = z.discriminatedUnion('applies', [
  z.object({
    applies: z.literal(true),
    inviterXp: z
      .number()
      .int()
      .nonnegative()
      .describe("XP the code's owner (the friend) gets when this order is paid; 0 over their monthly cap. No discount"),
  }),
  z.object({ applies: z.literal(false), reason: referralRefusalSchema }),
]);
export const checkPromocodeResponseSchema = z.object({
  promocode: veloPromoCheckSchema.optional().describe('Present when promocode was sent'),
  mgmPromoCode: referralCheckSchema.optional().describe('Present when mgmPromoCode was sent'),
});
export type CheckPromocodeResponse = z.infer<typeof checkPromocodeResponseSchema>;
export type VeloPromoCheck = z.infer<typeof veloPromoCheckSchema>;
export type ReferralCheck = z.infer<typeof referralCheckSchema>;

/**
 * Optional header of every call that spends money or XP (create-order, reward redeem, certificate create): the same
 * key (per customer) with the same body answers the first result again for 24 hours; another body is 422.
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Expected 8–100 letters, digits, "-" or "_"');

export const financialStatusSchema = z
  .enum(['pending', 'paid', 'failed', 'voided', 'refunded'])
  .describe('`voided`: cancelled before payment (its XP were returned); `failed`: the payment failed or expired');

export const orderLineSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  variant_title: z.string(),
  quantity: z.number().int(),
  price: moneySchema.describe('Unit price charged'),
  original_price: moneySchema.describe('Catalogue unit price when ordered'),
  bonuses: z.number().int().describe('XP per unit'),
  sticks_per_unit: z.number().int(),
  image: z.string().nullable(),
});

export const shippingAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address1: z.string(),
  phone: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  zip: z.string(),
});

export const orderTransactionSchema = z.object({
  kind: z.string(),
  status: z.string(),
  gateway: z.string(),
  amount: moneySchema,
});

export const orderSchema = z.object({
  id: z.number().int(),
  order_number: z.number().int(),
  brand: brandSchema,
  created_at: z.string(),
  paid_at: z
    .string()
    .nullable()
    .describe('When the payment was recorded: the card payment approved, or the cash collected on receipt; null before'),
  shipped_at: z
    .string()
    .nullable()
    .describe("When the parcel was handed to the carrier (the ТТН recorded, or the iPost courier's hand-off); null before"),
  arrived_at: z
    .string()
    .nullable()
    .describe("When Nova Poshta's tracking said the parcel reached the recipient's branch; null before or unknown"),
  received_at: z
    .string()
    .nullable()
    .describe("When Nova Poshta's tracking said the recipient took the parcel; null before or unknown"),
  financial_status: financialStatusSchema,
  fulfillment_status: z.string().nullable(),
  payment_method: paymentMethodSchema,
  payment_gateway_names: z.array(z.string()),
  currency: z.literal('UAH'),
  subtotal_price: moneySchema,
  total_discounts: moneySchema,
  total_price: moneySchema,
  total_bonuses: z.number().int(),
  tags: z.array(z.string()),
  note: z.string(),
  delivery_mode: deliveryModeSchema,
  shipping_address: shippingAddressSchema,
  shipping_lines: z.array(z.object({ id: z.number().int(), title: z.string(), price: moneySchema })),
  line_items: z.array(orderLineSchema),
  transactions: z.array(orderTransactionSchema),
  tracking_number: z
    .string()
    .nullable()
    .describe(
      "The carrier's reference of the parcel once it is shipped: the Nova Poshta waybill (ТТН) or the iPost courier's reference; null before",
    ),
  tracking_company: trackingCompanySchema
    .nullable()
    .describe('Whose number tracking_number is (Shopify names it so on a fulfilment); null while there is none'),
});
export type Order = z.infer<typeof orderSchema>;

export const createOrderResponseSchema = z.object({
  order: orderSchema.describe('`id` and `order_number` are what the spec names; the rest is the order as saved'),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// get-orders

export const getOrdersBodySchema = z.object({
  variant: brandSchema,
  shopifyId: idSchema.describe("The session's own customer id of that brand (403 otherwise)"),
});
export type GetOrdersBody = z.infer<typeof getOrdersBodySchema>;
export const getOrdersResponseSchema = z.object({
  list: z.array(orderSchema).describe('Newest first, at most 100'),
  mixPackIds: z.array(z.number().int()).describe('Products of single packs the customer has ordered, newest first'),
  mixQuant: z.number().int().describe('How many single packs those orders held'),
});
export type GetOrdersResponse = z.infer<typeof getOrdersResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// send-phone-call: the client sends the spec's fields; the server keeps the phone and window and reads the figures
// (sum, payment, average check, totals) from its own records.

export const sendPhoneCallBodySchema = z.object({
  orderNumber: idSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{10,15}$/, 'Expected a phone number'),
  callFrom: clockTimeSchema,
  callTo: clockTimeSchema,
  day: z.string().trim().max(40).optional().describe("'Сьогодні' (default) or another day meaning tomorrow"),
  first_name: z.string().max(100).optional(),
  orderSum: z.unknown().optional(),
  orderPayment: z.unknown().optional(),
  avgCheck: z.unknown().optional(),
  totalSpent: z.unknown().optional(),
  orders_count: z.unknown().optional(),
});
export type SendPhoneCallBody = z.infer<typeof sendPhoneCallBodySchema>;
export const sendPhoneCallResponseSchema = z.object({ success: z.literal(true), id: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------------
// send-promocode: reports the referral code used for an order (the referral programme reads it).

export const sendPromocodeBodySchema = z.object({
  code: z.string().trim().min(5).max(40),
  orderId: idSchema,
  shopDomain: z.string().trim().min(1).max(200),
});
export type SendPromocodeBody = z.infer<typeof sendPromocodeBodySchema>;
export const sendPromocodeResponseSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------------------
// get-liqpay-link and the provider's callback

export const getLiqpayLinkBodySchema = z.object({
  orderId: idSchema,
  product: brandSchema,
  ogoAuthApiToken: z.string().max(500).optional(),
});
export type GetLiqpayLinkBody = z.infer<typeof getLiqpayLinkBodySchema>;
export const getLiqpayLinkResponseSchema = z.object({
  success: z.boolean(),
  link: z.string().nullable(),
});

/**
 * LiqPay's server callback: form-encoded `data` (base64 JSON) and `signature`. Read loosely on purpose: a missing or
 * malformed field is the callback's `invalid_signature`, not a validation error naming our fields to whoever probes
 * the endpoint (a field that is not a fitting string reads as absent).
 */
export const liqpayCallbackBodySchema = z.looseObject({
  data: z.string().max(20_000).optional().catch(undefined).describe('base64 of the payment as JSON'),
  signature: z.string().max(200).optional().catch(undefined).describe('base64 of the SHA-1 of key + data + key'),
});
export type LiqpayCallbackBody = z.infer<typeof liqpayCallbackBodySchema>;
export const liqpayCallbackResponseSchema = z.object({ ok: z.literal(true) });

/** The built-in test checkout's page (no LiqPay keys): the link get-liqpay-link gave, signed by this server. */
export const testCheckoutQuerySchema = z.object({
  data: z.string().max(20_000).optional(),
  signature: z.string().max(200).optional(),
});
export const testCheckoutPageSchema = z.string().describe('The HTML page: the order, its amount, pay and decline');
/** Its decision: the page's signed form and the button pressed (read as loosely as the callback). */
export const testCheckoutDecisionBodySchema = liqpayCallbackBodySchema.extend({
  decision: z.enum(['pay', 'decline']).optional().catch(undefined),
});
export const testCheckoutDecisionResponseSchema = z.null().describe("See other: back to the order's result_url");

// ---------------------------------------------------------------------------------------------------------------------
// cancel-order (beyond the spec: a pending order the customer no longer wants; decision 0016)

export const cancelOrderBodySchema = z.object({
  orderId: idSchema,
  product: brandSchema,
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
export const cancelOrderResponseSchema = z.object({
  order: orderSchema.describe('The order, now `voided`, with its XP returned'),
});
export type CancelOrderResponse = z.infer<typeof cancelOrderResponseSchema>;

// Feedback calls of spec section 7 (Feedback): get-auth, can-write-by-order, send (multipart), send-offline,
// get-offline-orders and import-orders-in-background. Every call but get-auth carries the feedback token.
import { z } from 'zod';
import { serialIdSchema as idSchema } from './ids.ts';
import { brandSchema } from './brand.ts';

/** The shops feedback is written for (spec section 3): velo orders are the ogo customer's. */
export const feedbackShops = ['velo', 'ogo', 'glo'] as const;
export const feedbackShopSchema = z.enum(feedbackShops);
export type FeedbackShop = z.infer<typeof feedbackShopSchema>;

/** Our handle bound to the session (`<expiry ms>.<HMAC>`), never a third party's credential. */
export const feedbackTokenSchema = z.string().trim().min(1, 'Required').max(200);

export const maxFeedbackTextLength = 2000;
export const maxFeedbackPhotos = 3;
export const maxFeedbackPhotoBytes = 5 * 1024 * 1024;
export const feedbackPhotoField = 'photos';

export const ratingSchema = z.number().int('Expected a whole number').min(1, 'At least 1').max(5, 'At most 5');
export const feedbackTextSchema = z.string().trim().max(maxFeedbackTextLength, `At most ${maxFeedbackTextLength} characters`);

// ---------------------------------------------------------------------------------------------------------------------
// get-auth

export const feedbackAuthResponseSchema = z.object({
  token: z.string(),
  expired_at: z.string().describe('ISO time after which the token is refused (401)'),
});
export type FeedbackAuthResponse = z.infer<typeof feedbackAuthResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// can-write-by-order

export const canWriteByOrderBodySchema = z.object({
  shop: feedbackShopSchema,
  token: feedbackTokenSchema,
  shopifyId: idSchema.describe("The session's own customer id of the shop's brand (403 otherwise)"),
  orders: z.array(idSchema).max(100, 'At most 100 orders').describe('Order ids the client shows'),
});
export type CanWriteByOrderBody = z.infer<typeof canWriteByOrderBodySchema>;
export const canWriteByOrderResponseSchema = z.object({
  showCan: z.boolean().describe('The customer has orders in this shop that can get feedback at all'),
  canFeedback: z.boolean().describe('At least one of the given orders can still get feedback'),
  orders: z.array(z.number().int()).describe('The given ids that are the customer’s own, not failed, without feedback'),
});
export type CanWriteByOrderResponse = z.infer<typeof canWriteByOrderResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// send?shop&token (multipart: order_id or offline_order_id, rating, text, up to 3 `photos`)

export const sendFeedbackQuerySchema = z.object({ shop: feedbackShopSchema, token: feedbackTokenSchema });

const formIdSchema = z.coerce.number({ error: 'Expected a number' }).pipe(idSchema);

/** The text fields of the form (strings on the wire). Exactly one of order_id and offline_order_id. */
export const sendFeedbackFieldsSchema = z
  .strictObject({
    order_id: formIdSchema.optional(),
    offline_order_id: formIdSchema.optional(),
    rating: z.coerce.number({ error: 'Expected a number' }).pipe(ratingSchema),
    text: feedbackTextSchema.default(''),
  })
  .superRefine((value, context) => {
    if ((value.order_id === undefined) === (value.offline_order_id === undefined)) {
      context.addIssue({ code: 'custom', path: ['order_id'], message: 'Send order_id or offline_order_id, one of them' });
    }
  });

export const sendFeedbackResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  photos: z.number().int().describe('How many photos were stored'),
});
export type SendFeedbackResponse = z.infer<typeof sendFeedbackResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// send-offline (JSON)

export const sendOfflineFeedbackBodySchema = z.object({
  token: feedbackTokenSchema,
  offline_order_id: idSchema,
  rating: ratingSchema,
  text: feedbackTextSchema.default(''),
});
export type SendOfflineFeedbackBody = z.infer<typeof sendOfflineFeedbackBodySchema>;

// ---------------------------------------------------------------------------------------------------------------------
// get-offline-orders, import-orders-in-background

export const feedbackTokenBodySchema = z.object({ token: feedbackTokenSchema });
export type FeedbackTokenBody = z.infer<typeof feedbackTokenBodySchema>;

export const offlineOrderSchema = z.object({
  id: z.number().int(),
  brand: brandSchema,
  store_name: z.string(),
  purchased_at: z.string(),
  items: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
});
export type OfflineOrder = z.infer<typeof offlineOrderSchema>;

export const getOfflineOrdersResponseSchema = z.object({
  showCan: z.boolean().describe('There is at least one offline order without feedback'),
  offlineOrders: z.array(offlineOrderSchema).describe('Newest first, at most 50'),
});
export type GetOfflineOrdersResponse = z.infer<typeof getOfflineOrdersResponseSchema>;

export const importOrdersResponseSchema = z.object({ queued: z.literal(true) });

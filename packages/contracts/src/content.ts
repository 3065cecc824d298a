// Content calls of spec section 7: pages kept per brand in the database, HTML sanitised on the server.
import { z } from 'zod';
import { serialIdSchema } from './ids.ts';
import { brandSchema } from './brand.ts';

export const contentPageSlugs = [
  'user-agreement',
  'rules',
  'support',
  'vocabulary',
  'vocabulary-velo',
  'vocabulary-ogo-club',
  'velo-spec-rules',
  'push-instruction',
  'why-ogo',
] as const;

/** `id` is a page slug (the spec's configured page ids). Unknown page: 404. */
export const getPageByIdBodySchema = z.object({ id: z.enum(contentPageSlugs), product: brandSchema });
export type GetPageByIdBody = z.infer<typeof getPageByIdBodySchema>;
export const getPageByIdResponseSchema = z.object({ title: z.string(), body_html: z.string() });

/** Topics of the FAQ lists: the /faq page (general, velo) and the FAQ pages of invite-friend and subscription. */
export const faqTopicSchema = z.enum(['general', 'invite-friend', 'subscription', 'velo']);
export type FaqTopicName = z.infer<typeof faqTopicSchema>;

/** Spec section 5 (Invite: faq list of {title, text}): one entry of a FAQ list, in the brand's order. */
export const faqItemSchema = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const getFaqBodySchema = z.object({ product: brandSchema, topic: faqTopicSchema });
export type GetFaqBody = z.infer<typeof getFaqBodySchema>;
/** An empty list is an answer (the brand has no entries for the topic), not an error. */
export const getFaqResponseSchema = z.object({ list: z.array(faqItemSchema) });
export type GetFaqResponse = z.infer<typeof getFaqResponseSchema>;

/** News come in pages of this size, newest first; `offset` counts items already shown. */
export const newsPageSize = 10;

export const getNewsBodySchema = z.object({ product: brandSchema, offset: z.number().int().min(0).max(100_000).default(0) });
export type GetNewsBody = z.infer<typeof getNewsBodySchema>;

export const newsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image_src: z.string(),
  /** ISO 8601. */
  published_at: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const getNewsResponseSchema = z.object({
  list: z.array(newsSummarySchema),
  /** Whether another page follows this one (the client shows "more" only then). */
  has_more: z.boolean(),
});
export type GetNewsResponse = z.infer<typeof getNewsResponseSchema>;

export const getNewsItemBodySchema = z.object({ id: serialIdSchema, product: brandSchema });
export type GetNewsItemBody = z.infer<typeof getNewsItemBodySchema>;
export const getNewsItemResponseSchema = newsSummarySchema.extend({ body_html: z.string() });
export type NewsItem = z.infer<typeof getNewsItemResponseSchema>;

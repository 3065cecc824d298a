// Content calls of spec section 7: pages kept per brand in the database, HTML sanitised on the server.
import { z } from 'zod';
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
export const getPageByIdResponseSchema = z.object({ title: z.string(), body_html: z.string() });

// Platform calls: health, build version.
import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const healthUnavailableSchema = z.object({
  status: z.enum(['starting', 'stopping']).describe('`starting`: migrations still run; `stopping`: draining before a stop'),
});

export const getVersionResponseSchema = z.object({
  version: z.string().describe('Build id of the web app the server serves'),
});
export type GetVersionResponse = z.infer<typeof getVersionResponseSchema>;

/** Written by the web build next to index.html and fetched hourly by the client (spec: build-metadata). */
export const buildMetaSchema = z.object({
  version: z.string(),
  builtAt: z.string(),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;

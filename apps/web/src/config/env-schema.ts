// The web app's build-time configuration (VITE_* variables) as one zod schema; the build validates with it and embeds
// the result. What the server decides (the API key) is read at run time instead: config/runtime-config.ts.
import { z } from 'zod';

/** Development key the API accepts by default; the server gives the app its own API_KEY at run time (runtime-config). */
export { developmentApiKey } from './development-api-key.ts';

const trimmedOrUndefined = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

// An unset or empty variable means "not configured": the link it feeds is simply not shown.
const optionalUrl = trimmedOrUndefined.pipe(z.url({ protocol: /^https?$/ }).optional());

export const envSchema = z.object({
  /** Host name of the ogo-only PWA; there the switch to glo is hidden and ogo is the starting brand. */
  VITE_OGO_PWA_HOST: trimmedOrUndefined,
  VITE_GLO_SITE_URL: optionalUrl,
  VITE_OGO_SITE_URL: optionalUrl,
  VITE_GLO_INSTAGRAM_URL: optionalUrl,
  VITE_GLO_FACEBOOK_URL: optionalUrl,
  VITE_GLO_TELEGRAM_URL: optionalUrl,
  VITE_OGO_INSTAGRAM_URL: optionalUrl,
  VITE_OGO_FACEBOOK_URL: optionalUrl,
  VITE_OGO_TELEGRAM_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

/** Parses raw variables; the error names every bad variable so a misconfigured build stops with a clear message. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web app configuration: ${problems}`);
  }
  return result.data;
}

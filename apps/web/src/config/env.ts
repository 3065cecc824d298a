// The validated configuration at run time. vite.config.ts parses the VITE_* variables with src/config/env-schema.ts
// and embeds the result, so a bad value fails the build and zod stays out of the first-screen bundle.
import type { Env } from '@/config/env-schema';

declare const __APP_ENV__: Env;

export type { Env };
export const env: Env = __APP_ENV__;

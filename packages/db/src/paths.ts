// Absolute locations inside packages/db that other workspaces and scripts need (migrations, shipped media).
import { fileURLToPath } from 'node:url';

/** packages/db, resolved from this file so it works from any working directory. */
export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The monorepo root; relative DATA_DIR values are resolved against it. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** Generated product and news images, served by the API at /media/. */
export const mediaDir = fileURLToPath(new URL('../media', import.meta.url));

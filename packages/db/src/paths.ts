// Absolute locations inside the repository that other workspaces and scripts need (migrations, shipped media).
// Everything is resolved from the repository root, found three folders above the running module: this file
// (packages/db/src) when the sources run, the built server (apps/api/dist, one bundle) in production. The image keeps
// the repository's layout, so the same lookups work in both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root; relative DATA_DIR values are resolved against it. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** packages/db. */
export const packageDir = path.join(repoRoot, 'packages/db');

export const migrationsDir = path.join(packageDir, 'migrations');

/** Generated product and news images, served by the API at /media/. */
export const mediaDir = path.join(packageDir, 'media');

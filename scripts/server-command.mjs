// How the server is started, in one place: `npm start`, the image's CMD (deploy/Dockerfile, checked against this by
// apps/api/src/deploy-recipe.test.ts), the process tests, the browser journeys and the benches all run the built
// JavaScript (apps/api/scripts/build.mjs), never the TypeScript sources through a loader.

/** The built server and operator command line, relative to the repository root. */
export const serverEntry = 'apps/api/dist/server.js';
export const opsCliEntry = 'apps/api/dist/ops-cli.js';
/** The migrations as a step of their own, as the owner role (compose's `migrate` service). */
export const migrateEntry = 'apps/api/dist/migrate.js';

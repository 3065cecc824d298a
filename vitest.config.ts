import { defineConfig } from 'vitest/config';
import admin from './apps/admin/vitest.config.ts';
import api from './apps/api/vitest.config.ts';
import web from './apps/web/vitest.config.ts';
import db from './packages/db/vitest.config.ts';
import { withIsolatedSibling } from './vitest.isolation.ts';

// One project per workspace; the browser journeys have their own config (apps/web/vitest.e2e.config.ts). The
// workspaces' projects share their workers' modules, with the files that cannot in an `-isolated` sibling
// (vitest.isolation.ts): `--project 'web*'` runs both.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // The repository's own scripts (the test runner's report reading, which CI's last line depends on).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      ...withIsolatedSibling(db),
      ...withIsolatedSibling(api),
      ...withIsolatedSibling(web),
      ...withIsolatedSibling(admin),
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One project per workspace; the browser journeys have their own config (apps/web/vitest.e2e.config.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'client', root: 'packages/client', include: ['src/**/*.test.ts'] } },
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // The repository's own scripts (the test runner's report reading, which CI's last line depends on).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      'packages/db/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
    ],
  },
});

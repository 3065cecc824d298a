// API tests: each file builds the app on its own in-memory database cloned from the one prepared by the db global setup.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: [
      fileURLToPath(new URL('../../packages/db/src/testing-global-setup.ts', import.meta.url)),
      fileURLToPath(new URL('./vitest.build-server.ts', import.meta.url)),
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

// Test project 'db': migrations, seed, the per-test database helper and the data-dir lock.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/testing-global-setup.ts'],
    // Cloning a database costs about half a second on 2 cores; real PostgreSQL in CI can be slower.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

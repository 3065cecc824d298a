// Browser journeys: Playwright (playwright-core) driving Debian's Chromium against the real server and the built app.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web-e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    // One browser at a time: the machine has two cores and the server is shared by all files.
    fileParallelism: false,
    // The files share one worker's modules (Playwright's client among them) instead of importing them again each.
    isolate: false,
    testTimeout: 60_000,
    // In CI a journey that fails is run once more: on two shared cores a page chunk or the service worker's precache
    // can stall a navigation past its wait. A real defect fails both runs.
    retry: process.env.CI === 'true' ? 1 : 0,
    // The set-up may build the web app first.
    hookTimeout: 180_000,
  },
});

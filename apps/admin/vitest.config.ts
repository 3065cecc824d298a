// Unit tests of the back-office: jsdom, the same `@admin` alias as the Vite build, real React (no Preact here).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@admin': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'admin',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Mantine's screens render in full in jsdom; two shared cores can take seconds over one.
    testTimeout: 30_000,
    // Mantine ships CSS imports in its components' entry; Vite handles them in place of Node.
    css: false,
    server: { deps: { inline: [/@mantine\//] } },
  },
});

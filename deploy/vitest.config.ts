// Tests of the deployment recipe against the real infrastructure it names, from Debian's packages: the image's
// install and start replayed without Docker, Caddy in front of API processes restarted under load, PgBouncer,
// pgBackRest's point-in-time recovery, the Prometheus rules under promtool. One file at a time: each starts servers
// of its own on a two-core machine.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'deploy',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['./vitest.build-server.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});

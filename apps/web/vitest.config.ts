// Unit tests of the web app: jsdom, the same `@` alias, build-time constants and virtual modules as the Vite build.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';
import { uaPhoneMetadataPlugin } from './build-plugins/ua-phone-metadata.ts';
import { reactOnPreactAliases } from './build-plugins/react-on-preact.ts';

export default defineConfig({
  plugins: [uaPhoneMetadataPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Its ES module build, so its own imports of react-dom go through the aliases below.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
        ),
      },
      ...reactOnPreactAliases,
    ],
  },
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __BUILT_AT__: JSON.stringify('2020-01-01T00:00:00.000Z'),
    // Tests run on the defaults plus one ogo host, so the host-dependent brand rules have something to compare with.
    __APP_ENV__: JSON.stringify(parseEnv({ VITE_OGO_PWA_HOST: 'ogo.test' })),
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The libraries that import React go through Vite so the aliases reach them too (one Preact, as in the build).
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-hook-form/,
          /react-toastify/,
          /zustand/,
          /@hookform/,
          /lucide-react/,
        ],
      },
    },
  },
});

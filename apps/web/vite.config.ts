// Build of the PWA shell: React, the `@` alias, the service worker and manifest, and the build id the server reports.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { parseEnv } from './src/config/env-schema.ts';
import { buildMetaPlugin } from './build-plugins/build-meta.ts';
import { uaPhoneMetadataPlugin } from './build-plugins/ua-phone-metadata.ts';
import { firstScreenPrecache, firstScreenPreloadPlugin } from './build-plugins/first-screen-preload.ts';
import { reactOnPreactAliases } from './build-plugins/react-on-preact.ts';
import { appHomeStartOptions, homeStartPlugin } from './build-plugins/home-start.ts';
import { routePreloadsPlugin } from './build-plugins/route-preloads.ts';
import { clientRoutesPlugin } from './build-plugins/client-routes.ts';
import { compileHintsPlugin } from './build-plugins/compile-hints.ts';
import { chunkGroups } from './build-plugins/chunk-groups.ts';
import { preloadedRoutes } from './src/app/routes/preloaded-routes.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const apiOrigin = 'http://127.0.0.1:3000';
/** A new id per build: the server answers it on /api/get-version and the client compares it with its own copy. */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const builtAt = new Date().toISOString();

const themeColor = '#16131f';

/** The pages a new visitor sees first (the age question, then the login). */
const firstScreenPages = ['src/features/age-gate/components/is18-page.tsx', 'src/features/auth/components/auth-page.tsx'];

export default defineConfig(({ mode }) => {
  // .env files and VITE_* process variables (loadEnv merges both); a bad value stops `vite build` and `vite` naming it.
  const appEnv = parseEnv(loadEnv(mode, webDir, 'VITE_'));
  return {
    resolve: {
      alias: [{ find: '@', replacement: srcDir }, ...reactOnPreactAliases],
    },
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
      __BUILT_AT__: JSON.stringify(builtAt),
      __APP_ENV__: JSON.stringify(appEnv),
    },
    server: {
      proxy: {
        '/api': { target: apiOrigin, changeOrigin: false },
        '/media': { target: apiOrigin, changeOrigin: false },
        '/mapi': { target: apiOrigin, changeOrigin: false },
      },
    },
    build: {
      // The budget script reads the manifest to find the chunks the first screen needs.
      manifest: true,
      target: 'es2022',
      // NOTE: no preload table. Vite's table lists every route chunk's dependencies inside the entry, so it grows with
      // each route against the first screen's budget (docs/decisions/0007); index.html preloads the first screen's
      // chunks instead (build-plugins/first-screen-preload.ts), and the service worker keeps every chunk once used.
      modulePreload: { polyfill: false },
      sourcemap: false,
      rolldownOptions: {
        output: {
          // The chunks: build-plugins/chunk-groups.ts says which modules go together and why.
          codeSplitting: { groups: chunkGroups },
        },
      },
    },
    plugins: [
      // JSX only: React Fast Refresh cannot re-render Preact's components (decision 0028), so in `vite` dev an edit
      // reloads the page instead of leaving it stale.
      react({ refreshExclude: /./ }),
      uaPhoneMetadataPlugin(),
      buildMetaPlugin({ version: buildId, builtAt }),
      // A new visitor lands on the age question, then the login: their chunks are fetched with the entry.
      firstScreenPreloadPlugin(firstScreenPages),
      // A signed-in customer lands on home or the shop: the server's shell of those paths names their chunks.
      routePreloadsPlugin(preloadedRoutes, firstScreenPages),
      // The paths the client router shows a page for: the server answers any other with 404.
      clientRoutesPlugin(srcDir),
      // The code those starts run is compiled off the main thread while it downloads (V8's compile hint).
      compileHintsPlugin([...firstScreenPages, ...preloadedRoutes.map((route) => route.module)]),
      // Home's first calls leave with its shell, and Intl's one-time start-up runs before home's first render.
      homeStartPlugin(appHomeStartOptions(appEnv.VITE_OGO_PWA_HOST)),
      VitePWA({
        registerType: 'prompt',
        // The app registers /sw.js itself with workbox-window so the update prompt is ours (src/lib/pwa/service-worker.ts).
        injectRegister: false,
        filename: 'sw.js',
        manifestFilename: 'manifest.json',
        scope: '/',
        includeAssets: ['icons/*.png', 'favicon.svg', 'robots.txt'],
        manifest: {
          id: '/',
          name: 'glo · ogo — бонуси та магазин',
          short_name: 'glo · ogo',
          description: 'Бонуси, магазин і сканування кодів для повнолітніх клієнтів glo та ogo.',
          lang: 'uk',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: themeColor,
          background_color: themeColor,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // build-meta.json and the Vite manifest stay out so checks always see the server's copy.
          globPatterns: ['**/*.{js,css,html,png,svg,ico}'],
          // The install precaches the shell and the first screen only (what index.html loads and
          // preloads, and the icons), so it does not compete with the first visit; every other chunk is cached when a
          // page first needs it (runtimeCaching below), and that page then opens offline too.
          manifestTransforms: [firstScreenPrecache(path.join(webDir, 'dist'))],
          // Push notifications: the handlers live in public/push-sw.js.
          importScripts: ['/push-sw.js'],
          navigateFallback: 'index.html',
          // /admin is the back-office: its own app, never this worker's shell.
          navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/mapi\//, /^\/admin(\/|$)/],
          // Hashed build files only: /api answers are per customer and must never outlive a logout, so no rule names
          // them. A hashed name never changes meaning, so the cached copy is served and refreshed in the background.
          runtimeCaching: [
            {
              urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'app-assets', expiration: { maxEntries: 300, purgeOnQuotaError: true } },
            },
          ],
          cleanupOutdatedCaches: true,
          // The first visit is controlled as soon as the worker is active: the chunks and pictures of the pages opened
          // in that visit are then cached too, so they open offline later (unclaimed, only the next visit's were).
          // An update still waits for the customer's «Оновити» (skipWaiting stays off).
          clientsClaim: true,
          skipWaiting: false,
        },
        devOptions: { enabled: false },
      }),
    ],
  };
});

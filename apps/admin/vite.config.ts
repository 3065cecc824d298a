// The back-office builds on its own: served by the API at /admin, never part of the PWA's first screen,
// precache or service worker.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const adminDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@admin': path.join(adminDir, 'src') } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
});

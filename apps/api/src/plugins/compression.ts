// Compressed answers (issue 13): JSON of /api over 1 KB (the catalogue, histories, orders) in Brotli or gzip, as the
// client accepts. The web build's files are not compressed here: static-web sends the copies the build wrote (and the
// shell compressed once at start), which already carry Content-Encoding, so this plugin leaves them be.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';

/** Smaller answers gain less than the bytes of the headers and the CPU cost. */
export const compressionThresholdBytes = 1024;

async function compressionPlugin(app: FastifyInstance): Promise<void> {
  // Only the API's answers: a file of the build either has its copies or is too small (or already compressed, as
  // images are) to be worth compressing on every request. Runs before the plugin's own onRoute hook, which reads it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/metrics') route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    // Brotli's quality 4 compresses JSON about as well as gzip -9 at a fraction of quality 11's CPU, per answer.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are never inflated: a small compressed body must not become a large one inside the server.
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'compression' });

// Compressed answers: JSON of /api over 1 KB (the catalogue, histories, orders) in Brotli or gzip, as the
// client accepts. The web build's files are not compressed here: static-web sends the copies the build wrote (and the
// shell compressed once at start), which already carry Content-Encoding, so this plugin leaves them be.
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Smaller answers gain less than the bytes of the headers and the CPU cost. */
export const compressionThresholdBytes = 1024;

/** The encodings the server sends (the build writes copies in these too, scripts/precompress.mjs), best first. */
export const encodings = ['br', 'gzip'] as const;
export type Encoding = (typeof encodings)[number];
const encodingOf = new Negotiator<Encoding | 'identity'>({ supportedValues: [...encodings, 'identity'] });

/** The best encoding the client accepts of those we have, else identity. */
export function acceptedEncoding(header: string | undefined): Encoding | 'identity' {
  return (header && encodingOf.negotiate(header)) || 'identity';
}

/** Brotli's quality 4 compresses JSON about as well as gzip -9 at a fraction of quality 11's CPU, per answer. */
const brotliParams = { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 };

/**
 * A JSON answer kept for many requests (the catalogue cache), with its compressed copies made the first time a client
 * asks for them: a cached answer is compressed once, not on every hit.
 */
export class EncodedAnswer {
  private readonly copies: Partial<Record<Encoding, Buffer>> = {};
  /**
   * The JSON in UTF-8, encoded once. A string body would be measured (twice: here and by Fastify for its
   * Content-Length) and encoded again on every send; for a catalogue answer of Ukrainian text that was a sixth of a
   * cached read's CPU.
   */
  private readonly identity: Buffer;

  constructor(json: string) {
    this.identity = Buffer.from(json);
  }

  /** What to send for this Accept-Encoding, and its Content-Encoding (none for identity or a small answer). */
  bodyFor(acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding | null } {
    const encoding = acceptedEncoding(acceptEncoding);
    if (encoding === 'identity' || this.identity.length < compressionThresholdBytes) {
      return { body: this.identity, encoding: null };
    }
    this.copies[encoding] ??=
      encoding === 'br' ? brotliCompressSync(this.identity, { params: brotliParams }) : gzipSync(this.identity);
    return { body: this.copies[encoding], encoding };
  }
}

async function compressionPlugin(app: FastifyInstance): Promise<void> {
  // Only the API's answers: a file of the build either has its copies or is too small (or already compressed, as
  // images are) to be worth compressing on every request. Runs before the plugin's own onRoute hook, which reads it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/metrics') route.compress = false;
  });
  await app.register(compress, {
    encodings: [...encodings],
    threshold: compressionThresholdBytes,
    brotliOptions: { params: brotliParams },
    // Request bodies are never inflated: a small compressed body must not become a large one inside the server.
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'compression' });

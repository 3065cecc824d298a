// The thread that decodes a multi-scan photo: seconds of pure CPU that must not stall the API's event loop. Node runs
// this TypeScript as it is when the sources run (it strips the types), and the build bundles it beside the server.
import { parentPort, workerData } from 'node:worker_threads';
import { findCodesInImage, UnreadableImageError, type MultiscanImageMime } from './decoder.ts';

const { bytes, mime } = workerData as { bytes: Uint8Array; mime: MultiscanImageMime };
try {
  const texts = findCodesInImage(Buffer.from(bytes), mime);
  parentPort?.postMessage({ texts });
} catch (error) {
  parentPort?.postMessage({
    error: {
      unreadable: error instanceof UnreadableImageError,
      message: error instanceof Error ? error.message : String(error),
    },
  });
}

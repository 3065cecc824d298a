// The thread that decodes a multi-scan photo: seconds of pure CPU that must not stall the API's event loop.
// Plain JS so that it starts the same under tsx (the server) and vitest (the tests): it loads the TypeScript decoder
// through tsx's loader, registered for this thread only.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { findCodesInImage, UnreadableImageError } = await import('./decoder.ts');

try {
  const texts = findCodesInImage(Buffer.from(workerData.bytes), workerData.mime);
  parentPort.postMessage({ texts });
} catch (error) {
  parentPort.postMessage({
    error: {
      unreadable: error instanceof UnreadableImageError,
      message: error instanceof Error ? error.message : String(error),
    },
  });
}

// Runs findCodesInImage on a worker thread with a time and memory bound, so a large photo never blocks the API.
import { Worker } from 'node:worker_threads';
import { UnreadableImageError, type MultiscanImageMime } from './decoder.ts';

/** A photo that takes longer than this is given up (the job retries later, then fails with a reason). */
export const decodeTimeoutMs = 120_000;

/**
 * The sources run the worker's TypeScript as it is (Node strips the types); the built server is one bundle, with the
 * worker bundled beside it as decode-worker.js.
 */
const decodeWorkerFile = import.meta.url.endsWith('.ts')
  ? new URL('./decode-worker.ts', import.meta.url)
  : new URL('./decode-worker.js', import.meta.url);

interface WorkerAnswer {
  texts?: string[];
  error?: { unreadable: boolean; message: string };
}

export function findCodesOffThread(bytes: Buffer, mime: MultiscanImageMime): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(decodeWorkerFile, {
      workerData: { bytes, mime },
      // A decompression bomb dies in its thread, not in the API process.
      resourceLimits: { maxOldGenerationSizeMb: 1536 },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(`Decoding the photo took longer than ${decodeTimeoutMs / 1000} s.`))),
      decodeTimeoutMs,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if (answer.texts) resolve(answer.texts);
        else if (answer.error?.unreadable) reject(new UnreadableImageError(answer.error.message));
        else reject(new Error(answer.error?.message ?? 'The decoder answered nothing.'));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`The decoder thread stopped (exit code ${code}).`))));
  });
}

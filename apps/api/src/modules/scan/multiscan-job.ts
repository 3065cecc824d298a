// The 'multiscan' job: decodes every code in an uploaded photo and redeems each as a normal scan (channel multiscan).
import type { Brand } from '@loyalty/contracts/brand';
import type { ScanOutcome } from '@loyalty/contracts/scan';
import { isValidPackCode, normalizePackCode } from '@loyalty/domain/pack-code';
import type { JobHandler } from '../../jobs/queue.ts';
import { findCodesOffThread } from './decode-in-worker.ts';
import { detectMultiscanMime, UnreadableImageError } from './decoder.ts';
import { findUpload, insertScan, scansOfUpload, updateUpload } from './repository.ts';
import type { CampaignEngine } from '../campaigns/engine.ts';
import { attemptRedemption, scannedTextForLog } from './service.ts';

export interface MultiscanJobOptions {
  monthlyLimit: number;
  /** The app's campaigns engine: a code credited from a photo is a fact like one typed in. */
  campaigns?: CampaignEngine;
  /** Told each new scan's outcome (the scans counter of /metrics); a retry's recorded scans are not told again. */
  onScan?: (outcome: ScanOutcome) => void;
}

/**
 * Delivery is at least once: a retry after a crash finds the scans its earlier attempt recorded for this upload and
 * counts them instead of redeeming those codes again (which would log them as already_used).
 */
export function multiscanJobHandler(options: MultiscanJobOptions): JobHandler {
  return async (job, { db, log }) => {
    const uploadId = typeof job.payload.uploadId === 'string' ? job.payload.uploadId : '';
    const upload = uploadId ? await findUpload(db, uploadId) : undefined;
    // Deleted with its customer, or finished by an earlier attempt: nothing to do.
    if (!upload || upload.status === 'done' || upload.status === 'failed') return;
    await updateUpload(db, upload.id, { status: 'processing' });
    try {
      const mime = detectMultiscanMime(upload.image);
      if (!mime) throw new UnreadableImageError('The upload is not a JPEG or PNG image.');
      const texts = await findCodesOffThread(upload.image, mime);
      const earlier = await scansOfUpload(db, upload.id);
      let creditedXp = 0;
      const outcomes: ScanOutcome[] = [];
      for (const text of texts) {
        const code = normalizePackCode(text);
        const recorded = earlier.findIndex((scan) => scan.code === scannedTextForLog(text));
        if (recorded !== -1) {
          const [scan] = earlier.splice(recorded, 1);
          if (scan?.outcome === 'credited') creditedXp += scan.xp;
          if (scan) outcomes.push(scan.outcome);
          continue;
        }
        if (!isValidPackCode(code)) {
          // A barcode of the pack itself or a foreign QR code: shown in the history as an unknown code.
          await insertScan(db, {
            customerId: upload.customerId,
            brand: upload.brand as Brand,
            code: scannedTextForLog(text),
            packCodeId: null,
            kind: null,
            outcome: 'unknown_code',
            xp: 0,
            channel: 'multiscan',
            uploadId: upload.id,
          });
          outcomes.push('unknown_code');
          options.onScan?.('unknown_code');
          continue;
        }
        const result = await attemptRedemption(db, {
          customerId: upload.customerId,
          brand: upload.brand,
          code,
          channel: 'multiscan',
          uploadId: upload.id,
          monthlyLimit: options.monthlyLimit,
          campaigns: options.campaigns,
        });
        creditedXp += result.xp;
        outcomes.push(result.outcome);
        options.onScan?.(result.outcome);
      }
      await updateUpload(db, upload.id, { status: 'done', codesFound: texts.length, creditedXp, error: null, processed: true });
      log.info({ uploadId: upload.id, codes: texts.length, creditedXp, outcomes }, 'multiscan processed');
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        // The same bytes will not decode on a retry: fail now, with the reason the user sees.
        await updateUpload(db, upload.id, { status: 'failed', error: error.message, processed: true });
        return;
      }
      const final = job.attempts >= job.maxAttempts;
      await updateUpload(db, upload.id, {
        status: final ? 'failed' : 'queued',
        error: final ? 'The photo could not be processed; please try again later.' : null,
        processed: final,
      });
      throw error;
    }
  };
}

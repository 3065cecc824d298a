// Reads pack codes from the camera: the browser's BarcodeDetector where it exists, else ZXing, loaded only when needed.
import type { DecodeHintType as DecodeHint } from '@zxing/library';
import { packCodeFormats } from '@/config/constants';

export interface BarcodeReader {
  /** Starts reading frames of the video; calls onCode once per distinct text. */
  start(video: HTMLVideoElement, onCode: (text: string) => void): Promise<void>;
  stop(): void;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

function nativeDetector(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

const detectIntervalMs = 250;

function nativeReader(Detector: BarcodeDetectorClass, formats: string[]): BarcodeReader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  return {
    async start(video, onCode) {
      const detector = new Detector({ formats });
      const tick = async (): Promise<void> => {
        if (stopped) return;
        try {
          if (video.readyState >= 2) {
            const found = (await detector.detect(video)).find((code) => code.rawValue.trim() !== '');
            if (found && !stopped) onCode(found.rawValue);
          }
        } catch {
          // A frame that cannot be read (e.g. still black) is skipped; the next one may work.
        }
        if (!stopped) timer = setTimeout(() => void tick(), detectIntervalMs);
      };
      await tick();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

async function zxingReader(): Promise<BarcodeReader> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<DecodeHint, unknown>([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX, BarcodeFormat.CODE_128, BarcodeFormat.EAN_13],
    ],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: detectIntervalMs });
  let controls: { stop(): void } | undefined;
  return {
    async start(video, onCode) {
      controls = await reader.decodeFromVideoElement(video, (result) => {
        if (result) onCode(result.getText());
      });
    },
    stop() {
      controls?.stop();
    },
  };
}

/** The native detector when it reads our formats, ZXing otherwise. */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const Detector = nativeDetector();
  if (Detector) {
    const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
    const formats = packCodeFormats.filter((format) => supported.includes(format));
    if (formats.length > 0) return nativeReader(Detector, formats);
  }
  return zxingReader();
}

export type CameraProblem = 'denied' | 'noCamera' | 'unsupported' | 'failed';

/** getUserMedia's failures in the customer's terms. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  return 'failed';
}

export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

// The camera view of the scan pages: asks for the back camera, reads codes frame by frame, explains every failure.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import {
  cameraProblemOf,
  cameraSupported,
  createBarcodeReader,
  type BarcodeReader,
  type CameraProblem,
} from '@/features/scan/utils/barcode-reader';

type CameraState = 'idle' | 'starting' | 'scanning' | CameraProblem;

interface CameraScannerProps {
  /** Called once per read; the camera stops, the page redeems the code. */
  onCode: (text: string) => void;
  disabled?: boolean;
  /** Changes when a code was credited some other way: a camera problem said before is no longer news. */
  clearProblem?: number;
}

export function CameraScanner({ onCode, disabled = false, clearProblem = 0 }: CameraScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const reader = useRef<BarcodeReader | null>(null);
  const [state, setState] = useState<CameraState>(() => (cameraSupported() ? 'idle' : 'unsupported'));
  const [problemCleared, setProblemCleared] = useState(false);
  useEffect(() => {
    if (clearProblem > 0) setProblemCleared(true);
  }, [clearProblem]);

  const stop = useCallback(() => {
    reader.current?.stop();
    reader.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  // The camera light must go off when the customer leaves the page.
  useEffect(() => stop, [stop]);

  const start = async (): Promise<void> => {
    setProblemCleared(false);
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      stream.current = media;
      const element = video.current;
      if (!element) return;
      element.srcObject = media;
      await element.play().catch(() => undefined);
      const barcodeReader = await createBarcodeReader();
      reader.current = barcodeReader;
      setState('scanning');
      await barcodeReader.start(element, (text) => {
        stop();
        setState('idle');
        onCode(text);
      });
    } catch (error) {
      stop();
      setState(cameraProblemOf(error));
    }
  };

  const problem =
    !problemCleared && (state === 'denied' || state === 'noCamera' || state === 'unsupported' || state === 'failed');
  const live = state === 'starting' || state === 'scanning';

  return (
    <div className="camera" data-testid="camera" data-state={state}>
      <video
        ref={video}
        className={live ? 'camera__video' : 'camera__video camera__video--off'}
        muted
        playsInline
        aria-label={t('scan.camera.video')}
      />
      {state === 'scanning' && <p className="camera__hint">{t('scan.camera.scanning')}</p>}
      {problem && (
        <p className="camera__problem" role="alert" data-testid="camera-problem">
          {t(`scan.camera.${state}`)}
        </p>
      )}
      {state !== 'unsupported' &&
        (live ? (
          <Button
            variant="secondary"
            busy={state === 'starting'}
            onClick={() => {
              stop();
              setState('idle');
            }}
          >
            {t(state === 'starting' ? 'scan.camera.starting' : 'scan.camera.stop')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={disabled} onClick={() => void start()} data-testid="camera-start">
            {t('scan.camera.start')}
          </Button>
        ))}
    </div>
  );
}

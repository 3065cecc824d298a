// /scan/sticks and /scan/velo: camera, manual entry, and the outcome of the last attempt. One page module for both
// routes (the kind comes from the path): every page chunk costs the first screen a line in the entry's preload table.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { ScanKind } from '@loyalty/contracts/scan';
import { Card } from '@/components/ui/card';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useOnlineStatus } from '@/lib/pwa/online-status';
import { useRedeemCode } from '@/features/scan/api/redeem-code';
import { CameraScanner } from '@/features/scan/components/camera-scanner';
import { ManualEntry } from '@/features/scan/components/manual-entry';
import { creditedResult, resultFromError, scanResultMessage, type ScanResult } from '@/features/scan/utils/scan-outcome';

export function scanKindOfPath(pathname: string): ScanKind {
  return pathname.replace(/\/+$/, '').endsWith('velo') ? 'velo' : 'sticks';
}

export default function ScanCodePage() {
  const { t } = useTranslation();
  const kind = scanKindOfPath(useLocation().pathname);
  const brand = useBrandStore((state) => state.brand);
  const redeem = useRedeemCode();
  const [result, setResult] = useState<ScanResult | null>(null);
  // "No connection" is about the moment it was said: when the connection returns, it goes.
  const online = useOnlineStatus();
  useEffect(() => {
    if (online) setResult((current) => (current?.kind === 'network' ? null : current));
  }, [online]);

  /** Resolves whether the code was credited; a refusal keeps it in the field to be corrected. */
  const send = (code: string, channel: 'camera' | 'manual'): Promise<boolean> => {
    setResult(null);
    return new Promise((resolve) => {
      redeem.mutate(
        { code, brand, channel },
        {
          onSuccess: (answer) => {
            setResult(creditedResult(answer));
            resolve(true);
          },
          onError: (error) => {
            setResult(resultFromError(error));
            resolve(false);
          },
        },
      );
    });
  };

  return (
    <div className="loyalty-page scan-code">
      <h1 className="profile__title">{t(kind === 'velo' ? 'scan.veloTitle' : 'scan.sticksTitle')}</h1>
      <p>{t('scan.codeIntro')}</p>
      {result && (
        <Card
          className={`scan-result scan-result--${result.kind === 'credited' ? 'success' : 'refused'}`}
          role={result.kind === 'credited' ? 'status' : 'alert'}
          data-testid="scan-result"
          data-outcome={result.kind}
        >
          <p>{scanResultMessage(result, t, t(`brand.${brand}`))}</p>
        </Card>
      )}
      <CameraScanner disabled={redeem.isPending} onCode={(text) => void send(text, 'camera')} />
      <ManualEntry busy={redeem.isPending} onSubmit={(code) => send(code, 'manual')} />
      <Link className="loyalty-link" to={kind === 'velo' ? '/scan/instruction-velo' : '/scan/instruction'}>
        {t(kind === 'velo' ? 'scan.instructionVelo' : 'scan.instruction')}
      </Link>
    </div>
  );
}

// /scan/sticks and /scan/velo: camera, manual entry, and the outcome of the last attempt right under the code field
// (where the customer looks, above the open keyboard). One page module for both routes (the kind comes from the
// path): every page chunk costs the first screen a line in the entry's preload table.
import { useEffect, useRef, useState } from 'react';
import { formatXp } from '@loyalty/client/format';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { ScanKind } from '@loyalty/contracts/scan';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { CampaignBanners, scanCampaignTriggers } from '@/components/campaign-banners';
import '@/lib/locales/programme';
import { useOnlineStatus } from '@/lib/pwa/online-status';
import { useRedeemCode } from '@/features/scan/api/redeem-code';
import { CameraScanner } from '@/features/scan/components/camera-scanner';
import { ManualEntry } from '@/features/scan/components/manual-entry';
import {
  creditedResult,
  earnedXp,
  creditExtras,
  resultFromError,
  scanResultMessage,
  type ScanResult,
} from '@/features/scan/utils/scan-outcome';

export function scanKindOfPath(pathname: string): ScanKind {
  return pathname.replace(/\/+$/, '').endsWith('velo') ? 'velo' : 'sticks';
}

export default function ScanCodePage() {
  const { t } = useTranslation();
  const kind = scanKindOfPath(useLocation().pathname);
  const brand = useBrandStore((state) => state.brand);
  const redeem = useRedeemCode();
  const [result, setResult] = useState<ScanResult | null>(null);
  // Counts credits: each one clears a camera problem said before it (the customer got on without the camera).
  const [credits, setCredits] = useState(0);
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
            setCredits((count) => count + 1);
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
      <CampaignBanners brand={brand} triggers={scanCampaignTriggers} linked={false} />
      <CameraScanner disabled={redeem.isPending} clearProblem={credits} onCode={(text) => void send(text, 'camera')} />
      <ManualEntry
        busy={redeem.isPending}
        refused={result !== null && codeRefusals.has(result.kind)}
        outcome={result && <ScanOutcome result={result} brandName={t(`brand.${brand}`)} />}
        onSubmit={(code) => send(code, 'manual')}
      />
      <Link className="loyalty-link" to={kind === 'velo' ? '/scan/instruction-velo' : '/scan/instruction'}>
        {t(kind === 'velo' ? 'scan.instructionVelo' : 'scan.instruction')}
      </Link>
    </div>
  );
}

/** Refusals that are about the code typed: the field is marked as well. */
const codeRefusals = new Set<ScanResult['kind']>(['already_used', 'unknown_code', 'invalid_code']);

export const scanOutcomeId = 'scan-outcome';

/** A credit is celebrated (the XP pop in, the new balance; still for reduced motion); a refusal says what to do. */
function ScanOutcome({ result, brandName }: { result: ScanResult; brandName: string }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // Brought into view above the keyboard, without taking the focus from the field.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);
  const message = scanResultMessage(result, t, brandName);
  if (result.kind === 'credited') {
    const extras = creditExtras(result, t);
    return (
      <div
        ref={box}
        id={scanOutcomeId}
        className="scan-result scan-result--success"
        role="status"
        data-testid="scan-result"
        data-outcome="credited"
      >
        <span className="scan-result__check" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M5 12.5l4.5 4.5L19 7.5"
            />
          </svg>
        </span>
        <span className="visually-hidden">{message}</span>
        <span className="scan-result__amount" aria-hidden="true" data-testid="scan-credited">
          {t('xp.plus', { count: earnedXp(result) })}
        </span>
        <span className="scan-result__balance" aria-hidden="true" data-testid="scan-balance">
          {t('scan.outcome.balance', { balance: formatXp(result.balance, i18n.language) })}
        </span>
        {extras.length > 0 && (
          <ul className="scan-result__campaigns" aria-hidden="true" data-testid="scan-campaigns">
            {extras.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <div
      ref={box}
      id={scanOutcomeId}
      className="scan-result scan-result--refused"
      role="alert"
      data-testid="scan-result"
      data-outcome={result.kind}
    >
      {message}
    </div>
  );
}

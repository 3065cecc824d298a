// /scan/sticks and /scan/velo: camera, manual entry, and the outcome of the last attempt right under the code field
// (where the customer looks, above the open keyboard). One page module for both routes (the kind comes from the
// path): every page chunk costs the first screen a line in the entry's preload table.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatXp } from '@loyalty/client/format';
import type { Brand } from '@loyalty/contracts/brand';
import type { TierResponse } from '@loyalty/contracts/tiers';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { ScanKind } from '@loyalty/contracts/scan';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { CampaignBanners, scanCampaignTriggers } from '@/components/campaign-banners';
import '@/lib/locales/programme';
import '@/lib/locales/loyalty-home';
import { TierBadge, TierStanding, tierColourOf } from '@/components/tier-card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useLevelUp } from '@/lib/level-up';
import { affordableText, missingText, nextRewardOf } from '@/lib/next-reward';
import { useRewards } from '@/lib/shared-api/get-rewards';
import { useSessionStore } from '@/stores/session-store';
import { useOnlineStatus } from '@/lib/pwa/online-status';
import { useRedeemCode } from '@/features/scan/api/redeem-code';
import { useWideCount } from '@/features/scan/api/get-wide-count';
import { CameraScanner } from '@/features/scan/components/camera-scanner';
import { ManualEntry } from '@/features/scan/components/manual-entry';
import { earnInstallOffer } from '@/lib/pwa/install-prompt';
import {
  creditedResult,
  earnedXp,
  creditExtras,
  resultFromError,
  scanResultMessage,
  type ScanResult,
} from '@/features/scan/utils/scan-outcome';

const LevelUpCard = lazy(() => import('@/components/level-up-card'));

export function scanKindOfPath(pathname: string): ScanKind {
  return pathname.replace(/\/+$/, '').endsWith('velo') ? 'velo' : 'sticks';
}

export default function ScanCodePage() {
  const { t } = useTranslation();
  const kind = scanKindOfPath(useLocation().pathname);
  const brand = useBrandStore((state) => state.brand);
  const redeem = useRedeemCode();
  const [result, setResult] = useState<ScanResult | null>(null);
  // The code the last answer is about: a refusal repeats it, as a camera's read is in no field to check.
  const [tried, setTried] = useState('');
  // Counts credits: each one clears a camera problem said before it (the customer got on without the camera).
  const [credits, setCredits] = useState(0);
  // When the last credit was answered: the level read after it tells whether that credit crossed into a new one.
  const [creditedAt, setCreditedAt] = useState(0);
  const levelUp = useLevelUp(brand, { active: credits > 0, since: creditedAt });
  // "No connection" is about the moment it was said: when the connection returns, it goes.
  const online = useOnlineStatus();
  useEffect(() => {
    if (online) setResult((current) => (current?.kind === 'network' ? null : current));
  }, [online]);

  /** Resolves whether the code was credited; a refusal keeps it in the field to be corrected. */
  const send = (code: string, channel: 'camera' | 'manual'): Promise<boolean> => {
    setResult(null);
    setTried(code);
    return new Promise((resolve) => {
      redeem.mutate(
        { code, brand, channel },
        {
          onSuccess: (answer) => {
            earnInstallOffer();
            setResult(creditedResult(answer));
            setCredits((count) => count + 1);
            setCreditedAt(Date.now());
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
      <p>{t(kind === 'velo' ? 'scan.codeIntroVelo' : 'scan.codeIntro')}</p>
      <CampaignBanners brand={brand} triggers={scanCampaignTriggers} linked={false} />
      <CameraScanner disabled={redeem.isPending} clearProblem={credits} onCode={(text) => void send(text, 'camera')} />
      <ManualEntry
        kind={kind}
        busy={redeem.isPending}
        refused={result !== null && codeRefusals.has(result.kind)}
        credited={result?.kind === 'credited'}
        outcome={
          result && (
            <>
              <ScanOutcome
                result={result}
                code={tried}
                brand={brand}
                kind={kind}
                tier={levelUp.tier}
                fresh={levelUp.fresh}
              />
              {/* The level moment comes under the credit that reached it: the new balance is read first. */}
              {levelUp.level && levelUp.tier && (
                <Suspense fallback={null}>
                  <LevelUpCard inline level={levelUp.level} tier={levelUp.tier} onClose={levelUp.dismiss} />
                </Suspense>
              )}
            </>
          )
        }
        onSubmit={(code) => send(code, 'manual')}
      />
      <Link className="loyalty-link" to={kind === 'velo' ? '/scan/instruction-velo' : '/scan/instruction'}>
        {t(kind === 'velo' ? 'scan.instructionVelo' : 'scan.instruction')}
      </Link>
    </div>
  );
}

/** What the credit brought closer: one bar to the next reward (home's rule), and the way to the next level. */
function CreditProgress({
  brand,
  balance,
  earned,
  tier,
}: {
  brand: Brand;
  balance: number;
  earned: number;
  tier: TierResponse | null;
}) {
  const { t, i18n } = useTranslation();
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const rewards = useRewards(brand, hasRecord);
  // The bar starts where the balance was before the credit and fills to the new one (a CSS transition, off for
  // reduced motion).
  const [shown, setShown] = useState(balance - earned);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(balance));
    return () => cancelAnimationFrame(frame);
  }, [balance]);
  if (!hasRecord) return null;
  const view = rewards.isSuccess ? nextRewardOf(rewards.data, balance) : null;
  return (
    <div className="scan-progress" data-testid="scan-progress">
      {view?.kind === 'next' && (
        <Link className="scan-progress__reward" to="/exchange" data-testid="scan-next-reward">
          <span>{missingText(t, view, i18n.language)}</span>
          <ProgressBar
            max={view.reward.xp_price}
            value={Math.min(shown, balance)}
            label={t('homeNextReward.progress')}
            className="scan-progress__bar"
          />
        </Link>
      )}
      {view?.kind === 'affordable' && (
        <Link className="scan-progress__reward" to="/exchange" data-testid="scan-next-reward">
          {affordableText(t, view)}
        </Link>
      )}
      {tier && (
        <Link className="scan-progress__tier tier-line" to="/tiers" data-testid="scan-tier">
          <TierStanding data={tier} />
        </Link>
      )}
    </div>
  );
}

/**
 * The month's scans left (all kinds share the limit), read after the credit: the redemption refreshed the counters. Asked
 * only once a credit is on screen, so the screen's first paint costs no call.
 */
function ScansLeft({ brand, kind }: { brand: Brand; kind: ScanKind }) {
  const { t } = useTranslation();
  const count = useWideCount(kind, brand);
  const line = useRef<HTMLParagraphElement>(null);
  const shown = count.isSuccess && !count.isFetching;
  // The line arrives after the card was brought into view and makes it taller: the card's foot stays above the keyboard.
  useEffect(() => {
    if (shown) line.current?.closest('.scan-result')?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  if (!shown) return null;
  return (
    <p ref={line} className="scan-result__left" data-testid="scan-left">
      {t('scan.monthLeft', { scans: t('xp.scans', { count: count.data.scan_balance }) })}
    </p>
  );
}

/** Refusals that are about the code typed: the field is marked as well. */
const codeRefusals = new Set<ScanResult['kind']>(['already_used', 'unknown_code', 'invalid_code']);

export const scanOutcomeId = 'scan-outcome';

interface ScanOutcomeProps {
  result: ScanResult;
  /** The code as sent. */
  code: string;
  brand: Brand;
  kind: ScanKind;
  /** The customer's tier in the brand, when it runs tiers. */
  tier: TierResponse | null;
  /** The tier was read after this credit: its level line is the new one. */
  fresh: boolean;
}

/**
 * A credit is celebrated (the XP pop in, the new balance, the bar toward the next reward filling; still for reduced
 * motion) with what it brought closer: the next reward and the next level. A refusal says what to do.
 */
function ScanOutcome({ result, code, brand, kind, tier, fresh }: ScanOutcomeProps) {
  const { t, i18n } = useTranslation();
  const brandName = t(`brand.${brand}`);
  const box = useRef<HTMLDivElement>(null);
  // Brought into view above the keyboard, without taking the focus from the field.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);
  const message = scanResultMessage(result, t, brandName);
  if (result.kind === 'credited') {
    const extras = creditExtras(result, t);
    const bonusLevel = result.tierBonus && tier?.levels.find((level) => level.name === result.tierBonus?.level);
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
          {formatXp(earnedXp(result), i18n.language, true)}
        </span>
        <span className="scan-result__balance" aria-hidden="true" data-testid="scan-balance">
          {t('scan.outcome.balance', { balance: formatXp(result.balance, i18n.language) })}
        </span>
        {extras.length > 0 && (
          <ul className="scan-result__campaigns" aria-hidden="true" data-testid="scan-campaigns">
            {extras.map((line, index) => (
              <li key={index}>
                {/* The level's line is the last one, marked with the level's medal. */}
                {bonusLevel && tier && index === extras.length - 1 && (
                  <TierBadge colour={tierColourOf(tier, bonusLevel.id)} size="sm" />
                )}
                {line}
              </li>
            ))}
          </ul>
        )}
        <CreditProgress brand={brand} balance={result.balance} earned={earnedXp(result)} tier={fresh ? tier : null} />
        <ScansLeft brand={brand} kind={kind} />
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
      {codeRefusals.has(result.kind) && code.trim() !== '' && (
        <span className="scan-result__code" data-testid="scan-refused-code">
          {code.trim()}
        </span>
      )}
      {message}
    </div>
  );
}

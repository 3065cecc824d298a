// /scan/instruction and /scan/instruction-velo: the illustrated how-to of scanning (numbered steps and a drawing of a
// phone over a pack code). One page module for both routes; the kind comes from the path.
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { ScanKind } from '@loyalty/contracts/scan';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';

function ScanIllustration({ kind, label }: { kind: ScanKind; label: string }) {
  return (
    <svg className="instruction__art" viewBox="0 0 200 120" role="img" aria-label={label}>
      {kind === 'velo' ? (
        <circle cx="60" cy="64" r="40" fill="none" stroke="currentColor" strokeWidth="4" />
      ) : (
        <rect x="22" y="24" width="76" height="84" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
      )}
      {/* The code on the pack: a small QR-like square. */}
      <rect x="46" y="50" width="28" height="28" fill="var(--color-accent)" />
      <rect x="52" y="56" width="6" height="6" fill="var(--color-bg)" />
      <rect x="62" y="66" width="6" height="6" fill="var(--color-bg)" />
      <rect x="120" y="14" width="58" height="100" rx="10" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M118 64H84" stroke="var(--color-accent)" strokeWidth="3" strokeDasharray="6 4" />
    </svg>
  );
}

export default function ScanInstructionPage() {
  const { t } = useTranslation();
  const kind: ScanKind = useLocation().pathname.replace(/\/+$/, '').endsWith('velo') ? 'velo' : 'sticks';
  const steps = t(kind === 'velo' ? 'instruction.velo' : 'instruction.sticks', { returnObjects: true });
  return (
    <div className="loyalty-page instruction">
      <h1 className="profile__title">{t(kind === 'velo' ? 'instruction.veloTitle' : 'instruction.sticksTitle')}</h1>
      <ScanIllustration kind={kind} label={t('instruction.illustration')} />
      <ol className="instruction__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Link className="button button--primary" to={kind === 'velo' ? '/scan/velo' : '/scan/sticks'}>
        {t('instruction.toScan')}
      </Link>
    </div>
  );
}

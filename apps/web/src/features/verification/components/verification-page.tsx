// /verification: where the age verification stands (none, pending, approved, rejected with the reason) and the way in.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/accounts';
import { useSessionStore } from '@/stores/session-store';
import { useVerificationStatus } from '@/features/verification/api/get-verification-status';
import { formatDate } from '@loyalty/client/format';

export default function VerificationPage() {
  const { t, i18n } = useTranslation();
  const status = useVerificationStatus();
  const verified = status.data?.verified;

  useEffect(() => {
    // An approval shows in the menu (rules link) as soon as the customer sees it here.
    if (verified !== undefined) useSessionStore.getState().setAgeVerified(verified);
  }, [verified]);

  if (status.isPending) return <PageLoader />;
  if (status.isLoadingError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;

  const { status: state, rejection_reason: reason, submitted_at: submittedAt } = status.data;
  const canSubmit = !status.data.verified && (state === 'none' || state === 'rejected');
  const submittedOn = submittedAt ? formatDate(submittedAt, i18n.language) : '';

  return (
    <div className="verification">
      <h1 className="profile__title">{t('verification.title')}</h1>
      <Card
        className={`verification__status verification__status--${state}`}
        data-testid="verification-status"
        data-status={state}
      >
        <h2 className="profile__heading">{t(`verification.status.${state}`)}</h2>
        <p>{t(`verification.statusText.${state}`, { date: submittedOn })}</p>
        {state === 'rejected' && reason && (
          <p className="verification__reason" data-testid="rejection-reason">
            {t('verification.reason', { reason })}
          </p>
        )}
      </Card>
      {canSubmit && (
        <Link className="button button--primary" to="/verification/other" data-testid="verification-start">
          {t(state === 'rejected' ? 'verification.tryAgain' : 'verification.start')}
        </Link>
      )}
    </div>
  );
}

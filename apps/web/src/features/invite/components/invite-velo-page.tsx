// /invite-friend/velo: the ogo customer's velo discount code (get-velo-mgm), with the same copy button.
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useSessionStore } from '@/stores/session-store';
import { useVeloMgm } from '@/features/invite/api/get-velo-mgm';
import { InviteCodeCard } from '@/features/invite/components/invite-code-card';

export default function InviteVeloPage() {
  const { t } = useTranslation();
  const ogoId = useSessionStore((state) => state.shopIds.ogo);
  const velo = useVeloMgm(ogoId);

  if (ogoId === null) {
    return (
      <div className="loyalty-page invite-page">
        <h1 className="profile__title">{t('title.inviteVelo')}</h1>
        <p className="loyalty-empty">{t('invite.velo.noOgo')}</p>
      </div>
    );
  }
  if (velo.isPending) return <PageLoader />;
  if (velo.isError) return <LoadError error={velo.error} onRetry={() => void velo.refetch()} />;

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.inviteVelo')}</h1>
      <InviteCodeCard code={velo.data} label={t('invite.velo.text')} />
    </div>
  );
}

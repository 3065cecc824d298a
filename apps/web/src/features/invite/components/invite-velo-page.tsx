// /invite-friend/velo: the ogo customer's velo discount code (get-velo-mgm), with the same copy button, their velo
// status, and the ogo site's velo page signed in as the velo user (get-velo-user).
import { useState } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/empty-state';
import '@/lib/locales/invite';
import '@/styles/loyalty.css';
import '@/styles/invite.css';
import { useSessionStore } from '@/stores/session-store';
import { useVeloMgm } from '@/features/invite/api/get-velo-mgm';
import { InviteCodeCard } from '@/features/invite/components/invite-code-card';
import { veloSiteLink } from '@/features/invite/api/velo-site-link';
import { useOralStatus, useVeloUser } from '@/features/invite/api/get-velo-user';

/** The ogo site's velo page, with the discount code as its `discount` parameter (spec section 1). */
function veloPagePath(code: string): string {
  return `/pages/velo?${new URLSearchParams({ discount: code }).toString()}`;
}

export default function InviteVeloPage() {
  const { t } = useTranslation();
  const ogoId = useSessionStore((state) => state.shopIds.ogo);
  const velo = useVeloMgm(ogoId);
  const customer = useSessionStore((state) => state.customer);
  const veloUser = useVeloUser(ogoId);
  const oralStatus = useOralStatus(ogoId);
  const [opening, setOpening] = useState(false);
  const siteUrl = env.VITE_OGO_SITE_URL;

  async function openVeloSite(code: string): Promise<void> {
    if (!siteUrl) return;
    setOpening(true);
    try {
      // The velo site signs in the ogo record: its names and email, not the other brand's (the server checks them).
      const person = veloUser.data ?? customer;
      const url = await veloSiteLink({
        siteUrl,
        returnTo: veloPagePath(code),
        email: person?.email ?? '',
        firstName: person?.first_name ?? '',
        lastName: person?.last_name ?? '',
      });
      window.location.assign(url);
    } finally {
      setOpening(false);
    }
  }

  if (ogoId === null) {
    return (
      <div className="loyalty-page invite-page">
        <h1 className="profile__title">{t('title.inviteVelo')}</h1>
        <EmptyState text={t('invite.velo.noOgo')} />
      </div>
    );
  }
  if (velo.isPending) return <PageLoader />;
  if (velo.isLoadingError) return <LoadError error={velo.error} onRetry={() => void velo.refetch()} />;

  return (
    <div className="loyalty-page invite-page">
      <h1 className="profile__title">{t('title.inviteVelo')}</h1>
      <InviteCodeCard code={velo.data} label={t('invite.velo.text')} />
      {oralStatus.isSuccess && oralStatus.data !== '' && (
        <p className="loyalty-muted" data-testid="velo-oral-status">
          {t(oralStatus.data === 'active' ? 'invite.velo.statusActive' : 'invite.velo.statusLapsed')}
        </p>
      )}
      {siteUrl && (
        <Button type="button" disabled={opening} onClick={() => void openVeloSite(velo.data)} data-testid="velo-site">
          {t('invite.velo.openSite')}
        </Button>
      )}
    </div>
  );
}

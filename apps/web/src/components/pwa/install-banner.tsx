// The app's own install offer, shown once it is earned (lib/pwa/install-prompt) and the browser said the app can be
// installed, until the customer answers.
import { useTranslation } from '@/lib/translation-hooks';
import { acceptInstall, dismissInstall, useInstallPromptStore } from '@/lib/pwa/install-prompt';
import { Button } from '@/components/ui/button';

/** `heldBack`: not on this page (installOfferHeldBack), though earned. */
export function InstallBanner({ heldBack = false }: { heldBack?: boolean }) {
  const { t } = useTranslation();
  const canInstall = useInstallPromptStore((state) => state.pending !== null && state.earned);
  if (!canInstall || heldBack) return null;
  return (
    <div className="banner banner--install" role="dialog" aria-labelledby="install-banner-title" data-testid="install-banner">
      <div className="banner__text">
        <strong id="install-banner-title">{t('pwa.installTitle')}</strong>
        <p>{t('pwa.installText')}</p>
      </div>
      <div className="banner__actions">
        <Button variant="ghost" onClick={dismissInstall}>
          {t('pwa.cancel')}
        </Button>
        <Button onClick={() => void acceptInstall()}>{t('pwa.install')}</Button>
      </div>
    </div>
  );
}

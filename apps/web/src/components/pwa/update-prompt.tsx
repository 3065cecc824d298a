// Banner offering the new app version once a new service worker waits or the build check sees a new build.
import { useTranslation } from '@/lib/translation-hooks';
import { applyUpdate, dismissUpdate, useUpdatePromptStore } from '@/lib/pwa/service-worker';
import { Button } from '@/components/ui/button';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const updateAvailable = useUpdatePromptStore((state) => state.updateAvailable);
  if (!updateAvailable) return null;
  return (
    <div className="banner banner--update" role="alertdialog" aria-labelledby="update-prompt-text" data-testid="update-prompt">
      <p id="update-prompt-text" className="banner__text">
        {t('pwa.updateAvailable')}
      </p>
      <div className="banner__actions">
        <Button variant="ghost" onClick={dismissUpdate}>
          {t('pwa.later')}
        </Button>
        <Button onClick={() => void applyUpdate()}>{t('pwa.update')}</Button>
      </div>
    </div>
  );
}

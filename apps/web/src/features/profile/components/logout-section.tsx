// Signing out, here and on every device: the foot of the profile hub.
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import '@/lib/locales/accounts';
import { requestLogout } from '@/lib/session-exit';
import { useClearAllSessions } from '@/features/profile/api/token-clear';
import { notify } from '@/lib/notify';
import { errorMessageKey } from '@/lib/error-messages';

export function LogoutSection() {
  const { t } = useTranslation();
  const clearAll = useClearAllSessions();

  const logoutEverywhere = () => {
    if (clearAll.isPending || !window.confirm(t('profile.logoutEverywhereConfirm'))) return;
    clearAll.mutate(undefined, {
      // Every session is gone, this one too: the device is wiped without telling the server again.
      onSuccess: () => void requestLogout({ callServer: false }),
      onError: (error) => notify.error(t(errorMessageKey(error))),
    });
  };

  return (
    <div className="profile__logout">
      {/* Quiet text at the foot of the hub, not a button as loud as a primary action. */}
      <Button variant="ghost" onClick={() => void requestLogout()} data-testid="profile-logout">
        {t('menu.logout')}
      </Button>
      {/* The rarer, wider action is a quiet link-style button under the usual one, not a second equal button. */}
      <Button variant="ghost" onClick={logoutEverywhere} disabled={clearAll.isPending} data-testid="profile-logout-everywhere">
        {t('profile.logoutEverywhere')}
      </Button>
      <p className="profile__hint">{t('profile.logoutEverywhereHint')}</p>
    </div>
  );
}

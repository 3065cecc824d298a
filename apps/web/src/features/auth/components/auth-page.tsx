// /auth: login by phone with an SMS code; a session goes home, an unknown phone continues on /registration.
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { SmsLogin } from '@/features/auth/components/sms-login';
import { useFinishSmsLogin } from '@/features/auth/hooks/use-finish-sms-login';

export default function AuthPage() {
  const { t } = useTranslation();
  const finishSmsLogin = useFinishSmsLogin();

  return (
    <Card className="auth" data-testid="auth-page">
      <h1 className="auth__title">{t('auth.title')}</h1>
      <SmsLogin intro={t('auth.intro')} onConfirmed={finishSmsLogin} />
    </Card>
  );
}

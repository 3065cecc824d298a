// /registration: with a ticket from confirm-sms the form; without one, the phone and code steps come first.
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import '@/lib/locales/accounts';
import { SmsLogin } from '@/features/auth/components/sms-login';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { useFinishSmsLogin } from '@/features/auth/hooks/use-finish-sms-login';
import { useLiveRegistrationTicket } from '@/features/auth/stores/registration-ticket-store';

export default function RegistrationPage() {
  const { t } = useTranslation();
  const ticket = useLiveRegistrationTicket();
  const finishSmsLogin = useFinishSmsLogin();

  return (
    <Card className="auth" data-testid="registration-page">
      <h1 className="auth__title">{t('registration.title')}</h1>
      {ticket ? (
        // A new ticket (another phone) is a new form, not the old one's values.
        <RegistrationForm key={ticket.token} ticket={ticket} />
      ) : (
        <SmsLogin intro={t('registration.phoneIntro')} onConfirmed={finishSmsLogin} />
      )}
    </Card>
  );
}

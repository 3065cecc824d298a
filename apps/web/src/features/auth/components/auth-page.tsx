// /auth: login by phone with an SMS code; on success the session is stored and the customer goes home.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { defaultResendSeconds } from '@/config/constants';
import { PhoneStep } from '@/features/auth/components/phone-step';
import { CodeStep } from '@/features/auth/components/code-step';

type AuthStep = { kind: 'phone' } | { kind: 'code'; phone: string; resendAfterSeconds: number };

export default function AuthPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<AuthStep>({ kind: 'phone' });
  const [lastPhone, setLastPhone] = useState<string | null>(null);

  return (
    <Card className="auth" data-testid="auth-page">
      <h1 className="auth__title">{t('auth.title')}</h1>
      {step.kind === 'phone' ? (
        <>
          <p className="auth__intro">{t('auth.intro')}</p>
          <PhoneStep
            initialPhone={lastPhone}
            onCodeSent={(phone, resendAfterSeconds) => {
              setLastPhone(phone);
              setStep({ kind: 'code', phone, resendAfterSeconds: resendAfterSeconds || defaultResendSeconds });
            }}
          />
        </>
      ) : (
        <CodeStep
          phone={step.phone}
          resendAfterSeconds={step.resendAfterSeconds}
          onChangePhone={() => setStep({ kind: 'phone' })}
        />
      )}
    </Card>
  );
}

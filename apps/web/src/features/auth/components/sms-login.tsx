// Phone then SMS code, the two login steps that /auth and /registration (without a ticket) share.
import { useState } from 'react';
import type { ConfirmSmsResponse } from '@loyalty/contracts/auth';
import { defaultResendSeconds } from '@/config/constants';
import { PhoneStep } from '@/features/auth/components/phone-step';
import { CodeStep } from '@/features/auth/components/code-step';

type SmsLoginStep = { kind: 'phone' } | { kind: 'code'; phone: string; resendAfterSeconds: number };

interface SmsLoginProps {
  /** Shown above the phone field only. */
  intro: string;
  onConfirmed: (answer: ConfirmSmsResponse) => Promise<void>;
}

export function SmsLogin({ intro, onConfirmed }: SmsLoginProps) {
  const [step, setStep] = useState<SmsLoginStep>({ kind: 'phone' });
  const [lastPhone, setLastPhone] = useState<string | null>(null);

  if (step.kind === 'code') {
    return (
      <CodeStep
        phone={step.phone}
        resendAfterSeconds={step.resendAfterSeconds}
        onChangePhone={() => setStep({ kind: 'phone' })}
        onConfirmed={onConfirmed}
      />
    );
  }
  return (
    <>
      <p className="auth__intro">{intro}</p>
      <PhoneStep
        initialPhone={lastPhone}
        onCodeSent={(phone, resendAfterSeconds) => {
          setLastPhone(phone);
          setStep({ kind: 'code', phone, resendAfterSeconds: resendAfterSeconds || defaultResendSeconds });
        }}
      />
    </>
  );
}

// Step one of login: a Ukrainian mobile number after a fixed +380, checked with libphonenumber-js, then the SMS request.
// The checker (parser and metadata, about 10 kB) loads when the field is first used, not with the first screen.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { errorMessageKey } from '@/lib/error-messages';
import { isApiError } from '@/lib/api-client';
import { defaultResendSeconds } from '@/config/constants';
import { useLoginSms } from '@/features/auth/api/login-sms';
import { groupUaNational, nationalPartOf, uaCountryPrefix } from '@loyalty/domain/phone-format';

const loadPhoneChecker = () => import('@/features/auth/utils/phone');

interface PhoneStepProps {
  initialPhone: string | null;
  onCodeSent: (phone: string, resendAfterSeconds: number) => void;
}

export function PhoneStep({ initialPhone, onCodeSent }: PhoneStepProps) {
  const { t } = useTranslation();
  const loginSms = useLoginSms();
  const [national, setNational] = useState(() => (initialPhone ? nationalPartOf(initialPhone) : ''));
  const [showError, setShowError] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const { toUaMobileE164 } = await loadPhoneChecker();
    const phone = toUaMobileE164(national);
    if (!phone) {
      setShowError(true);
      return;
    }
    const progress = notify.loading(t('auth.sending'));
    try {
      const answer = await loginSms.mutateAsync({ phone });
      progress.success(t('auth.codeSent'));
      onCodeSent(phone, answer.resendAfterSeconds);
    } catch (error) {
      progress.error(t(errorMessageKey(error)));
      // A code went to this number less than a minute ago and is still good: let the customer type it in.
      if (isApiError(error) && error.code === 'resend_too_soon') onCodeSent(phone, defaultResendSeconds);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="auth-phone"
        label={t('auth.phoneLabel')}
        prefix={uaCountryPrefix}
        hint={t('auth.phoneHint')}
        error={showError ? t('auth.phoneInvalid') : undefined}
        name="phone"
        onFocus={() => void loadPhoneChecker()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="67 123 45 67"
        // Shown in groups as it is typed ("67 123 45 67"), kept as the nine digits: pasted "+38 067 …" or "067…" becomes
        // the nine digits that follow the fixed +380.
        value={groupUaNational(national)}
        onChange={(event) => {
          setNational(nationalPartOf(event.target.value));
          setShowError(false);
        }}
        data-testid="phone-input"
      />
      <Button type="submit" busy={loginSms.isPending} data-testid="send-code">
        {t('auth.sendCode')}
      </Button>
    </form>
  );
}

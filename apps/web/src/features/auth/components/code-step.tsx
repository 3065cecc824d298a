// Step two of login: the 6-digit SMS code, resend after the countdown, and the confirmed answer (spec section 5).
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import type { ConfirmSmsResponse } from '@loyalty/contracts/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { errorMessageKey } from '@/lib/error-messages';
import { isApiError } from '@/lib/api-client';
import { useConfirmSms } from '@/features/auth/api/confirm-sms';
import { useLoginSms } from '@/features/auth/api/login-sms';
import { defaultResendSeconds } from '@/config/constants';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { formatUaPhone } from '@loyalty/domain/phone-format';

const codeLength = 6;
const completeCodePattern = /^\d{6}$/;

interface CodeStepProps {
  phone: string;
  resendAfterSeconds: number;
  onChangePhone: () => void;
  /** A session or a registration ticket; what follows is the page's business. */
  onConfirmed: (answer: ConfirmSmsResponse) => Promise<void>;
}

/** Errors that say nothing about the code itself keep their own message; anything else is "Спробуй ще раз". */
function confirmationErrorKey(error: unknown) {
  if (isApiError(error) && (error.code === 'network_error' || error.status === 429 || error.status >= 500)) {
    return errorMessageKey(error);
  }
  return 'auth.tryAgain' as const;
}

export function CodeStep({ phone, resendAfterSeconds, onChangePhone, onConfirmed }: CodeStepProps) {
  const { t } = useTranslation();
  const confirmSms = useConfirmSms();
  const loginSms = useLoginSms();
  const [resendDeadline, setResendDeadline] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const secondsLeft = useCountdown(resendDeadline);

  const [code, setCode] = useState('');
  const [showError, setShowError] = useState(false);
  // Between a good code and the next page (a missing brand record may be created first) the button stays busy.
  const [finishing, setFinishing] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!completeCodePattern.test(code)) {
      setShowError(true);
      return;
    }
    let answer: ConfirmSmsResponse;
    try {
      answer = await confirmSms.mutateAsync({ phone, code });
    } catch (error) {
      setCode('');
      notify.error(t(confirmationErrorKey(error)));
      return;
    }
    setFinishing(true);
    try {
      await onConfirmed(answer);
    } finally {
      setFinishing(false);
    }
  };

  const resend = async (): Promise<void> => {
    try {
      const answer = await loginSms.mutateAsync({ phone });
      setResendDeadline(Date.now() + answer.resendAfterSeconds * 1000);
      notify.success(t('auth.codeSent'));
    } catch (error) {
      notify.error(t(errorMessageKey(error)));
      // Too soon: the server's wait is longer than ours, so the countdown starts over instead of offering the button.
      if (isApiError(error) && error.code === 'resend_too_soon') {
        setResendDeadline(Date.now() + defaultResendSeconds * 1000);
      }
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-form__note">{t('auth.codeSentTo', { phone: formatUaPhone(phone) })}</p>
      <TextField
        id="auth-code"
        label={t('auth.codeLabel')}
        error={showError ? t('auth.codeInvalid') : undefined}
        className="field__input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        name="code"
        maxLength={codeLength}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength));
          setShowError(false);
        }}
        data-testid="code-input"
      />
      <Button type="submit" busy={confirmSms.isPending || finishing} data-testid="confirm-code">
        {t('auth.confirm')}
      </Button>
      <div className="auth-form__secondary">
        {secondsLeft > 0 ? (
          <p className="auth-form__countdown" aria-live="polite">
            {t('auth.resendIn', { count: secondsLeft })}
          </p>
        ) : (
          <Button variant="ghost" busy={loginSms.isPending} onClick={() => void resend()}>
            {t('auth.resend')}
          </Button>
        )}
        <Button variant="ghost" onClick={onChangePhone}>
          {t('auth.changePhone')}
        </Button>
      </div>
    </form>
  );
}

// Step two of login: the 6-digit SMS code, resend after the countdown, and the session on success (spec section 5).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { errorMessageKey } from '@/lib/error-messages';
import { isApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { useConfirmSms } from '@/features/auth/api/confirm-sms';
import { useLoginSms } from '@/features/auth/api/login-sms';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { formatUaPhone } from '@/features/auth/utils/phone';

const codeLength = 6;
const completeCodePattern = /^\d{6}$/;

interface CodeStepProps {
  phone: string;
  resendAfterSeconds: number;
  onChangePhone: () => void;
}

/** Errors that say nothing about the code itself keep their own message; anything else is "Спробуй ще раз". */
function confirmationErrorKey(error: unknown) {
  if (isApiError(error) && ['network_error', 'rate_limited', 'service_unavailable'].includes(error.code)) {
    return errorMessageKey(error);
  }
  return 'auth.tryAgain' as const;
}

export function CodeStep({ phone, resendAfterSeconds, onChangePhone }: CodeStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useSessionStore((state) => state.startSession);
  const confirmSms = useConfirmSms();
  const loginSms = useLoginSms();
  const [resendDeadline, setResendDeadline] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const secondsLeft = useCountdown(resendDeadline);

  const [code, setCode] = useState('');
  const [showError, setShowError] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!completeCodePattern.test(code)) {
      setShowError(true);
      return;
    }
    try {
      const session = await confirmSms.mutateAsync({ phone, code });
      startSession(session);
      void navigate('/', { replace: true });
    } catch (error) {
      setCode('');
      notify.error(t(confirmationErrorKey(error)));
    }
  };

  const resend = async (): Promise<void> => {
    try {
      const answer = await loginSms.mutateAsync({ phone });
      setResendDeadline(Date.now() + answer.resendAfterSeconds * 1000);
      notify.success(t('auth.codeSent'));
    } catch (error) {
      notify.error(t(errorMessageKey(error)));
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-form__note">{t('auth.codeSentTo', { phone: formatUaPhone(phone) })}</p>
      <label className="field" htmlFor="auth-code">
        <span className="field__label">{t('auth.codeLabel')}</span>
        <input
          id="auth-code"
          className="field__input field__input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="code"
          maxLength={codeLength}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength));
            setShowError(false);
          }}
          aria-invalid={showError || undefined}
          data-testid="code-input"
        />
        {showError && (
          <span className="field__error" role="alert">
            {t('auth.codeInvalid')}
          </span>
        )}
      </label>
      <Button type="submit" busy={confirmSms.isPending} data-testid="confirm-code">
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

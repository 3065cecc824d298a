// Step two of login: the 6-digit SMS code, resend after the countdown, and the confirmed answer (spec section 5).
// The code fills itself from the SMS where the browser can (one-time-code autofill, the WebOTP API) and is sent as
// soon as it is complete; a wrong code stays marked on the field with the tries the server says are left.
import { useEffect, useRef, useState, type FormEvent } from 'react';
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

/** Errors that say nothing about the code itself go to a toast; null means the code was refused (said on the field). */
function connectionErrorKey(error: unknown) {
  if (isApiError(error) && (error.code === 'network_error' || error.status === 429 || error.status >= 500)) {
    return errorMessageKey(error);
  }
  return null;
}

/** What the field says about a refused code: the tries left when the server tells them, else "Спробуй ще раз". */
export type CodeRefusal = { kind: 'format' } | { kind: 'wrong'; attemptsLeft: number | null };

export function codeRefusalOf(error: unknown): CodeRefusal {
  const attemptsLeft = isApiError(error) && error.code === 'invalid_code' ? (error.attemptsLeft ?? null) : null;
  return { kind: 'wrong', attemptsLeft };
}

/** The WebOTP API (Chrome on Android): reads the code from an SMS ending in "@host #123456" once the customer allows. */
interface OtpCredential extends Credential {
  code: string;
}

function readCodeFromSms(signal: AbortSignal): Promise<string | null> {
  if (!('OTPCredential' in window) || !navigator.credentials) return Promise.resolve(null);
  return navigator.credentials
    .get({ otp: { transport: ['sms'] }, signal } as CredentialRequestOptions)
    .then((credential) => (credential as OtpCredential | null)?.code ?? null)
    .catch(() => null);
}

export function CodeStep({ phone, resendAfterSeconds, onChangePhone, onConfirmed }: CodeStepProps) {
  const { t } = useTranslation();
  const confirmSms = useConfirmSms();
  const loginSms = useLoginSms();
  const [resendDeadline, setResendDeadline] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const secondsLeft = useCountdown(resendDeadline);

  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  // Between a good code and the next page (a missing brand record may be created first) the button stays busy.
  const [finishing, setFinishing] = useState(false);
  const busy = useRef(false);

  const confirm = async (candidate: string): Promise<void> => {
    if (!completeCodePattern.test(candidate)) {
      setRefusal({ kind: 'format' });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    let answer: ConfirmSmsResponse;
    try {
      answer = await confirmSms.mutateAsync({ phone, code: candidate });
    } catch (error) {
      busy.current = false;
      const connection = connectionErrorKey(error);
      if (connection) {
        notify.error(t(connection));
      } else {
        // The green "Код надіслано" would stand above the red refusal, two opposite signals: the field speaks now.
        notify.dismiss();
        setRefusal(codeRefusalOf(error));
      }
      return;
    }
    setFinishing(true);
    try {
      await onConfirmed(answer);
    } finally {
      busy.current = false;
      setFinishing(false);
    }
  };

  const enter = (typed: string): void => {
    const digits = typed.replace(/\D/g, '').slice(0, codeLength);
    setCode(digits);
    setRefusal(null);
    // A complete code goes at once: no extra tap after the keyboard's or the SMS's suggestion.
    if (digits.length === codeLength) void confirm(digits);
  };

  // The code from the SMS, where the browser offers it; given up when the step is left.
  useEffect(() => {
    const controller = new AbortController();
    void readCodeFromSms(controller.signal).then((fromSms) => {
      if (fromSms && !controller.signal.aborted) enter(fromSms);
    });
    return () => controller.abort();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void confirm(code);
  };

  const error =
    refusal === null
      ? undefined
      : refusal.kind === 'format'
        ? t('auth.codeInvalid')
        : refusal.attemptsLeft === null
          ? t('auth.tryAgain')
          : refusal.attemptsLeft === 0
            ? t('auth.codeSpent')
            : t('auth.codeWrong', { count: refusal.attemptsLeft });

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
      <p className="auth-form__note">
        {t('auth.codeSentTo')} <span className="nowrap">{formatUaPhone(phone)}</span>
      </p>
      <TextField
        id="auth-code"
        label={t('auth.codeLabel')}
        error={error}
        className="field__input--code"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        autoFocus
        name="code"
        maxLength={codeLength}
        value={code}
        onChange={(event) => enter(event.target.value)}
        onFocus={(event) => event.target.select()}
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

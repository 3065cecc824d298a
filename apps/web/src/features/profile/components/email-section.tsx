// /profile: the email and its change — new address, a 6-digit code mailed to it, then confirm-email.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation-hooks';
import { emailSchema, otpCodeSchema } from '@loyalty/contracts/auth';
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { changeEmail } from '@/features/profile/api/change-email';
import { confirmEmail } from '@/features/profile/api/confirm-email';
import { useApplyUser } from '@/features/profile/hooks/use-apply-user';

type EmailStep = { kind: 'view' } | { kind: 'edit' } | { kind: 'code'; email: string };

interface EmailSectionProps {
  user: User;
  brand: Brand;
}

export function EmailSection({ user, brand }: EmailSectionProps) {
  const { t } = useTranslation();
  const applyUser = useApplyUser(brand);
  const [step, setStep] = useState<EmailStep>({ kind: 'view' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const sendCode = useMutation({ mutationFn: (address: string) => changeEmail(address, user.id, brand) });
  const confirm = useMutation({ mutationFn: (value: string) => confirmEmail(value, brand) });

  const requestCode = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) {
      setFieldError(t('form.errors.email'));
      return;
    }
    if (address.toLowerCase() === user.email.toLowerCase()) {
      setFieldError(t('profile.emailUnchanged'));
      return;
    }
    try {
      await sendCode.mutateAsync(address);
      setCode('');
      setStep({ kind: 'code', email: address });
      notify.success(t('profile.emailCodeSent'));
    } catch (error) {
      if (isApiError(error) && error.code === 'email_taken') setFieldError(t('form.errors.emailTaken'));
      else notify.error(t(errorMessageKey(error)));
    }
  };

  const confirmCode = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!otpCodeSchema.safeParse(code).success) {
      setFieldError(t('auth.codeInvalid'));
      return;
    }
    try {
      applyUser(await confirm.mutateAsync(code));
      setStep({ kind: 'view' });
      notify.success(t('profile.emailChanged'));
    } catch (error) {
      setCode('');
      // Spec section 8: an invalid confirmation says "Спробуй ще раз".
      if (isApiError(error) && error.code === 'invalid_code') setFieldError(t('auth.tryAgain'));
      else notify.error(t(errorMessageKey(error)));
    }
  };

  const cancel = (): void => {
    setStep({ kind: 'view' });
    setFieldError(null);
  };

  return (
    <Card className="profile__section" aria-labelledby="profile-email-title" data-testid="email-section">
      <h2 id="profile-email-title" className="profile__heading">
        {t('profile.emailTitle')}
      </h2>
      {step.kind === 'view' && (
        <div className="profile__row">
          <span data-testid="current-email">{user.email || t('profile.noEmail')}</span>
          <Button
            variant="secondary"
            onClick={() => {
              setEmail('');
              setFieldError(null);
              setStep({ kind: 'edit' });
            }}
            data-testid="email-change"
          >
            {t('profile.changeEmail')}
          </Button>
        </div>
      )}
      {step.kind === 'edit' && (
        <form className="form" onSubmit={(event) => void requestCode(event)} noValidate>
          <TextField
            id="profile-new-email"
            label={t('profile.newEmail')}
            error={fieldError ?? undefined}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
            data-testid="new-email-input"
          />
          <div className="form__actions">
            <Button type="submit" busy={sendCode.isPending} data-testid="email-send-code">
              {t('profile.sendEmailCode')}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'code' && (
        <form className="form" onSubmit={(event) => void confirmCode(event)} noValidate>
          <p className="form__note">{t('profile.emailCodeSentTo', { email: step.email })}</p>
          <TextField
            id="profile-email-code"
            label={t('profile.emailCode')}
            error={fieldError ?? undefined}
            className="field__input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setFieldError(null);
            }}
            data-testid="email-code-input"
          />
          <div className="form__actions">
            <Button type="submit" busy={confirm.isPending} data-testid="email-confirm">
              {t('profile.confirmEmail')}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

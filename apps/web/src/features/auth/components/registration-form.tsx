// The registration form of a confirmed phone: names, email (checked on blur), birth date, consent; then a session.
import { useEffect, type FocusEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from '@/lib/translation-hooks';
import { emailSchema } from '@loyalty/contracts/auth';
import { Button } from '@/components/ui/button';
import { fieldErrorId } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Checkbox } from '@/components/ui/checkbox';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';
import { notify } from '@/lib/notify';
import { checkEmail } from '@/features/auth/api/check-email';
import { useRegistration } from '@/features/auth/api/registration';
import { useRegAuth } from '@/features/auth/api/reg-auth';
import { useRegistrationTicketStore, type RegistrationTicket } from '@/features/auth/stores/registration-ticket-store';
import { startCustomerSession } from '@/features/auth/utils/start-customer-session';
import { formatUaPhone } from '@loyalty/domain/phone-format';
import {
  formFieldOf,
  formReasons,
  registrationErrorKey,
  registrationFormSchema,
  type RegistrationField,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from '@/features/auth/utils/registration-form';

interface RegistrationFormProps {
  ticket: RegistrationTicket;
}

export function RegistrationForm({ ticket }: RegistrationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegistration();
  const regAuth = useRegAuth();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onTouched',
    // What was typed before leaving the page in this tab comes back; the consent is always given anew.
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      birth_date: '',
      ...useRegistrationTicketStore.getState().draft,
      consent: false,
    },
  });

  // A toast of an earlier wrong code ("Спробуй ще раз") is about the step that is now behind.
  useEffect(() => notify.dismiss(), []);

  useEffect(() => {
    const subscription = watch(({ first_name = '', last_name = '', email = '', birth_date = '' }) =>
      useRegistrationTicketStore.getState().keepDraft({ first_name, last_name, email, birth_date }),
    );
    return () => subscription.unsubscribe();
  }, [watch]);

  const errorText = (field: RegistrationField): string | undefined => {
    const error = errors[field];
    return error ? t(registrationErrorKey(field, error.message)) : undefined;
  };
  const describedBy = (field: RegistrationField) => (errors[field] ? fieldErrorId(`registration-${field}`) : undefined);

  // Checked with the server when the field is left, so a taken address shows before the submit.
  const checkEmailOnBlur = async (event: FocusEvent<HTMLInputElement>): Promise<void> => {
    const email = event.target.value.trim();
    if (!emailSchema.safeParse(email).success) return;
    try {
      const answer = await checkEmail(email);
      if (getValues('email').trim() !== email) return;
      if (!answer.valid) setError('email', { type: 'server', message: formReasons.invalid });
      else if (!answer.available) setError('email', { type: 'server', message: formReasons.emailTaken });
    } catch {
      // The check is a courtesy: the registration call itself refuses a taken address.
    }
  };

  const showServerError = (error: unknown): void => {
    if (isApiError(error)) {
      if (error.code === 'under_age') {
        setError('birth_date', { type: 'server', message: formReasons.underAge }, { shouldFocus: true });
        return;
      }
      if (error.code === 'email_taken') {
        setError('email', { type: 'server', message: formReasons.emailTaken }, { shouldFocus: true });
        return;
      }
      if (error.code === 'invalid_ticket') {
        // The ticket is spent or expired: the phone has to be confirmed again.
        notify.error(t('registration.ticketExpired'));
        useRegistrationTicketStore.getState().dropTicket();
        return;
      }
      const fields = error.fields.flatMap((field) => formFieldOf(field.field) ?? []);
      if (fields.length > 0) {
        for (const field of fields) setError(field, { type: 'server', message: formReasons.invalid });
        return;
      }
    }
    notify.error(t(errorMessageKey(error)));
  };

  const submit = async ({ consent: _consent, ...person }: RegistrationFormValues): Promise<void> => {
    try {
      if (!ticket.registered) {
        await registration.mutateAsync({ registration_token: ticket.token, ...person });
        useRegistrationTicketStore.getState().markRegistered();
      }
      const session = await regAuth.mutateAsync(ticket.token);
      await startCustomerSession(session, 'registration');
      await navigate('/', { replace: true });
      useRegistrationTicketStore.getState().dropTicket();
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="registration-form">
      <p className="auth-form__note">{t('registration.phoneConfirmed', { phone: formatUaPhone(ticket.phone) })}</p>
      <TextField
        id="registration-first_name"
        label={t('form.firstName')}
        error={errorText('first_name')}
        autoComplete="given-name"
        {...register('first_name')}
      />
      <TextField
        id="registration-last_name"
        label={t('form.lastName')}
        error={errorText('last_name')}
        autoComplete="family-name"
        {...register('last_name')}
      />
      <TextField
        id="registration-email"
        label={t('form.email')}
        error={errorText('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...register('email', { onBlur: (event: FocusEvent<HTMLInputElement>) => void checkEmailOnBlur(event) })}
      />
      <Controller
        control={control}
        name="birth_date"
        render={({ field }) => (
          <DateField
            id="registration-birth_date"
            label={t('form.birthDate')}
            hint={t('registration.birthDateHint')}
            error={errorText('birth_date')}
            placeholder={t('form.datePlaceholder')}
            autoComplete="bday"
            {...field}
          />
        )}
      />
      <div className="field">
        <Checkbox
          id="registration-consent"
          aria-invalid={Boolean(errors.consent) || undefined}
          aria-describedby={describedBy('consent')}
          {...register('consent')}
          label={
            <Trans
              i18nKey="registration.consent"
              components={{
                agreement: (
                  // A new tab keeps what was typed here; the agreement page needs no login.
                  <a href="/user-agreement" target="_blank" rel="noopener noreferrer" data-testid="agreement-link" />
                ),
              }}
            />
          }
        />
        {errors.consent && (
          <span id={fieldErrorId('registration-consent')} className="field__error" role="alert">
            {errorText('consent')}
          </span>
        )}
      </div>
      <Button type="submit" busy={isSubmitting} data-testid="registration-submit">
        {t('registration.submit')}
      </Button>
    </form>
  );
}

// The certificate service registration (regist), shown only when the profile cannot register by itself (a missing
// name or email, or the service refused it): prefilled with what the profile has.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translation-hooks';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useRegisterCertificates } from '@/features/certificates/api/regist';
import { certErrorText } from '@/features/certificates/utils/cert-errors';
import { certEmailPattern as emailPattern } from '@/features/certificates/utils/cert-profile';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const customer = useSessionStore((state) => state.customer);
  const [email, setEmail] = useState(customer?.email ?? '');
  const [firstName, setFirstName] = useState(customer?.first_name ?? '');
  const [lastName, setLastName] = useState(customer?.last_name ?? '');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'firstName' | 'lastName', string>>>({});
  const register = useRegisterCertificates();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!emailPattern.test(email.trim())) next.email = t('certificates.register.invalidEmail');
    if (!firstName.trim()) next.firstName = t('certificates.register.required');
    if (!lastName.trim()) next.lastName = t('certificates.register.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    register.mutate(
      { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() },
      { onSuccess: onRegistered, onError: (error) => notify.error(certErrorText(t, error)) },
    );
  }

  const fields = [
    { id: 'cert-email', key: 'email' as const, value: email, set: setEmail, type: 'email', autoComplete: 'email' },
    {
      id: 'cert-first-name',
      key: 'firstName' as const,
      value: firstName,
      set: setFirstName,
      type: 'text',
      autoComplete: 'given-name',
    },
    {
      id: 'cert-last-name',
      key: 'lastName' as const,
      value: lastName,
      set: setLastName,
      type: 'text',
      autoComplete: 'family-name',
    },
  ];
  return (
    <form className="cert-form" onSubmit={submit} noValidate data-testid="cert-register-form">
      <h2 className="cert-form__title">{t('certificates.register.title')}</h2>
      <p>{t('certificates.register.text')}</p>
      {fields.map((field) => (
        <TextField
          key={field.id}
          id={field.id}
          label={t(`certificates.register.${field.key}`)}
          error={errors[field.key]}
          type={field.type}
          autoComplete={field.autoComplete}
          value={field.value}
          onChange={(event) => field.set(event.target.value)}
        />
      ))}
      <Button type="submit" busy={register.isPending}>
        {t('certificates.register.submit')}
      </Button>
    </form>
  );
}

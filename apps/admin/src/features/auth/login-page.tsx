// Staff sign-in: e-mail, password and, when the account has it on, the authenticator code. The code field is always
// there: the server answers the same whatever was wrong, so it never says that a password was right.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@admin/lib/api';
import { useLogin } from './api/login';

const formSchema = z.object({
  email: z.string().trim().email(),
  password: z.string().min(1),
  totp: z
    .string()
    .regex(/^(\d{6})?$/)
    .optional(),
});
type Form = z.infer<typeof formSchema>;

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: { email: '', password: '', totp: '' } });

  const submit = form.handleSubmit((values) => login.mutate(values));
  const error = login.error instanceof ApiError ? login.error : null;

  return (
    <main className="login">
      <form className="card login__form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{t('login.title')}</h1>
        <label>
          {t('login.email')}
          <input type="email" autoComplete="username" {...form.register('email')} aria-invalid={!!form.formState.errors.email} />
        </label>
        <label>
          {t('login.password')}
          <input type="password" autoComplete="current-password" {...form.register('password')} />
        </label>
        <label>
          {t('login.totpIfOn')}
          <input inputMode="numeric" autoComplete="one-time-code" {...form.register('totp')} />
        </label>
        {error && (
          <p role="alert" className="error">
            {t(`errors.${error.code}`, { defaultValue: t('errors.generic') })}
          </p>
        )}
        <button type="submit" className="primary" disabled={login.isPending}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}

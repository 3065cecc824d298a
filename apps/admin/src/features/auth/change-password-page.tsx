// The first sign-in with a generated password ends here: nothing else opens until it is replaced.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@admin/lib/api';
import { useChangePassword } from './api/change-password';

const formSchema = z
  .object({ current_password: z.string().min(1), new_password: z.string().min(12), repeat: z.string() })
  .refine((values) => values.new_password === values.repeat, { path: ['repeat'], message: 'mismatch' });
type Form = z.infer<typeof formSchema>;

export function ChangePasswordPage({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: { current_password: '', new_password: '', repeat: '' },
  });
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      { onSuccess: () => form.reset() },
    ),
  );
  const serverError = change.error instanceof ApiError ? change.error : null;
  const { errors } = form.formState;

  return (
    <main className={required ? 'login' : undefined}>
      <form className="card login__form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{t('password.title')}</h1>
        {required && <p>{t('password.required')}</p>}
        <label>
          {t('password.current')}
          <input type="password" autoComplete="current-password" {...form.register('current_password')} />
        </label>
        <label>
          {t('password.new')}
          <input
            type="password"
            autoComplete="new-password"
            {...form.register('new_password')}
            aria-invalid={!!errors.new_password}
          />
          {errors.new_password && <span className="error">{t('password.tooShort')}</span>}
        </label>
        <label>
          {t('password.repeat')}
          <input type="password" autoComplete="new-password" {...form.register('repeat')} aria-invalid={!!errors.repeat} />
          {errors.repeat && <span className="error">{t('password.mismatch')}</span>}
        </label>
        {serverError && (
          <p role="alert" className="error">
            {serverError.fields[0]?.message ?? serverError.message}
          </p>
        )}
        {change.isSuccess && <p role="status">{t('password.changed')}</p>}
        <button type="submit" className="primary" disabled={change.isPending}>
          {t('password.submit')}
        </button>
      </form>
    </main>
  );
}

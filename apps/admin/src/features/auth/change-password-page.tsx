// The first sign-in with a generated password ends here: nothing else opens until it is replaced.
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminChangePasswordBodySchema } from '@loyalty/contracts/admin';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { errorMessage, notifySuccess } from '@admin/ui/notify';
import { useChangePassword } from './api/change-password';

/** The contract's body and the new password typed twice. */
const formSchema = adminChangePasswordBodySchema
  .extend({ repeat: z.string() })
  .refine((values) => values.new_password === values.repeat, { path: ['repeat'], message: 'mismatch' });

export function ChangePasswordPage({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(formSchema, { defaultValues: { current_password: '', new_password: '', repeat: '' } });
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('password.changed'));
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );
  const toggle = { 'aria-label': t('forms.showCharacters') };

  const content = (
    // On the account page it lines up with the card below it (same width and padding); alone, a centred panel.
    <Paper
      withBorder
      shadow={required ? 'sm' : undefined}
      p={required ? 'xl' : 'lg'}
      radius="md"
      w={required ? 440 : '100%'}
      maw={required ? '92vw' : 560}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {/* Its own page's heading when required; a section of the account page otherwise. */}
          <Title order={required ? 1 : 2} size={required ? 'h3' : 'h4'}>
            {t('password.title')}
          </Title>
          {required && <Text size="sm">{t('password.required')}</Text>}
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            {...form.register('current_password')}
            error={fieldError(form, 'current_password', t('forms.required'))}
          />
          <PasswordInput
            label={t('password.new')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            {...form.register('new_password')}
            error={fieldError(form, 'new_password', t('password.tooShort'))}
          />
          <PasswordInput
            label={t('password.repeat')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            {...form.register('repeat')}
            error={fieldError(form, 'repeat', t('password.mismatch'))}
          />
          {change.isError && (
            <Alert role="alert" color="red" variant="light">
              {errorMessage(change.error)}
            </Alert>
          )}
          {change.isSuccess && <Text role="status">{t('password.changed')}</Text>}
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
  return required ? (
    <Center mih="100vh" bg="gray.0" component="main">
      {content}
    </Center>
  ) : (
    content
  );
}

// Staff sign-in: e-mail, password and, when the account has it on, the authenticator code. The code field is always
// there: the server answers the same whatever was wrong, so it never says that a password was right.
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminLoginBodySchema } from '@loyalty/contracts/admin';
import { fieldError, useZodForm } from '@admin/ui/form';
import { errorMessage } from '@admin/ui/notify';
import { useLogin } from './api/login';

/** The contract's body; the code may stay empty when the account has no second factor. */
const formSchema = adminLoginBodySchema.extend({ totp: adminLoginBodySchema.shape.totp.or(z.literal('')) });

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useZodForm(formSchema, { defaultValues: { email: '', password: '', totp: '' } });
  const submit = form.handleSubmit((values) => login.mutate(values));

  return (
    <Center mih="100vh" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="92vw">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <div>
              <Text fw={800} size="lg">
                <Text span c="glo.8" inherit>
                  glo
                </Text>
                {' · '}
                <Text span c="ogo.8" inherit>
                  ogo
                </Text>
              </Text>
              <Title order={1} size="h3">
                {t('login.title')}
              </Title>
            </div>
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              {...form.register('email')}
              error={fieldError(form, 'email', t('forms.email'))}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('forms.showCharacters') }}
              {...form.register('password')}
              error={fieldError(form, 'password', t('forms.required'))}
            />
            <TextInput
              label={t('login.totpIfOn')}
              inputMode="numeric"
              autoComplete="one-time-code"
              {...form.register('totp')}
              error={fieldError(form, 'totp', t('forms.totp'))}
            />
            {login.isError && (
              <Alert role="alert" color="red" variant="light">
                {errorMessage(login.error)}
              </Alert>
            )}
            <Button type="submit" loading={login.isPending} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

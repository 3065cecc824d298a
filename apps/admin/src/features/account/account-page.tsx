// The staff member's own account: change the password, and the authenticator code (TOTP): set it up and turn it on,
// replace it, or turn it off. Each change of the second factor asks for the password again, and for a current code
// while it is on; every form is checked by the contract's own schema, every change ends in a message.
import { Alert, Anchor, Badge, Button, Card, Code, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  adminTotpDisableBodySchema,
  adminTotpEnableBodySchema,
  adminTotpSetupBodySchema,
  type Staff,
} from '@loyalty/contracts/admin';
import { ChangePasswordPage } from '@admin/features/auth/change-password-page';
import { codeLabel } from '@admin/ui/codes';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { useTotpDisable, useTotpEnable, useTotpSetup } from './api/totp';

/** While the second factor is off, setting it up needs only the password (the code field stays empty). */
const proofWhileOff = adminTotpSetupBodySchema.extend({ code: z.literal('') });

function EnableForm({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const { t } = useTranslation();
  const enable = useTotpEnable();
  const form = useZodForm(adminTotpEnableBodySchema, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) =>
    enable.mutate(code, {
      onSuccess: () => {
        notifySuccess(t('account.totp.enabledToast'));
        onDone();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) notifyError(error);
      },
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('account.totp.scan')}</Text>
        <Code fz="md" data-testid="totp-secret">
          {secret}
        </Code>
        <Anchor href={url} size="sm">
          {t('account.totp.link')}
        </Anchor>
        <TextInput
          label={t('login.totp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          w={240}
          {...form.register('code')}
          error={fieldError(form, 'code', t('forms.totp'))}
        />
        <Group>
          <Button type="submit" loading={enable.isPending}>
            {t('account.totp.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProofForm({ on, onSetup }: { on: boolean; onSetup: (answer: { secret: string; otpauth_url: string }) => void }) {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const disable = useTotpDisable();
  const form = useZodForm(on ? adminTotpDisableBodySchema : proofWhileOff, {
    defaultValues: { current_password: '', code: '' },
  });
  const failed = (error: unknown) => {
    if (!applyServerErrors(form, error)) notifyError(error);
  };
  const startSetup = form.handleSubmit((proof) =>
    setup.mutate(proof, {
      onSuccess: (answer) => {
        form.reset();
        notifySuccess(t('account.totp.setupToast'));
        onSetup(answer);
      },
      onError: failed,
    }),
  );
  const turnOff = form.handleSubmit((proof) =>
    disable.mutate(
      { current_password: proof.current_password, code: proof.code ?? '' },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('account.totp.disabledToast'));
        },
        onError: failed,
      },
    ),
  );
  return (
    <form onSubmit={(event) => void startSetup(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t(on ? 'account.totp.confirmOn' : 'account.totp.confirmOff')}</Text>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          w={320}
          visibilityToggleButtonProps={{ 'aria-label': t('forms.showCharacters') }}
          {...form.register('current_password')}
          error={fieldError(form, 'current_password', t('forms.required'))}
        />
        {on && (
          <TextInput
            label={t('login.totp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            w={240}
            {...form.register('code')}
            error={fieldError(form, 'code', t('forms.totp'))}
          />
        )}
        <Group gap="sm">
          <Button type="submit" variant={on ? 'default' : 'filled'} loading={setup.isPending}>
            {t(on ? 'account.totp.replace' : 'account.totp.start')}
          </Button>
          {on && (
            <Button color="red" variant="light" loading={disable.isPending} onClick={() => void turnOff()}>
              {t('account.totp.disable')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function TotpCard({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<{ secret: string; otpauth_url: string } | null>(null);
  return (
    <Card component="section" aria-labelledby="totp-title" data-testid="totp-card" maw={560}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="totp-title">
          {t('account.totp.title')}
        </Title>
        <Badge color={staff.totp_enabled ? 'teal' : 'gray'} c={staff.totp_enabled ? 'teal.9' : 'gray.9'}>
          {staff.totp_enabled ? t('staff.totpOn') : t('staff.totpOff')}
        </Badge>
      </Group>
      {staff.totp_enabled && (
        <Alert color="teal" variant="light" mb="sm" role="status">
          {t('account.totp.on')}
        </Alert>
      )}
      {secret ? (
        <EnableForm secret={secret.secret} url={secret.otpauth_url} onDone={() => setSecret(null)} />
      ) : (
        // A change of the second factor starts the form again with the fields it now needs.
        <ProofForm key={String(staff.totp_enabled)} on={staff.totp_enabled} onSetup={setSecret} />
      )}
    </Card>
  );
}

export function AccountPage({ staff }: { staff: Staff }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('account.title')}
      </Title>
      <Text>{t('account.signedInAs', { email: staff.email, role: codeLabel('staff_role', staff.role, i18n.language) })}</Text>
      <ChangePasswordPage required={false} />
      <TotpCard staff={staff} />
    </Stack>
  );
}

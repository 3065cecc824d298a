// Staff accounts (admins): create one (its generated password is shown once, to hand over), change a role, disable or
// enable an account (confirmed: its sessions end). Roles and states in words, a message on every change.
import { Alert, Badge, Button, Card, Code, CopyButton, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCreateStaffBodySchema, staffRoles, type Staff, type StaffRole } from '@loyalty/contracts/admin';
import { codeLabel } from '@admin/ui/codes';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { CsvButton } from '@admin/ui/csv-button';
import { applyServerErrors, fieldError, useZodForm } from '@admin/ui/form';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess, toastOptions } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { useCreateStaff } from './api/create-staff';
import { useStaffList } from './api/list-staff';
import { useUpdateStaff } from './api/update-staff';

function NewStaffForm() {
  const { t, i18n } = useTranslation();
  const create = useCreateStaff();
  const form = useZodForm(adminCreateStaffBodySchema, { defaultValues: { email: '', role: 'support' } });
  const roles = staffRoles.map((role) => ({ value: role, label: codeLabel('staff_role', role, i18n.language) }));
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        form.reset();
        notifySuccess(t('staff.createdToast', { email: answer.staff.email }));
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) notifyError(error);
      },
    }),
  );
  return (
    <Card component="section" aria-labelledby="staff-new">
      <Title order={2} size="h4" id="staff-new" mb="sm">
        {t('staff.create')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('login.email')}
            type="email"
            w={280}
            {...form.register('email')}
            error={fieldError(form, 'email', t('forms.email'))}
            data-testid="staff-email"
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('staff.role')}
                data={roles}
                value={field.value}
                onChange={(value) => value && field.onChange(value as StaffRole)}
                allowDeselect={false}
                w={200}
              />
            )}
          />
          <Button type="submit" mt={25} loading={create.isPending} data-testid="staff-create">
            {t('staff.create')}
          </Button>
        </Group>
      </form>
      {create.data && (
        <Alert role="status" color="teal" variant="light" mt="md" title={t('staff.created', { email: create.data.staff.email })}>
          <Group gap="sm">
            <Code data-testid="staff-password" fz="md">
              {create.data.password}
            </Code>
            <CopyButton value={create.data.password}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? t('staff.copied') : t('staff.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
    </Card>
  );
}

function StateBadge({ member }: { member: Staff }) {
  const { t } = useTranslation();
  if (member.disabled)
    return (
      <Badge color="red" c="red.9">
        {t('staff.disabled')}
      </Badge>
    );
  if (member.must_change_password)
    return (
      <Badge color="amber" c="amber.9">
        {t('staff.mustChange')}
      </Badge>
    );
  return (
    <Badge color="teal" c="teal.9">
      {t('staff.active')}
    </Badge>
  );
}

export function StaffPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useStaffList();
  const update = useUpdateStaff();
  const roles = staffRoles.map((role) => ({ value: role, label: codeLabel('staff_role', role, i18n.language) }));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('staff.title')}
        </Title>
        {list.isSuccess && (
          <CsvButton
            filename="staff.csv"
            header={['email', 'role', 'disabled', 'must_change_password', 'totp_enabled', 'last_login_at']}
            rows={list.data.staff.map((member) => [
              member.email,
              member.role,
              member.disabled,
              member.must_change_password,
              member.totp_enabled,
              member.last_login_at,
            ])}
          />
        )}
      </Group>
      <NewStaffForm />
      <Card component="section" aria-labelledby="staff-list">
        <Title order={2} size="h4" id="staff-list" mb="sm">
          {t('staff.accounts')}
        </Title>
        <QueryState query={list} isEmpty={(data) => data.staff.length === 0} empty={t('staff.none')}>
          {(data) => (
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-labelledby="staff-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('login.email')}</Table.Th>
                    <Table.Th>{t('staff.role')}</Table.Th>
                    <Table.Th>{t('staff.secondFactor')}</Table.Th>
                    <Table.Th>{t('staff.lastLogin')}</Table.Th>
                    <Table.Th>{t('staff.state')}</Table.Th>
                    <Table.Th>{t('staff.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.staff.map((member) => (
                    <Table.Tr key={member.id} data-testid="staff-row">
                      {/* A long address breaks rather than push the row's actions off the screen. */}
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                      <Table.Td>
                        <Select
                          size="xs"
                          w={160}
                          aria-label={t('staff.roleOf', { email: member.email })}
                          data={roles}
                          value={member.role}
                          allowDeselect={false}
                          onChange={(value) => {
                            if (!value || value === member.role) return;
                            update.mutate(
                              { id: member.id, role: value as StaffRole },
                              toastOptions(
                                t('staff.roleChanged', {
                                  email: member.email,
                                  role: codeLabel('staff_role', value, i18n.language),
                                }),
                              ),
                            );
                          }}
                        />
                      </Table.Td>
                      <Table.Td>{member.totp_enabled ? t('staff.totpOn') : t('staff.totpOff')}</Table.Td>
                      <Table.Td>{member.last_login_at ? format.dateTime(member.last_login_at) : '—'}</Table.Td>
                      <Table.Td>
                        <StateBadge member={member} />
                      </Table.Td>
                      <Table.Td>
                        <ConfirmButton
                          size="xs"
                          variant={member.disabled ? 'default' : 'light'}
                          label={member.disabled ? t('staff.enable') : t('staff.disable')}
                          question={t(member.disabled ? 'staff.enableQuestion' : 'staff.disableQuestion', {
                            email: member.email,
                          })}
                          danger={!member.disabled}
                          testId="staff-toggle"
                          onConfirm={() =>
                            update.mutate(
                              { id: member.id, disabled: !member.disabled },
                              toastOptions(
                                t(member.disabled ? 'staff.enabledToast' : 'staff.disabledToast', { email: member.email }),
                              ),
                            )
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Card>
    </Stack>
  );
}

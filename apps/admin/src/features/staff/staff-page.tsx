// Staff accounts (admins): create one (its password is shown once), change a role, disable or enable.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@admin/ui/codes';
import { adminCreateStaffBodySchema, staffRoles, type StaffRole } from '@loyalty/contracts/admin';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { CsvButton } from '@admin/ui/csv-button';
import { ErrorState, Loading } from '@admin/ui/query-state';
import { ApiError } from '@admin/lib/api';
import { formatDateTime } from '@admin/ui/format';
import { useCreateStaff } from './api/create-staff';
import { useStaffList } from './api/list-staff';
import { useUpdateStaff } from './api/update-staff';

export function StaffPage() {
  const { t, i18n } = useTranslation();
  const list = useStaffList();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const form = useForm<{ email: string; role: StaffRole }>({
    resolver: zodResolver(adminCreateStaffBodySchema),
    defaultValues: { email: '', role: 'support' },
  });

  return (
    <section className="stack">
      <div className="row">
        <h1>{t('staff.title')}</h1>
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
      </div>
      <form
        className="card toolbar"
        onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values, { onSuccess: () => form.reset() }))(event)}
        noValidate
      >
        <input type="email" placeholder={t('login.email')} aria-label={t('login.email')} {...form.register('email')} />
        <select aria-label={t('staff.role')} {...form.register('role')}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {codeLabel('staff_role', role, i18n.language)}
            </option>
          ))}
        </select>
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('staff.create')}
        </button>
      </form>
      {create.isSuccess && (
        <p role="status" className="card">
          {t('staff.created', { email: create.data.staff.email })}{' '}
          <code data-testid="staff-password">{create.data.password}</code>
        </p>
      )}
      {(create.error ?? update.error) instanceof ApiError && (
        <p role="alert" className="error">
          {((create.error ?? update.error) as ApiError).message}
        </p>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('login.email')}</th>
              <th>{t('staff.role')}</th>
              <th>{t('staff.lastLogin')}</th>
              <th>{t('staff.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.staff.map((member) => (
              <tr key={member.id}>
                <td>{member.email}</td>
                <td>
                  <select
                    value={member.role}
                    aria-label={t('staff.role')}
                    onChange={(event) => update.mutate({ id: member.id, role: event.target.value as StaffRole })}
                  >
                    {staffRoles.map((role) => (
                      <option key={role} value={role}>
                        {codeLabel('staff_role', role, i18n.language)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{member.last_login_at ? formatDateTime(member.last_login_at, i18n.language) : '—'}</td>
                <td>
                  {member.disabled
                    ? t('staff.disabled')
                    : member.must_change_password
                      ? t('staff.mustChange')
                      : t('staff.active')}
                </td>
                <td>
                  <ConfirmButton
                    label={member.disabled ? t('staff.enable') : t('staff.disable')}
                    question={t(member.disabled ? 'staff.enableQuestion' : 'staff.disableQuestion', { email: member.email })}
                    danger={!member.disabled}
                    onConfirm={() => update.mutate({ id: member.id, disabled: !member.disabled })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

// The staff member's own account: change the password, and turn on the authenticator code (TOTP).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@loyalty/contracts/admin';
import { ApiError } from '@admin/lib/api';
import { ChangePasswordPage } from '@admin/features/auth/change-password-page';
import { useTotpEnable, useTotpSetup } from './api/totp';

export function AccountPage({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  return (
    <section className="stack">
      <h1>{t('account.title')}</h1>
      <p>{t('account.signedInAs', { email: staff.email, role: t(`roles.${staff.role}`) })}</p>
      <ChangePasswordPage required={false} />
      <div className="card stack">
        <h2>{t('account.totp.title')}</h2>
        {staff.totp_enabled ? (
          <p role="status">{t('account.totp.on')}</p>
        ) : setup.data ? (
          <>
            <p>{t('account.totp.scan')}</p>
            <code className="code">{setup.data.secret}</code>
            <a href={setup.data.otpauth_url}>{t('account.totp.link')}</a>
            <label>
              {t('login.totp')}
              <input inputMode="numeric" value={code} onChange={(event) => setCode(event.target.value)} />
            </label>
            {enable.error instanceof ApiError && (
              <p role="alert" className="error">
                {enable.error.message}
              </p>
            )}
            <button
              type="button"
              className="primary"
              disabled={!/^\d{6}$/.test(code) || enable.isPending}
              onClick={() => enable.mutate(code)}
            >
              {t('account.totp.enable')}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setup.mutate()} disabled={setup.isPending}>
            {t('account.totp.start')}
          </button>
        )}
      </div>
    </section>
  );
}

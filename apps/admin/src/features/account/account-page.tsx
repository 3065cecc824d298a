// The staff member's own account: change the password, and the authenticator code (TOTP): set it up and turn it on,
// replace it, or turn it off. Each change of the second factor asks for the password again, and for a current code
// while it is on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@admin/ui/codes';
import type { Staff } from '@loyalty/contracts/admin';
import { ApiError } from '@admin/lib/api';
import { ChangePasswordPage } from '@admin/features/auth/change-password-page';
import { useTotpDisable, useTotpEnable, useTotpSetup } from './api/totp';

const sixDigits = /^\d{6}$/;

function ErrorLine({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError)) return null;
  return (
    <p role="alert" className="error">
      {error.code === 'validation_failed'
        ? (error.fields[0]?.message ?? error.message)
        : t(`errors.${error.code}`, { defaultValue: error.message })}
    </p>
  );
}

export function AccountPage({ staff }: { staff: Staff }) {
  const { t, i18n } = useTranslation();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  const [password, setPassword] = useState('');
  const [proofCode, setProofCode] = useState('');
  const [newCode, setNewCode] = useState('');
  const proofReady = password.length > 0 && (!staff.totp_enabled || sixDigits.test(proofCode));
  const clearProof = () => {
    setPassword('');
    setProofCode('');
  };

  return (
    <section className="stack">
      <h1>{t('account.title')}</h1>
      <p>{t('account.signedInAs', { email: staff.email, role: codeLabel('staff_role', staff.role, i18n.language) })}</p>
      <ChangePasswordPage required={false} />
      <div className="card stack">
        <h2>{t('account.totp.title')}</h2>
        {staff.totp_enabled && <p role="status">{t('account.totp.on')}</p>}
        {setup.data ? (
          <>
            <p>{t('account.totp.scan')}</p>
            <code className="code">{setup.data.secret}</code>
            <a href={setup.data.otpauth_url}>{t('account.totp.link')}</a>
            <label>
              {t('login.totp')}
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={newCode}
                onChange={(event) => setNewCode(event.target.value)}
              />
            </label>
            <ErrorLine error={enable.error} />
            <button
              type="button"
              className="primary"
              disabled={!sixDigits.test(newCode) || enable.isPending}
              onClick={() =>
                enable.mutate(newCode, {
                  onSuccess: () => {
                    setup.reset();
                    setNewCode('');
                  },
                })
              }
            >
              {t('account.totp.enable')}
            </button>
          </>
        ) : (
          <>
            <p>{t(staff.totp_enabled ? 'account.totp.confirmOn' : 'account.totp.confirmOff')}</p>
            <label>
              {t('password.current')}
              <input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            {staff.totp_enabled && (
              <label>
                {t('login.totp')}
                <input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={proofCode}
                  onChange={(event) => setProofCode(event.target.value)}
                />
              </label>
            )}
            <ErrorLine error={setup.error ?? disable.error} />
            <div className="row">
              <button
                type="button"
                disabled={!proofReady || setup.isPending}
                onClick={() => {
                  disable.reset();
                  setup.mutate({ current_password: password, code: proofCode }, { onSuccess: clearProof });
                }}
              >
                {t(staff.totp_enabled ? 'account.totp.replace' : 'account.totp.start')}
              </button>
              {staff.totp_enabled && (
                <button
                  type="button"
                  disabled={!proofReady || disable.isPending}
                  onClick={() => {
                    setup.reset();
                    disable.mutate({ current_password: password, code: proofCode }, { onSuccess: clearProof });
                  }}
                >
                  {t('account.totp.disable')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

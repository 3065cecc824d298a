// /certificates/my-list: the customer's certificates with code and bar code as text, copy and delete, or an empty state
// with the way to buy one. The certificate service's registration is asked for when buying (bonus-page), never here:
// a customer not registered there has no certificates yet, and sees the same empty state.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { Certificate } from '@loyalty/contracts/certificates';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useCopyFeedback } from '@/lib/copy-text';
import '@/lib/locales/certificates';
import '@/styles/loyalty.css';
import '@/features/certificates/components/certificates.css';
import { notify } from '@/lib/notify';
import { useDeleteCertificate } from '@/features/certificates/api/delete-certificate';
import { useCertList } from '@/features/certificates/api/get-cert-list';
import { forgetCertRegistration, rememberCertRegistration } from '@/features/certificates/api/regist';
import { PinEntryForm, PinSetForm } from '@/features/certificates/components/pin-forms';
import { certErrorText, isNotRegistered, isPinRequired } from '@/features/certificates/utils/cert-errors';
import { formatDate, formatMoney } from '@loyalty/client/format';

export default function MyListPage() {
  const { t } = useTranslation();
  const list = useCertList();

  useEffect(() => {
    if (list.isSuccess) rememberCertRegistration();
    if (list.isError && isNotRegistered(list.error)) forgetCertRegistration();
  }, [list.isSuccess, list.isError, list.error]);

  if (list.isPending) return <PageSkeleton />;
  if (list.isError) {
    if (isNotRegistered(list.error))
      return (
        <Page>
          <NoCertificates />
        </Page>
      );
    if (isPinRequired(list.error))
      return (
        <Page>
          <PinEntryForm />
        </Page>
      );
    return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <Page>
      {list.data.length === 0 ? (
        <NoCertificates />
      ) : (
        <>
          <ul className="cert-list" data-testid="cert-my-list">
            {list.data.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </ul>
          <Link to="/certificates">{t('certificates.toCategories')}</Link>
        </>
      )}
      <PinSetForm />
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('certificates.myList')}</h1>
      {children}
    </div>
  );
}

/** Nothing bought yet: what a certificate is for here, and the way to one. */
function NoCertificates() {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid="cert-empty"
      title={t('certificates.emptyTitle')}
      text={t('certificates.emptyText')}
      action={
        <Link className="button button--primary" to="/certificates" data-testid="cert-empty-buy">
          {t('certificates.emptyAction')}
        </Link>
      }
    />
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteCertificate();
  const { copied, copy: copyText } = useCopyFeedback();

  async function copy() {
    if (!(await copyText(certificate.code))) notify.error(t('certificates.errors.generic'));
  }

  function confirmDelete() {
    if (!window.confirm(t('certificates.deleteConfirm'))) return;
    remove.mutate(certificate.bar_code, {
      onSuccess: () => notify.success(t('certificates.deleted')),
      onError: (error) => notify.error(certErrorText(t, error)),
    });
  }

  return (
    <li className="cert-card" data-testid="cert-card">
      <h2 className="cert-card__partner">{certificate.partner}</h2>
      <p>
        <strong>{t('certificates.nominal', { amount: formatMoney(certificate.nominal, i18n.language) })}</strong>
        {certificate.valid_until && (
          <> · {t('certificates.validUntil', { date: formatDate(certificate.valid_until, i18n.language) })}</>
        )}
      </p>
      <p>
        {t('certificates.code')}:{' '}
        <span className="cert-card__code" data-testid="cert-code">
          {certificate.code}
        </span>
      </p>
      <p>
        {t('certificates.barCode')}:{' '}
        <span className="cert-card__code" data-testid="cert-bar-code">
          {certificate.bar_code}
        </span>
      </p>
      <div className="cert-card__actions">
        <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
          {copied ? t('certificates.copied') : t('certificates.copy')}
        </Button>
        <Button variant="ghost" busy={remove.isPending} onClick={confirmDelete}>
          {t('certificates.delete')}
        </Button>
      </div>
    </li>
  );
}

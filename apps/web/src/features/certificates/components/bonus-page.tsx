// /certificates/bonus?categoryId=: a category's partners and their offers, bought with the customer's XP. Every
// purchase is confirmed first (amount and the balance after); one confirmation is one Idempotency-Key, so a double tap
// buys once.
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import type { CertOffer, CertPartner } from '@loyalty/contracts/certificates';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import '@/lib/locales/certificates';
import '@/styles/loyalty.css';
import '@/features/certificates/components/certificates.css';
import { notify } from '@/lib/notify';
import { useBalance } from '@/lib/shared-api/get-balance';
import { useBrandStore } from '@/stores/brand-store';
import { useCreateCertificate } from '@/features/certificates/api/create-certificate';
import { useCategoryMessage } from '@/features/certificates/api/get-message';
import { usePartners } from '@/features/certificates/api/get-partners';
import { rememberCertRegistration } from '@/features/certificates/api/regist';
import { RegisterForm } from '@/features/certificates/components/register-form';
import { certErrorText, isNotRegistered } from '@/features/certificates/utils/cert-errors';
import { newIdempotencyKey } from '@/lib/shared-api/idempotency-key';
import { formatMoney } from '@/lib/format/format';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';

function categoryIdOf(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

interface Purchase {
  partnerId: number;
  partnerName: string;
  nominal: number;
  xp: number;
  idempotencyKey: string;
}

export default function BonusPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = categoryIdOf(params.get('categoryId'));
  const brand = useBrandStore((state) => state.brand);
  const partners = usePartners(categoryId);
  const message = useCategoryMessage(categoryId);
  const balance = useBalance(brand);
  const create = useCreateCertificate();
  const [needsRegistration, setNeedsRegistration] = useState(false);
  // The purchase being confirmed; kept while the customer registers, and asked again afterwards (never bought silently).
  const [confirming, setConfirming] = useState<Purchase | null>(null);
  const pending = useRef<Purchase | null>(null);

  function buy(purchase: Purchase) {
    if (create.isPending) return;
    pending.current = purchase;
    create.mutate(
      { partnerId: purchase.partnerId, nominal: purchase.nominal, idempotencyKey: purchase.idempotencyKey },
      {
        onSuccess: () => {
          pending.current = null;
          setConfirming(null);
          rememberCertRegistration();
          notify.success(t('certificates.bought'));
        },
        onError: (error) => {
          setConfirming(null);
          if (isNotRegistered(error)) setNeedsRegistration(true);
          else notify.error(certErrorText(t, error));
        },
      },
    );
  }

  if (categoryId === null) {
    return (
      <div className="loyalty-page">
        <h1 className="profile__title">{t('certificates.partnersTitle')}</h1>
        <p>{t('certificates.unknownCategory')}</p>
        <Link to="/certificates">{t('certificates.toCategories')}</Link>
      </div>
    );
  }
  if (partners.isPending) return <PageSkeleton />;
  if (partners.isError) return <LoadError error={partners.error} onRetry={() => void partners.refetch()} />;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('certificates.partnersTitle')}</h1>
      {balance.isSuccess && <p className="loyalty-balance">{t('certificates.balance', { amount: balance.data })}</p>}
      {message.data?.message && <p className="cert-message">{message.data.message}</p>}
      {needsRegistration && (
        <RegisterForm
          onRegistered={() => {
            setNeedsRegistration(false);
            if (pending.current) setConfirming(pending.current);
          }}
        />
      )}
      {confirming && (
        <ConfirmPanel
          title={t('certificates.confirmTitle')}
          confirmLabel={t(create.isPending ? 'certificates.buying' : 'certificates.confirmYes')}
          cancelLabel={t('certificates.confirmNo')}
          busy={create.isPending}
          onConfirm={() => buy(confirming)}
          onCancel={() => setConfirming(null)}
          testId="cert-confirm"
          confirmTestId="cert-confirm-yes"
        >
          <p>
            {t('certificates.confirmText', {
              partner: confirming.partnerName,
              nominal: formatMoney(confirming.nominal, i18n.language),
              xp: confirming.xp,
            })}
          </p>
          {balance.isSuccess && balance.data >= confirming.xp && (
            <p data-testid="cert-confirm-after">{t('certificates.confirmAfter', { after: balance.data - confirming.xp })}</p>
          )}
        </ConfirmPanel>
      )}
      {partners.data.length === 0 ? (
        <EmptyState text={t('certificates.noPartners')} />
      ) : (
        <ul className="cert-list" data-testid="cert-partners">
          {partners.data.map((partner) => (
            <PartnerCard
              key={partner.id}
              partner={partner}
              busy={create.isPending || confirming !== null}
              onBuy={(offer) =>
                setConfirming({
                  partnerId: partner.id,
                  partnerName: partner.name,
                  nominal: offer.nominal,
                  xp: offer.xp_price,
                  idempotencyKey: newIdempotencyKey(),
                })
              }
            />
          ))}
        </ul>
      )}
      <Link className="button button--secondary" to="/certificates/my-list">
        {t('certificates.myList')}
      </Link>
    </div>
  );
}

function PartnerCard({ partner, busy, onBuy }: { partner: CertPartner; busy: boolean; onBuy: (offer: CertOffer) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="cert-partner" data-testid="cert-partner">
      <h2 className="cert-partner__name">{partner.name}</h2>
      {partner.description && <p>{partner.description}</p>}
      <ul className="cert-offers">
        {partner.offers.map((offer) => (
          <li key={`${offer.nominal}-${offer.xp_price}`} className="cert-offer">
            <span>
              <strong>{t('certificates.nominal', { amount: formatMoney(offer.nominal, i18n.language) })}</strong> ·{' '}
              {offer.available > 0 ? t('certificates.available', { count: offer.available }) : t('certificates.soldOut')}
            </span>
            <Button disabled={offer.available === 0 || busy} onClick={() => onBuy(offer)} data-testid="cert-buy">
              {t('certificates.buy', { amount: offer.xp_price })}
            </Button>
          </li>
        ))}
      </ul>
    </li>
  );
}

// /certificates/bonus?categoryId=: a category's partners (titled with the category) and their offers, bought with the
// customer's XP. An offer the balance does not cover is locked with what is missing; the rest is confirmed first
// (amount and the balance after); one confirmation is one Idempotency-Key, so a double tap buys once. The certificate
// service's registration is done with the profile's name and email, asked for only when the profile lacks them.
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { rememberCertRegistration, useRegisterCertificates } from '@/features/certificates/api/regist';
import { useCategories } from '@/features/certificates/api/get-categories';
import { useCertificateStore } from '@/features/certificates/stores/certificate-store';
import { certProfileOf } from '@/features/certificates/utils/cert-profile';
import { useSessionStore } from '@/stores/session-store';
import { LockedBadge } from '@/components/ui/locked-badge';
import { RegisterForm } from '@/features/certificates/components/register-form';
import { certErrorText, isNotRegistered } from '@/features/certificates/utils/cert-errors';
import { newIdempotencyKey } from '@/lib/shared-api/idempotency-key';
import { formatMoney, formatXp } from '@loyalty/client/format';
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
  const navigate = useNavigate();
  const partners = usePartners(categoryId);
  const message = useCategoryMessage(categoryId);
  const balance = useBalance(brand);
  const create = useCreateCertificate();
  const register = useRegisterCertificates();
  useCategories();
  // The store, not the answer: the spec's defaults until the server answers an array (spec section 8).
  const categoryName = useCertificateStore(
    (state) => state.categories.find((category) => category.CATEGORY_ID === categoryId)?.CATEGORY_NAME,
  );
  const profile = certProfileOf(useSessionStore((state) => state.customer));
  const [needsRegistration, setNeedsRegistration] = useState(false);
  // The purchase being confirmed; kept while the customer registers, and bought once that is done (already confirmed).
  const [confirming, setConfirming] = useState<Purchase | null>(null);
  const pending = useRef<Purchase | null>(null);
  const registeredFromProfile = useRef(false);
  // Set from the first tap until the purchase ends: a second tap before the page re-renders buys nothing more.
  const inFlight = useRef(false);

  function askRegistration() {
    inFlight.current = false;
    setConfirming(null);
    setNeedsRegistration(true);
  }

  function buy(purchase: Purchase) {
    inFlight.current = true;
    pending.current = purchase;
    create.mutate(
      { partnerId: purchase.partnerId, nominal: purchase.nominal, idempotencyKey: purchase.idempotencyKey },
      {
        onSuccess: () => {
          inFlight.current = false;
          pending.current = null;
          setConfirming(null);
          rememberCertRegistration();
          // "Мої сертифікати" lives on the categories page; right after a purchase the toast leads there too.
          notify.success(t('certificates.bought'), {
            page: true,
            action: { label: t('certificates.open'), onClick: () => void navigate('/certificates/my-list') },
          });
        },
        onError: (error) => {
          if (!isNotRegistered(error)) {
            inFlight.current = false;
            setConfirming(null);
            notify.error(certErrorText(t, error));
            return;
          }
          // Registered with what the profile already holds, once; a form only when it lacks something or is refused.
          if (profile === null || registeredFromProfile.current) {
            askRegistration();
            return;
          }
          registeredFromProfile.current = true;
          register.mutate(profile, { onSuccess: () => buy(purchase), onError: askRegistration });
        },
      },
    );
  }

  const working = create.isPending || register.isPending;
  const title = categoryName ?? t('certificates.partnersTitle');

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
  if (partners.isLoadingError) return <LoadError error={partners.error} onRetry={() => void partners.refetch()} />;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title" data-testid="cert-category-title">
        {title}
      </h1>
      {balance.isSuccess && <p className="loyalty-balance">{t('certificates.balance', { amount: formatXp(balance.data, i18n.language) })}</p>}
      {message.data?.message && <p className="cert-message">{message.data.message}</p>}
      {needsRegistration && (
        <RegisterForm
          onRegistered={() => {
            setNeedsRegistration(false);
            if (pending.current) {
              setConfirming(pending.current);
              buy(pending.current);
            }
          }}
        />
      )}
      {confirming && (
        <ConfirmPanel
          title={t('certificates.confirmTitle')}
          confirmLabel={t(working ? 'certificates.buying' : 'certificates.confirmYes')}
          cancelLabel={t('certificates.confirmNo')}
          busy={working}
          onConfirm={() => {
            if (!inFlight.current) buy(confirming);
          }}
          onCancel={() => setConfirming(null)}
          testId="cert-confirm"
          confirmTestId="cert-confirm-yes"
        >
          <p>
            {t('certificates.confirmText', {
              partner: confirming.partnerName,
              nominal: formatMoney(confirming.nominal, i18n.language),
              xp: formatXp(confirming.xp, i18n.language),
            })}
          </p>
          {balance.isSuccess && balance.data >= confirming.xp && (
            <p data-testid="cert-confirm-after">{t('certificates.confirmAfter', { after: formatXp(balance.data - confirming.xp, i18n.language) })}</p>
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
              busy={working || confirming !== null || needsRegistration}
              balance={balance.isSuccess ? balance.data : undefined}
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
    </div>
  );
}

/** A partner's logo when the data has one (a site path or an https address); its initial on a tile otherwise. */
function PartnerLogo({ partner }: { partner: CertPartner }) {
  const src = partner.logo.trim();
  if (src.startsWith('/') || src.startsWith('https://')) {
    return <img className="cert-partner__logo" src={src} alt="" width={56} height={56} loading="lazy" decoding="async" />;
  }
  return (
    <span className="cert-partner__logo cert-partner__logo--initial" aria-hidden="true">
      {Array.from(partner.name.trim())[0]?.toLocaleUpperCase('uk') ?? ''}
    </span>
  );
}

function PartnerCard({
  partner,
  busy,
  balance,
  onBuy,
}: {
  partner: CertPartner;
  busy: boolean;
  /** Undefined until known: nothing is offered as buyable or locked before. */
  balance: number | undefined;
  onBuy: (offer: CertOffer) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="cert-partner" data-testid="cert-partner">
      <div className="cert-partner__head">
        <PartnerLogo partner={partner} />
        <div>
          <h2 className="cert-partner__name">{partner.name}</h2>
          {partner.description && <p className="cert-partner__description">{partner.description}</p>}
        </div>
      </div>
      <ul className="cert-offers">
        {partner.offers.map((offer) => {
          const short = balance === undefined ? 0 : offer.xp_price - balance;
          return (
            <li key={`${offer.nominal}-${offer.xp_price}`} className="cert-offer" data-testid="cert-offer">
              <span className="cert-offer__what">
                <strong className="cert-offer__nominal">
                  {t('certificates.nominal', { amount: formatMoney(offer.nominal, i18n.language) })}
                </strong>
                <span className="cert-offer__stock">
                  {offer.available > 0 ? t('certificates.available', { count: offer.available }) : t('certificates.soldOut')}
                </span>
              </span>
              {offer.available > 0 && short > 0 ? (
                <span className="cert-offer__locked">
                  <span className="cert-offer__price">{t('certificates.price', { amount: formatXp(offer.xp_price, i18n.language) })}</span>
                  <LockedBadge data-testid="cert-locked">{t('certificates.short', { amount: formatXp(short, i18n.language) })}</LockedBadge>
                </span>
              ) : (
                <Button
                  className="cert-offer__buy"
                  disabled={offer.available === 0 || busy || balance === undefined}
                  onClick={() => onBuy(offer)}
                  data-testid="cert-buy"
                >
                  {t('certificates.buy', { amount: formatXp(offer.xp_price, i18n.language) })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

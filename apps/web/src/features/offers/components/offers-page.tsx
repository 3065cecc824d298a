// /offers: the brand's current offers; bodies are HTML the server has already sanitised (allowlisted markup only). A
// glo customer the operator gave the hyper pro offer (hyper-pro-699) sees it first.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useOffers } from '@/features/offers/api/get-offers';
import { useHyperProOffer } from '@/features/offers/api/get-hyper-pro-offer';
import { useSessionStore } from '@/stores/session-store';
import { formatDate } from '@loyalty/client/format';
import { Picture, pictureSizes } from '@/components/ui/picture';

/** The personal glo™ hyper pro offer, redeemed in glo's brand stores where staff see this card. */
function HyperProOffer() {
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const gloId = useSessionStore((state) => state.shopIds.glo);
  const offer = useHyperProOffer(gloId, brand === 'glo');
  if (brand !== 'glo' || offer.data !== true) return null;
  return (
    <Card className="offer offer--personal" data-testid="hyper-pro-offer">
      <h2 className="profile__heading">{t('offers.hyperPro.title')}</h2>
      <p>{t('offers.hyperPro.text')}</p>
      <Link className="button button--primary" to="/glo-studio">
        {t('offers.hyperPro.stores')}
      </Link>
    </Card>
  );
}

export default function OffersPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const offers = useOffers(brand);

  if (offers.isPending) return <PageLoader />;
  if (offers.isError) return <LoadError error={offers.error} onRetry={() => void offers.refetch()} />;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('offers.title')}</h1>
      <HyperProOffer />
      {offers.data.length === 0 ? (
        <p className="loyalty-empty">{t('offers.empty')}</p>
      ) : (
        <ul className="loyalty-list" data-testid="offer-list">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <Card className="offer" data-testid="offer">
                {offer.image && (
                  <Picture className="offer__image" src={offer.image} alt="" width={16} height={9} sizes={pictureSizes.column} />
                )}
                <h2 className="profile__heading">{offer.title}</h2>
                {/* Sanitised by the server (modules/content/sanitize.ts), like the content pages. */}
                <div className="content-page__body" dangerouslySetInnerHTML={{ __html: offer.body_html }} />
                <p className="loyalty-muted">{t('offers.validUntil', { date: formatDate(offer.valid_to, i18n.language) })}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// /offers: the campaigns running now ("×2 XP за стіки до неділі", each with the way to earn it), then the brand's
// current offers as compact cards (thumbnail, title, one line, its action where it has one, the
// full terms one tap away); bodies are HTML the server has already sanitised (allowlisted markup only). A glo customer
// the operator gave the hyper pro offer (hyper-pro-699) sees it first.
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
import type { Offer } from '@loyalty/contracts/points';
import { keepNumbersWithUnits } from '@loyalty/domain/ukrainian-typography';
import { offerAction, offerLead } from '@/features/offers/utils/offer-card';
import Sparkles from 'lucide-react/icons/sparkles';
import { campaignLine, campaignPath } from '@/components/campaign-banners';
import { useCampaigns } from '@/lib/shared-api/get-campaigns';
import type { Brand } from '@loyalty/contracts/brand';

/** The offer's thumbnail's box: the news list's size, so the two lists read alike. */
const offerThumbnailSize = 72;

function OfferCard({ offer, eager }: { offer: Offer; eager: boolean }) {
  const { t, i18n } = useTranslation();
  const action = offerAction(offer.title, offer.body_html);
  return (
    <Card className="offer offer--compact" data-testid="offer">
      <div className="offer__row">
        {offer.image ? (
          <Picture
            className="offer__thumb"
            src={offer.image}
            alt=""
            width={offerThumbnailSize}
            height={offerThumbnailSize}
            sizes={pictureSizes.thumbnail}
            eager={eager}
          />
        ) : (
          <span className="offer__thumb" aria-hidden="true" />
        )}
        <div className="offer__text">
          <h2 className="offer__title">{keepNumbersWithUnits(offer.title)}</h2>
          <p className="offer__lead" data-testid="offer-lead">
            {keepNumbersWithUnits(offerLead(offer.body_html))}
          </p>
          <p className="offer__until">{t('offers.validUntil', { date: formatDate(offer.valid_to, i18n.language) })}</p>
        </div>
      </div>
      <div className="offer__foot">
        <details className="offer__terms">
          <summary>{t('offers.terms')}</summary>
          {/* Sanitised by the server (modules/content/sanitize.ts), like the content pages. */}
          <div className="content-page__body" dangerouslySetInnerHTML={{ __html: offer.body_html }} />
        </details>
        {action && (
          <Link className="button button--secondary offer__action" to={action.to} data-testid="offer-action">
            {action.label ?? t(action.labelKey ?? 'offers.actions.shop')}
          </Link>
        )}
      </div>
    </Card>
  );
}

/** The campaigns running now, one card each with its action: the one place for every offer, as on home's strip. */
function CampaignOffers({ brand }: { brand: Brand }) {
  const { t, i18n } = useTranslation();
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const campaigns = useCampaigns(brand, hasRecord);
  if (!campaigns.data || campaigns.data.length === 0) return null;
  return (
    <ul className="loyalty-list" data-testid="campaign-offers" aria-label={t('programme.campaignBanner.list')}>
      {campaigns.data.map((campaign) => {
        const to = campaignPath(campaign.trigger);
        return (
          <li key={campaign.id}>
            <Card className="offer offer--compact offer--campaign" data-testid="campaign-offer">
              <div className="offer__row">
                <span className="offer__thumb offer__thumb--icon" aria-hidden="true">
                  <Sparkles size={28} />
                </span>
                <div className="offer__text">
                  <h2 className="offer__title">{campaignLine(campaign, t, i18n.language)}</h2>
                </div>
              </div>
              {to && (
                <div className="offer__foot">
                  <Link className="button button--secondary offer__action" to={to}>
                    {t(to === '/scan' ? 'offers.actions.scan' : 'offers.actions.shop')}
                  </Link>
                </div>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

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
  const { t } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const offers = useOffers(brand);

  if (offers.isPending) return <PageLoader />;
  if (offers.isLoadingError) return <LoadError error={offers.error} onRetry={() => void offers.refetch()} />;

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('offers.title')}</h1>
      <HyperProOffer />
      <CampaignOffers brand={brand} />
      {offers.data.length === 0 ? (
        <p className="loyalty-empty">{t('offers.empty')}</p>
      ) : (
        <ul className="loyalty-list" data-testid="offer-list">
          {offers.data.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// The campaigns the customer could earn from now ("×2 XP за стіки до неділі"): one compact strip that scrolls sideways
// on home and the scan screens, each campaign one line with a points icon and, where it has one, the way to earn it
// (a scan campaign opens the scan, an order campaign the shop). Nothing at all while the answer is not there, when it
// failed or when there is none: no empty box, and home's prefetch asks for it early so it is there at the first render.
import { Link } from 'react-router';
import type { Brand } from '@loyalty/contracts/brand';
import type { CustomerCampaign } from '@loyalty/contracts/customer-campaigns';
import type { CampaignTrigger } from '@loyalty/domain/campaigns';
import { lastDayOf } from '@loyalty/client/format';
import Sparkles from 'lucide-react/icons/sparkles';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/translation-hooks';
import { useCampaigns } from '@/lib/shared-api/get-campaigns';
import { useSessionStore } from '@/stores/session-store';
import '@/lib/locales/programme';
import '@/styles/programme.css';

/** Campaigns of a scan: what the scan screens show. */
export const scanCampaignTriggers: readonly CampaignTrigger[] = ['pack_code_credited', 'nth_scan_of_month'];

/** Campaigns earned by an order: the cart and the order's success page mention them. */
export const orderCampaignTriggers: readonly CampaignTrigger[] = ['order_paid', 'referral_first_order'];

/** Where the customer earns a campaign: the scan for a scan campaign, the shop for an order one; null for the others. */
export function campaignPath(trigger: CampaignTrigger): '/scan' | '/shop' | null {
  if (scanCampaignTriggers.includes(trigger)) return '/scan';
  if (orderCampaignTriggers.includes(trigger)) return '/shop';
  return null;
}

/** The campaign in one line: "×2 XP за стіки лише сьогодні", "+100 XP за перше замовлення до 12 грудня". */
export function campaignLine(campaign: CustomerCampaign, t: TFunction, language: string): string {
  const lastDay = campaign.ends_at === null ? null : lastDayOf(campaign.ends_at, language);
  if (lastDay === null) return campaign.description;
  const until =
    lastDay.kind === 'today' ? t('programme.campaignBanner.today') : t('programme.campaignBanner.until', { day: lastDay.text });
  return `${campaign.description} ${until}`;
}

interface CampaignBannersProps {
  brand: Brand;
  /** Only campaigns of these triggers (the scan screens show the scan ones); all when absent. */
  triggers?: readonly CampaignTrigger[];
  /** Whether each campaign links to where it is earned; the scan screens, already there, leave the links out. */
  linked?: boolean;
  className?: string;
}

export function CampaignBanners({ brand, triggers, linked = true, className }: CampaignBannersProps) {
  const { t, i18n } = useTranslation();
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const campaigns = useCampaigns(brand, hasRecord);
  const shown = (campaigns.data ?? []).filter((campaign) => !triggers || triggers.includes(campaign.trigger));
  if (shown.length === 0) return null;
  return (
    <ul
      className={['campaign-banners', className ?? ''].filter(Boolean).join(' ')}
      aria-label={t('programme.campaignBanner.list')}
      data-testid="campaign-banners"
    >
      {shown.map((campaign) => {
        const to = linked ? campaignPath(campaign.trigger) : null;
        const body = (
          <>
            <Sparkles className="campaign-banner__icon" size={18} aria-hidden="true" />
            <span className="campaign-banner__headline">{campaignLine(campaign, t, i18n.language)}</span>
          </>
        );
        return (
          <li key={campaign.id} className="campaign-banners__item" data-testid="campaign-banner">
            {to ? (
              <Link className="campaign-banner campaign-banner--link" to={to}>
                {body}
              </Link>
            ) : (
              <span className="campaign-banner">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What this order earns in the club, said where the order is made (the cart) and placed (the success page): the order
 * campaigns the customer would earn from it ("+100 XP за перше замовлення"), else the programme's own rule, that
 * points come from the codes on packs (a purchase earns none by itself: the FAQ and decision 0059), with the way to
 * the scan (review 8, problem 3). Nothing while the campaigns are still being asked, so the line does not flip.
 */
export function OrderCampaignNote({ brand, paid = false }: { brand: Brand; paid?: boolean }) {
  const { t } = useTranslation();
  const hasRecord = useSessionStore((state) => state.shopIds[brand] !== null);
  const campaigns = useCampaigns(brand, hasRecord);
  const shown = (campaigns.data ?? []).filter((campaign) => orderCampaignTriggers.includes(campaign.trigger));
  if (hasRecord && campaigns.isPending) return null;
  if (shown.length === 0) {
    return (
      <p className="order-campaigns__item order-campaigns__item--rule" data-testid="order-scan-note">
        <Sparkles className="campaign-banner__icon" size={18} aria-hidden="true" />
        <span>
          {t('programme.orderCampaign.none')} <Link to="/scan">{t('programme.orderCampaign.scanLink')}</Link>
        </span>
      </p>
    );
  }
  return (
    <ul className="order-campaigns" data-testid="order-campaigns">
      {shown.map((campaign) => (
        <li key={campaign.id} className="order-campaigns__item">
          <Sparkles className="campaign-banner__icon" size={18} aria-hidden="true" />
          <span>
            {t(paid ? 'programme.orderCampaign.paid' : 'programme.orderCampaign.unpaid', {
              line: campaign.description,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

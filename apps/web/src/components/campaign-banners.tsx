// The campaigns the customer could earn from now ("×2 XP за стіки до неділі"), as compact cards on home and the scan
// screens. Nothing at all while the answer is not there, when it failed or when there is none: no empty box, and
// home's prefetch asks for it early so it is there at the first render.
import type { Brand } from '@loyalty/contracts/brand';
import type { CustomerCampaign } from '@loyalty/contracts/customer-campaigns';
import type { CampaignTrigger } from '@loyalty/domain/campaigns';
import { lastDayOf } from '@loyalty/client/format';
import { useTranslation } from '@/lib/translation-hooks';
import { useCampaigns } from '@/lib/shared-api/get-campaigns';
import { useSessionStore } from '@/stores/session-store';
import '@/lib/locales/programme';
import '@/styles/programme.css';

/** Campaigns of a scan: what the scan screens show. */
export const scanCampaignTriggers: readonly CampaignTrigger[] = ['pack_code_credited', 'nth_scan_of_month'];

interface CampaignBannersProps {
  brand: Brand;
  /** Only campaigns of these triggers (the scan screens show the scan ones); all when absent. */
  triggers?: readonly CampaignTrigger[];
  className?: string;
}

export function CampaignBanners({ brand, triggers, className }: CampaignBannersProps) {
  const { t } = useTranslation();
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
      {shown.map((campaign) => (
        <CampaignBanner key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  );
}

function CampaignBanner({ campaign }: { campaign: CustomerCampaign }) {
  const { t, i18n } = useTranslation();
  const lastDay = campaign.ends_at === null ? null : lastDayOf(campaign.ends_at, i18n.language);
  const until =
    lastDay === null
      ? ''
      : lastDay.kind === 'today'
        ? t('programme.campaignBanner.today')
        : t('programme.campaignBanner.until', { day: lastDay.text });
  return (
    <li className="campaign-banner" data-testid="campaign-banner">
      <span className="campaign-banner__badge" aria-hidden="true">
        %
      </span>
      <span className="campaign-banner__text">
        <strong className="campaign-banner__headline">{until ? `${campaign.description} ${until}` : campaign.description}</strong>
        <span className="campaign-banner__name">{campaign.name}</span>
      </span>
    </li>
  );
}

// /profile: the profile hub, as loyalty apps open Profile: who I am (name, phone), my balance and level, then one row
// each to my orders, invites, age verification, certificates and my personal data (the forms, one level down), and
// signing out.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Gift from 'lucide-react/icons/gift';
import Package from 'lucide-react/icons/package';
import Settings from 'lucide-react/icons/settings';
import Ticket from 'lucide-react/icons/ticket';
import UserPlus from 'lucide-react/icons/user-plus';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { List, ListRow } from '@/components/ui/list-row';
import '@/lib/locales/accounts';
import '@/features/profile/components/profile-hub.css';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useUser } from '@/lib/shared-api/get-user';
import { useBalance } from '@/lib/shared-api/get-balance';
import { LogoutSection } from '@/features/profile/components/logout-section';
import { TierLine } from '@/components/tier-card';
import { formatUaPhone, formatXp } from '@loyalty/client/format';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function HubRow({
  to,
  Icon,
  title,
  description,
  testId,
}: {
  to: string;
  Icon: Icon;
  title: string;
  description?: string;
  testId: string;
}) {
  return (
    <ListRow
      to={to}
      data-testid={testId}
      leading={<Icon width={22} height={22} />}
      title={title}
      description={description}
      trailing={<ChevronRight width={20} height={20} aria-hidden="true" />}
    />
  );
}

export default function ProfileHubPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const id = useSessionStore((state) => state.shopIds[brand]);
  const customer = useSessionStore((state) => state.customer);
  const user = useUser(brand, id);
  const balance = useBalance(brand);
  // The record's name once it has come, the session's meanwhile (or when this brand has no record yet).
  const person = user.data ?? customer;
  const name = [person?.first_name, person?.last_name].filter(Boolean).join(' ');
  const verified = user.data?.tags.includes('age_verified') ?? false;

  return (
    <div className="profile profile-hub" data-testid="profile-hub">
      <h1 className="profile__title">{t('profile.title')}</h1>
      <Card className="profile-hub__card">
        <p className="profile-hub__name" data-testid="profile-hub-name">
          {name || t('profile.hub.noName')}
        </p>
        {person?.phone && (
          <p className="profile-hub__phone" data-testid="profile-hub-phone">
            {formatUaPhone(person.phone)}
          </p>
        )}
        <p className="profile-hub__balance" data-testid="profile-hub-balance">
          <span className="profile-hub__label">{t('profile.hub.balance')}</span>
          <strong>{balance.isSuccess ? formatXp(balance.data, i18n.language) : '…'}</strong>
        </p>
        <Link className="shop-link" to="/history-bonuses">
          {t('profile.hub.history')}
        </Link>
        {/* The level is part of who the customer is in the programme, in the card beside the name, as on home's
            balance card (nothing when the brand runs no tiers). */}
        {id !== null && <TierLine brand={brand} />}
      </Card>
      <List className="profile-hub__links" label={t('profile.title')} data-testid="profile-hub-links">
        <HubRow to="/history-order" Icon={Package} title={t('profile.hub.orders')} testId="profile-hub-orders" />
        <HubRow to="/invite-friend" Icon={UserPlus} title={t('profile.hub.invite')} testId="profile-hub-invite" />
        <HubRow
          to="/verification"
          Icon={BadgeCheck}
          title={t('profile.hub.verification')}
          description={user.isSuccess ? t(verified ? 'profile.hub.verified' : 'profile.hub.notVerified') : undefined}
          testId="profile-hub-verification"
        />
        {/* The rewards exchanged, on their way or received, at the top of /exchange (decision 0084). */}
        <HubRow to="/exchange" Icon={Gift} title={t('profile.hub.rewards')} testId="profile-hub-rewards" />
        <HubRow
          to="/certificates/my-list"
          Icon={Ticket}
          title={t('profile.hub.certificates')}
          testId="profile-hub-certificates"
        />
        <HubRow
          to="/profile/details"
          Icon={Settings}
          title={t('profile.detailsTitle')}
          description={t('profile.hub.detailsHint')}
          testId="profile-hub-details"
        />
      </List>
      <LogoutSection />
    </div>
  );
}

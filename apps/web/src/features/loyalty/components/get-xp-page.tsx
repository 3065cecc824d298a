// /get-xp: the ways to earn XP in this app, each with a link to its page, and the current balance.
import { Link } from 'react-router';
import { formatXp } from '@loyalty/client/format';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import '@/lib/locales/loyalty';
import '@/styles/loyalty.css';
import { useBrandStore } from '@/stores/brand-store';
import { useBalance } from '@/lib/shared-api/get-balance';
import { waysToEarn } from '@/features/loyalty/utils/ways-to-earn';

export default function GetXpPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrandStore((state) => state.brand);
  const balance = useBalance(brand);

  return (
    <div className="loyalty-page">
      <h1 className="profile__title">{t('getXp.title')}</h1>
      {balance.isSuccess && (
        <p className="loyalty-balance" data-testid="get-xp-balance">
          {t('balance.value', { amount: formatXp(balance.data, i18n.language) })}
        </p>
      )}
      <p>{t('getXp.intro')}</p>
      <ul className="loyalty-list">
        {waysToEarn.map((way) => (
          <li key={way.id}>
            <Card className="loyalty-item">
              <h2 className="profile__heading">{t(way.titleKey)}</h2>
              <p>{t(way.textKey)}</p>
              <Link className="button button--secondary" to={way.path}>
                {t(way.linkKey)}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Link className="loyalty-link" to="/spend-points" data-testid="get-xp-spend">
        {t('getXp.spendLink')}
      </Link>
    </div>
  );
}
